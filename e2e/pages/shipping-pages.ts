import type { Locator, Page } from 'playwright-core';
import { chooseOption, pickAddress } from './inbound-pages.ts';

/** /van-don/tao-don: the shop's create form with its live fee. */
export class ShippingCreatePage {
  static readonly PATH = '/van-don/tao-don';
  readonly feeTotal: Locator;
  readonly leadtime: Locator;

  constructor(readonly page: Page) {
    this.feeTotal = page.getByTestId('fee-total');
    this.leadtime = page.getByTestId('fee-leadtime');
  }

  async open(): Promise<this> {
    await this.page.goto(ShippingCreatePage.PATH);
    await this.page.getByTestId('f-to_name').waitFor();
    return this;
  }

  /** The receiver's 2025 address: `province`, then the ward found by typing `wardQuery`, the option holding `ward`. */
  async fill(v: { name: string; phone: string; province: string; wardQuery: string; ward: string; address: string; weight: number; cod: number; code: string }): Promise<void> {
    const p = this.page;
    await p.getByTestId('f-to_name').fill(v.name);
    await p.getByTestId('f-to_phone').fill(v.phone);
    await pickAddress(p, 'f-area', { province: v.province, wardQuery: v.wardQuery, ward: v.ward });
    await p.getByTestId('f-to_address').fill(v.address);
    await p.getByTestId('f-weight').fill(String(v.weight));
    await p.getByTestId('f-cod').fill(String(v.cod));
    await p.getByTestId('f-client_order_code').fill(v.code);
  }

  async submit(): Promise<void> {
    await this.page.getByTestId('shipping-submit').click();
  }
}

/** /van-don/chi-tiet?code=: an order, its timeline and the shop's actions. */
export class ShippingDetailPage {
  constructor(readonly page: Page) {}

  async open(code: string): Promise<this> {
    await this.page.goto(`/van-don/chi-tiet?code=${encodeURIComponent(code)}`);
    await this.page.getByTestId('detail-timeline').waitFor();
    return this;
  }

  timelineStep(status: string): Locator {
    return this.page.getByTestId(`timeline-${status}`);
  }

  /** An action (cancel, redeliver, return), confirmed in the dialog that names the order; the question's text. */
  async act(action: 'cancel' | 'redeliver' | 'return'): Promise<string> {
    await this.page.getByTestId(`action-${action}`).click();
    const question = await this.page.getByTestId('action-question').innerText();
    await this.page.locator('#action-confirm').click();
    return question;
  }
}

/** /van-don/van-hanh: provider staff scan orders and say what happened to them. */
export class CourierConsolePage {
  static readonly PATH = '/van-don/van-hanh';
  constructor(readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto(CourierConsolePage.PATH);
    await this.page.getByTestId('courier-scan').waitFor();
    return this;
  }

  /** Scans orders into the batch and waits until each shows its current status (what the options come from). */
  async scan(codes: string[]): Promise<void> {
    const p = this.page;
    for (const c of codes) {
      await p.getByTestId('courier-scan').fill(c);
      await p.getByTestId('courier-scan').press('Enter');
    }
    for (const c of codes) await p.getByTestId('courier-batch').locator('.ant-tag', { hasText: `${c} · ` }).waitFor();
  }

  /** The "move to" choices offered for the scanned batch. */
  async offered(): Promise<string[]> {
    const p = this.page;
    await p.getByTestId('courier-to').click();
    const items = p.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await items.first().waitFor();
    const texts = (await items.allInnerTexts()).map((x) => x.trim());
    await p.keyboard.press('Escape');
    return texts;
  }

  /** Scans the orders and moves them to a status (its Vietnamese label); answers each order's result text. */
  async move(codes: string[], statusLabel: string, extra: { reason?: string; reasonCode?: string; cod?: number } = {}): Promise<string> {
    const p = this.page;
    await this.scan(codes);
    await chooseOption(p, p.getByTestId('courier-to'), statusLabel);
    // GHN's reason code, by its label
    if (extra.reasonCode) await chooseOption(p, p.getByTestId('courier-reason-code'), extra.reasonCode);
    if (extra.reason) await p.getByTestId('courier-reason').fill(extra.reason);
    if (extra.cod !== undefined) {
      const cod = p.getByTestId('courier-cod');
      const input = (await cod.evaluate((e) => e.tagName)) === 'INPUT' ? cod : cod.locator('input');
      await input.fill(String(extra.cod));
    }
    await p.getByTestId('courier-submit').click();
    const results = p.getByTestId('courier-results');
    await results.waitFor();
    await p.getByTestId('courier-batch').locator('.ant-tag').first().waitFor({ state: 'detached' });
    return results.innerText();
  }
}
