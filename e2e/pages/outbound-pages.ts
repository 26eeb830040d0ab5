import type { Locator, Page } from 'playwright-core';

/** /xuat-hang/tao-don-xuat: the outbound order form. */
export class OutboundCreatePage {
  static readonly PATH = '/xuat-hang/tao-don-xuat';
  readonly root: Locator;
  readonly warehouse: Locator;
  readonly productSearch: Locator;
  readonly scan: Locator;
  readonly toName: Locator;
  readonly toPhone: Locator;
  readonly toAddress: Locator;
  /** the receiver's address picker (province and ward of 2025) */
  readonly toArea: Locator;
  readonly cod: Locator;
  readonly createDirect: Locator;
  readonly warehouseFirst: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('outbound-form');
    this.warehouse = page.getByTestId('outbound-warehouse');
    this.productSearch = page.getByTestId('outbound-product-search');
    this.scan = page.getByTestId('outbound-scan');
    this.toName = page.getByTestId('outbound-to-name');
    this.toPhone = page.getByTestId('outbound-to-phone');
    this.toAddress = page.getByTestId('outbound-to-address');
    this.toArea = page.getByTestId('outbound-to-area');
    this.cod = page.getByTestId('outbound-cod');
    this.createDirect = page.getByTestId('outbound-create-direct');
    this.warehouseFirst = page.getByTestId('outbound-warehouse-first');
  }

  async open(): Promise<this> {
    await this.page.goto(OutboundCreatePage.PATH);
    await this.root.waitFor({ timeout: 30_000 });
    return this;
  }

  async scanCode(code: string): Promise<void> {
    await this.scan.fill(code);
    await this.scan.press('Enter');
  }

  /** Types in a searching select and picks the option whose text holds `pick`. */
  async searchAndPick(select: Locator, text: string, pick: string): Promise<void> {
    await select.click();
    await select.locator('input').fill(text);
    await this.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: pick }).first().click();
  }

  lineQty(sku: string): Locator {
    return this.page.getByTestId(`outbound-qty-${sku}`);
  }
}

/** /xuat-hang/chi-tiet-don-xuat-hang and the staff's /xuat-hang/chi-tiet-don-xuat-khach-hang: one order. */
export class OutboundDetailPage {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByTestId('outbound-detail');
  }
  async open(id: number, staff = false): Promise<this> {
    await this.page.goto(`${staff ? '/xuat-hang/chi-tiet-don-xuat-khach-hang' : '/xuat-hang/chi-tiet-don-xuat-hang'}?id=${id}`);
    await this.root.waitFor({ timeout: 30_000 });
    return this;
  }
  status(): Promise<string | null> {
    return this.root.getAttribute('data-status');
  }
  /** The lots allocated to a SKU's line, in the order shown. */
  async lots(sku: string): Promise<string[]> {
    const rows = this.page.getByTestId(`outbound-alloc-${sku}`).getByTestId('outbound-alloc-row');
    const out: string[] = [];
    for (const r of await rows.all()) out.push((await r.getAttribute('data-lot')) ?? '');
    return out;
  }
}
