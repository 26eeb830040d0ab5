import type { Locator, Page } from 'playwright-core';

/** /ton-kho: the Detail (per lot and condition) and Summary (per SKU) tabs. */
export class InventoryPage {
  static readonly PATH = '/ton-kho';
  readonly root: Locator;
  readonly detailTable: Locator;
  readonly summaryTable: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('inventory-page');
    this.detailTable = page.getByTestId('inventory-detail-table');
    this.summaryTable = page.getByTestId('inventory-summary-table');
  }

  async open(query = ''): Promise<this> {
    await this.page.goto(`${InventoryPage.PATH}${query}`);
    await this.root.waitFor({ timeout: 30_000 });
    return this;
  }

  async showSummary(): Promise<void> {
    await this.page.getByTestId('inventory-tab-summary').click();
    await this.summaryTable.waitFor();
  }

  async search(keyword: string): Promise<void> {
    // the search box's test id is on antd's wrapper around the input
    const box = this.page.getByTestId('inventory-filter-keyword').locator('input');
    await box.fill(keyword);
    await box.press('Enter');
  }

  /** A cell's text, or '' while the row is not there (poll it). */
  async text(testId: string): Promise<string> {
    const cell = this.page.getByTestId(testId);
    return (await cell.count()) ? (await cell.first().innerText()).trim() : '';
  }

  /** Detail cells are keyed by warehouse, sku, lot ('_' for none) and condition. */
  detail(field: 'qty' | 'allocated' | 'available' | 'expiry', warehouse: string, sku: string, lot: string, condition = 'GOOD'): Promise<string> {
    return this.text(`detail-${field}-${warehouse}-${sku}-${lot || '_'}-${condition}`);
  }

  summary(field: 'qty' | 'allocated' | 'available' | 'defective' | 'lost' | 'onhold', warehouse: string, sku: string): Promise<string> {
    return this.text(`summary-${field}-${warehouse}-${sku}`);
  }
}
