import type { Download, Locator, Page } from 'playwright-core';

/** /san-pham/upload: the shared upload flow (pick, review with valid / invalid tabs, confirm with progress, result). */
export class SkuUploadPage {
  static readonly PATH = '/san-pham/upload';
  readonly root: Locator;
  readonly flow: Locator;
  readonly fileInput: Locator;
  readonly review: Locator;
  readonly validCount: Locator;
  readonly invalidCount: Locator;
  readonly invalidTab: Locator;
  readonly invalidTable: Locator;
  readonly confirm: Locator;
  readonly result: Locator;
  readonly progressText: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('sku-upload-page');
    this.flow = page.getByTestId('upload-flow');
    this.fileInput = this.flow.locator('input[type=file]');
    this.review = page.getByTestId('upload-review');
    this.validCount = page.getByTestId('upload-valid-count');
    this.invalidCount = page.getByTestId('upload-invalid-count');
    this.invalidTab = page.getByTestId('upload-tab-invalid');
    this.invalidTable = page.getByTestId('upload-invalid-table');
    this.confirm = page.getByTestId('upload-confirm');
    this.result = page.getByTestId('upload-result');
    this.progressText = page.getByTestId('upload-progress-text');
  }

  async waitReady(): Promise<this> {
    await this.root.waitFor({ timeout: 30_000 });
    await this.flow.waitFor();
    return this;
  }

  /** Picks a file (as the drop area's file dialog would) and waits for the review. */
  async upload(name: string, content: Buffer): Promise<void> {
    await this.fileInput.setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: content });
    await this.review.waitFor({ timeout: 30_000 });
  }

  /** The messages of the invalid rows shown, row by row. */
  async invalidMessages(): Promise<string[][]> {
    await this.invalidTab.click();
    const lists = this.invalidTable.locator('tbody [data-testid="upload-row-errors"]');
    await lists.first().waitFor();
    const out: string[][] = [];
    for (const list of await lists.all()) out.push((await list.locator('li').allInnerTexts()).map((s) => s.trim()));
    return out;
  }

  /** Clicks a button that makes the browser download a file; answers the download. */
  async download(button: Locator): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download', { timeout: 30_000 }), button.click()]);
    return download;
  }

  /** Confirms (with invalid rows, through the dialog saying they are skipped) and waits for the final result. */
  async confirmAndWait(hasInvalid: boolean): Promise<void> {
    await this.confirm.click();
    if (hasInvalid) await this.page.getByTestId('upload-confirm-ok').click();
    await this.page.locator('[data-testid="upload-result"][data-final="true"]').waitFor({ timeout: 30_000 });
  }
}
