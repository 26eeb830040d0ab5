import type { Locator, Page } from 'playwright-core';

/** Picks an option of an antd Select: opens it, types to filter, clicks the option whose text contains `text`. */
export async function chooseOption(page: Page, select: Locator, text: string): Promise<void> {
  await select.click();
  const search = select.locator('input');
  if ((await search.count()) > 0 && (await search.first().isEditable())) await search.first().fill(text);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: text }).first().click();
}

/**
 * Picks a 2025 address in the portal's address picker (components/address-picker.tsx, `testId` its data-testid):
 * the province, then the ward found by typing `wardQuery` (a new, old or English name), the option holding `ward`.
 */
export async function pickAddress(page: Page, testId: string, a: { province?: string; wardQuery: string; ward: string }): Promise<void> {
  if (a.province) await chooseOption(page, page.getByTestId(`${testId}-province`), a.province);
  const ward = page.getByTestId(`${testId}-ward`);
  await ward.click();
  await ward.locator('input').fill(a.wardQuery);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: a.ward }).first().click();
}

/** The antd Form.Item around a control: its error text is the field's message. */
export async function fieldError(page: Page, control: Locator): Promise<string> {
  const errors = page.locator('.ant-form-item').filter({ has: control }).locator('.ant-form-item-explain-error');
  if ((await errors.count()) === 0) return '';
  return (await errors.allInnerTexts()).join(' ').trim();
}

/** /nhap-hang/tao-don-nhap: the client's inbound order form. */
export class InboundCreatePage {
  static readonly PATH = '/nhap-hang/tao-don-nhap';
  readonly root: Locator;
  readonly warehouse: Locator;
  readonly carrier: Locator;
  readonly zone: Locator;
  readonly code: Locator;
  readonly scan: Locator;
  readonly scanFeedback: Locator;
  readonly search: Locator;
  readonly submit: Locator;
  readonly linesError: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('inbound-create-page');
    this.warehouse = page.getByTestId('inbound-warehouse');
    this.carrier = page.getByTestId('inbound-carrier');
    this.zone = page.getByTestId('inbound-zone');
    this.code = page.getByTestId('inbound-code');
    this.scan = page.getByTestId('inbound-scan');
    this.scanFeedback = page.getByTestId('scan-feedback');
    this.search = page.getByTestId('inbound-sku-search');
    this.submit = page.getByTestId('inbound-submit');
    this.linesError = page.getByTestId('lines-error');
  }

  async open(): Promise<this> {
    await this.page.goto(InboundCreatePage.PATH);
    return this.waitReady();
  }

  async waitReady(): Promise<this> {
    await this.root.waitFor({ timeout: 30_000 });
    await this.scan.waitFor();
    return this;
  }

  /** A scanner types the code and presses Enter. */
  async scanCode(code: string): Promise<void> {
    await this.scan.fill(code);
    await this.scan.press('Enter');
  }

  async searchAndPick(keyword: string, sku: string): Promise<void> {
    await this.search.click();
    await this.search.locator('input').fill(keyword);
    await this.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: sku }).first().click();
  }

  lineQty(sku: string): Locator {
    return this.page.getByTestId(`line-qty-${sku}`);
  }

  async setQty(sku: string, qty: number): Promise<void> {
    const input = this.lineQty(sku);
    await input.fill(String(qty));
    await input.press('Tab');
  }

  error(control: Locator): Promise<string> {
    return fieldError(this.page, control);
  }
}

/** /nhap-hang/chi-tiet-don-nhap-hang?id= (client) and /nhap-hang/chi-tiet-don-nhap-cua-khach?id= (staff). */
export class InboundDetailPage {
  readonly root: Locator;
  readonly cancel: Locator;
  readonly cancelConfirm: Locator;
  readonly cancelError: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('inbound-detail');
    this.cancel = page.getByTestId('inbound-cancel');
    this.cancelConfirm = page.getByTestId('inbound-cancel-confirm');
    this.cancelError = page.getByTestId('inbound-cancel-error');
  }

  async waitReady(): Promise<this> {
    await this.root.waitFor({ timeout: 30_000 });
    return this;
  }

  /** The order's id, from the page's URL. */
  id(): number {
    return Number(new URL(this.page.url()).searchParams.get('id'));
  }

  async status(): Promise<number> {
    return Number(await this.root.getAttribute('data-status'));
  }

  async received(sku: string): Promise<string> {
    return (await this.page.getByTestId(`line-received-${sku}`).innerText()).trim();
  }

  async expected(sku: string): Promise<string> {
    return (await this.page.getByTestId(`line-expected-${sku}`).innerText()).trim();
  }

  async cancelOrder(): Promise<void> {
    await this.cancel.click();
    await this.cancelConfirm.click();
  }
}
