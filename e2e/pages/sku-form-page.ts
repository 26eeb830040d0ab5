import type { Locator, Page } from 'playwright-core';

/** /san-pham/tao-moi-san-pham (and the edit form of the detail page): every SKU field with its instant messages. */
export class SkuFormPage {
  static readonly PATH = '/san-pham/tao-moi-san-pham';
  readonly form: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId('sku-form');
    this.save = page.getByTestId('sku-save');
  }

  async waitReady(): Promise<this> {
    await this.page.getByTestId('sku-create-page').waitFor({ timeout: 30_000 });
    await this.form.waitFor();
    return this;
  }

  field(name: string): Locator {
    return this.page.getByTestId(`sku-field-${name}`);
  }

  /** The antd form item around a field: its error text is the field's message. */
  item(name: string): Locator {
    return this.page.locator('.ant-form-item').filter({ has: this.field(name) });
  }

  /** Types a value the way a person does (replacing what was there), then leaves the field. */
  async type(name: string, value: string): Promise<void> {
    const input = this.field(name);
    await input.click();
    await input.press('ControlOrMeta+a');
    await input.press('Backspace');
    if (value) await input.pressSequentially(value);
    await input.press('Tab');
  }

  /** Sets a field at once (as a paste does), then leaves it. */
  async fill(name: string, value: string): Promise<void> {
    await this.field(name).fill(value);
    await this.field(name).press('Tab');
  }

  /** Picks an option of a searchable select by typing its text. */
  async choose(name: string, text: string): Promise<void> {
    await this.field(name).click();
    await this.page.keyboard.type(text);
    const option = this.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: text }).first();
    await option.click();
  }

  /** The field's error text, '' when it has none. */
  async error(name: string): Promise<string> {
    const errors = this.item(name).locator('.ant-form-item-explain-error');
    if ((await errors.count()) === 0) return '';
    return (await errors.allInnerTexts()).join(' ').trim();
  }

  async derivedVolumetric(): Promise<string> {
    return (await this.page.getByTestId('sku-derived-volumetric').innerText()).trim();
  }
}

/** /san-pham/chi-tiet-san-pham?id=: a SKU, its edit form and change log. */
export class SkuDetailPage {
  static readonly PATH = '/san-pham/chi-tiet-san-pham';
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('sku-detail-page');
  }

  async waitReady(): Promise<this> {
    await this.root.waitFor({ timeout: 30_000 });
    await this.page.getByTestId('sku-view').waitFor();
    return this;
  }

  async code(): Promise<string> {
    return (await this.page.getByTestId('sku-view-sku').innerText()).trim();
  }

  async text(testId: string): Promise<string> {
    return (await this.page.getByTestId(testId).innerText()).trim();
  }
}
