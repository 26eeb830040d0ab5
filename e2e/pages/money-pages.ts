import type { Locator, Page } from 'playwright-core';

/** Picks an option of an antd Select by typing its text and clicking the matching option. */
async function choose(page: Page, select: Locator, text: string): Promise<void> {
  await select.click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: text }).first().click();
}

/** /tai-khoan-ngan-hang: the owner's bank accounts, the form and its OTP step. */
export class BankAccountsPage {
  static readonly PATH = '/tai-khoan-ngan-hang';
  constructor(readonly page: Page) {}

  async waitReady(): Promise<this> {
    await this.page.getByTestId('bank-accounts-page').waitFor();
    await this.page.getByTestId('bank-table').waitFor();
    return this;
  }

  async fillNew(a: { bank: string; holder: string; number: string; name: string; branch: string }): Promise<void> {
    await this.page.getByTestId('bank-create').click();
    await choose(this.page, this.page.getByTestId('bank-code'), a.bank);
    await this.page.getByTestId('bank-holder').fill(a.holder);
    await this.page.getByTestId('bank-number').fill(a.number);
    await this.page.getByTestId('bank-name').fill(a.name);
    await this.page.getByTestId('bank-branch').fill(a.branch);
    await this.page.getByTestId('bank-save').click();
    await this.page.getByTestId('otp-sent').waitFor();
  }

  async confirmOtp(code: string): Promise<void> {
    await this.page.getByTestId('otp-code').fill(code);
    await this.page.getByTestId('otp-confirm').click();
    await this.page.getByTestId('otp-code').waitFor({ state: 'detached' });
  }

  row(accountNumber: string): Locator {
    return this.page.getByTestId('bank-table').locator('tr', { hasText: accountNumber });
  }
}

/** /kho/tin-nhan-sms: the SMS outbox provider staff read. */
export class SmsOutboxPage {
  static readonly PATH = '/kho/tin-nhan-sms';
  constructor(readonly page: Page) {}

  /** The code of the newest message to a phone (the list refreshes itself every few seconds). */
  async lastCode(phone: string, notBefore: number): Promise<string> {
    await this.page.getByTestId('sms-outbox-page').waitFor();
    const t0 = Date.now();
    for (;;) {
      await this.page.getByTestId('sms-phone').locator('input').fill(phone);
      await this.page.getByTestId('sms-phone').locator('input').press('Enter');
      await this.page.waitForTimeout(500);
      const texts = await this.page.getByTestId('sms-text').allInnerTexts();
      const count = texts.length;
      const code = /\b(\d{6})\b/.exec(texts[0] ?? '')?.[1];
      if (code && count >= notBefore) return code;
      if (Date.now() - t0 > 15_000) throw new Error(`no new code for ${phone} in the outbox`);
      await this.page.reload();
    }
  }

  async count(phone: string): Promise<number> {
    await this.page.getByTestId('sms-outbox-page').waitFor();
    await this.page.getByTestId('sms-phone').locator('input').fill(phone);
    await this.page.getByTestId('sms-phone').locator('input').press('Enter');
    await this.page.waitForTimeout(800);
    return this.page.getByTestId('sms-text').count();
  }
}

/** /nhan-vien: the staff of the current shop. */
export class StaffPage {
  static readonly PATH = '/nhan-vien';
  constructor(readonly page: Page) {}

  async add(username: string): Promise<void> {
    await this.page.getByTestId('staff-page').waitFor();
    await this.page.getByTestId('staff-add').click();
    await this.page.getByTestId('staff-username').fill(username);
    await this.page.getByTestId('staff-find').click();
    await this.page.getByTestId('staff-found').waitFor();
    await this.page.getByTestId('staff-add-confirm').click();
    await this.page.getByTestId('staff-username').waitFor({ state: 'detached' });
  }

  table(): Locator {
    return this.page.getByTestId('staff-table');
  }
}

/** /ho-tro and its detail: the client's tickets. */
export class TicketsPage {
  static readonly PATH = '/ho-tro';
  constructor(readonly page: Page) {}

  async create(t: { category: string; title: string; description: string; file: { name: string; mimeType: string; buffer: Buffer } }): Promise<void> {
    await this.page.getByTestId('tickets-page').waitFor();
    await this.page.getByTestId('ticket-create').click();
    await choose(this.page, this.page.getByTestId('ticket-category'), t.category);
    await this.page.getByTestId('ticket-title').fill(t.title);
    await this.page.getByTestId('ticket-description').fill(t.description);
    await this.page.locator('.ant-modal input[type=file]').setInputFiles(t.file);
    await this.page.locator('.ant-modal .ant-upload-list-item-done, .ant-modal .ant-upload-list-item-container .ant-upload-list-item:not(.ant-upload-list-item-uploading)').first().waitFor();
    await this.page.getByTestId('ticket-submit').click();
    await this.page.getByTestId('ticket-detail-page').waitFor();
  }
}
