import type { Locator, Page } from 'playwright-core';

/** /kho/nhan-hang?id=: provider staff receive an inbound order, put it away and complete it. */
export class OpsReceivingPage {
  readonly root: Locator;
  readonly start: Locator;
  readonly scan: Locator;
  readonly feedback: Locator;
  readonly line: Locator;
  readonly quantity: Locator;
  readonly lot: Locator;
  readonly expiry: Locator;
  readonly production: Locator;
  readonly record: Locator;
  readonly finish: Locator;
  readonly mismatchModal: Locator;
  readonly mismatchConfirm: Locator;
  readonly putAwayScan: Locator;
  readonly putAwayFeedback: Locator;
  readonly complete: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('receiving-console');
    this.start = page.getByTestId('receiving-start');
    this.scan = page.getByTestId('receive-scan');
    this.feedback = page.getByTestId('receive-feedback');
    this.line = page.getByTestId('receive-line');
    this.quantity = page.getByTestId('receive-quantity');
    this.lot = page.getByTestId('receive-lot');
    this.expiry = page.getByTestId('receive-expiry');
    this.production = page.getByTestId('receive-production');
    this.record = page.getByTestId('receive-submit');
    this.finish = page.getByTestId('receiving-finish');
    this.mismatchModal = page.getByTestId('mismatch-modal');
    this.mismatchConfirm = page.getByTestId('mismatch-confirm');
    this.putAwayScan = page.getByTestId('putaway-scan');
    this.putAwayFeedback = page.getByTestId('putaway-feedback');
    this.complete = page.getByTestId('receiving-complete');
  }

  async open(id: number): Promise<this> {
    await this.page.goto(`/kho/nhan-hang?id=${id}`);
    await this.root.waitFor({ timeout: 30_000 });
    return this;
  }

  async status(): Promise<number> {
    return Number(await this.root.getAttribute('data-status'));
  }

  /** A scanner types the code and presses Enter. */
  async scanProduct(code: string): Promise<void> {
    await this.scan.fill(code);
    await this.scan.press('Enter');
  }

  /** Counting a line by hand: its 'Đếm' button picks it into the form. */
  async pickLine(sku: string): Promise<void> {
    await this.page.getByTestId(`receiving-pick-${sku}`).click();
  }

  async setQuantity(qty: number): Promise<void> {
    await this.quantity.fill(String(qty));
  }

  /** dd/mm/yyyy typed into the date picker, then Enter: the date is taken and the form submits. */
  async typeDate(input: Locator, ddmmyyyy: string): Promise<void> {
    await input.click();
    await input.fill(ddmmyyyy);
    await input.press('Enter');
  }

  /** 'received/expected' of a line, e.g. '8/10'. */
  async progress(sku: string): Promise<string> {
    const cell = this.page.getByTestId(`receiving-line-${sku}`).first();
    return `${await cell.getAttribute('data-received')}/${await cell.getAttribute('data-expected')}`;
  }

  async putRow(sku: string, location: string): Promise<void> {
    const input = this.page.getByTestId(`putaway-location-${sku}`).locator('input').or(this.page.locator(`input[data-testid="putaway-location-${sku}"]`)).first();
    await input.fill(location);
    await this.page.keyboard.press('Escape');
    await this.page.getByTestId(`putaway-row-${sku}`).click();
  }

  async scanLocation(code: string): Promise<void> {
    await this.putAwayScan.fill(code);
    await this.putAwayScan.press('Enter');
  }
}
