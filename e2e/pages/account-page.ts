import type { Locator, Page } from 'playwright-core';

/** /tai-khoan: the profile form (name, phone, email). */
export class AccountPage {
  readonly phone: Locator;
  readonly phoneItem: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.phone = page.getByTestId('profile-phone');
    // the antd Form.Item around the phone input: its error text is the field's message
    this.phoneItem = page.locator('.ant-form-item').filter({ has: this.phone });
    this.save = page.getByTestId('profile-save');
  }

  async waitReady(): Promise<this> {
    await this.page.getByTestId('profile-card').waitFor();
    await this.phone.waitFor();
    return this;
  }

  /** Types a phone number the way a person does, then leaves the field. */
  async typePhone(value: string): Promise<void> {
    await this.phone.click();
    await this.phone.press('ControlOrMeta+a');
    await this.phone.press('Backspace');
    if (value) await this.phone.pressSequentially(value);
    await this.phone.press('Tab');
  }

  phoneErrors(): Locator {
    return this.phoneItem.locator('.ant-form-item-explain-error');
  }

  /** The field's error text, '' when it has none. */
  async phoneError(): Promise<string> {
    const errors = this.phoneErrors();
    if ((await errors.count()) === 0) return '';
    return (await errors.allInnerTexts()).join(' ').trim();
  }

  async submit(): Promise<void> {
    await this.save.click();
  }
}
