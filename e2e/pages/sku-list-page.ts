import type { Download, Locator, Page } from 'playwright-core';

/** /san-pham/danh-sach-san-pham: search, filters, server-side paging and sorting, export. */
export class SkuListPage {
  static readonly PATH = '/san-pham/danh-sach-san-pham';
  readonly root: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly exportButton: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('sku-list-page');
    this.search = page.getByTestId('sku-search').locator('input');
    this.table = page.getByTestId('sku-table');
    this.exportButton = page.getByTestId('sku-export');
  }

  async waitReady(): Promise<this> {
    await this.root.waitFor({ timeout: 30_000 });
    await this.table.waitFor();
    return this;
  }

  /** Types into the search box as a person does (it searches when they pause). */
  async searchFor(text: string): Promise<void> {
    await this.search.click();
    await this.search.press('ControlOrMeta+a');
    await this.search.press('Backspace');
    await this.search.pressSequentially(text);
  }

  /** The SKU codes of the rows shown. */
  async codes(): Promise<string[]> {
    const links = this.table.locator('tbody a[data-testid^="sku-row-link-"]');
    return (await links.allInnerTexts()).map((s) => s.trim());
  }

  /** Exports the filtered list; answers the browser's download. */
  async download(): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download', { timeout: 30_000 }), this.exportButton.click()]);
    return download;
  }
}
