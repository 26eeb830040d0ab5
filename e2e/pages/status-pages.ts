import type { Locator, Page } from 'playwright-core';

/** /403: no permission, the permission message, and a way back. */
export class ForbiddenPage {
  readonly root: Locator;
  readonly goBack: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('forbidden-page');
    this.goBack = page.getByTestId('go-back');
  }

  async waitReady(): Promise<this> {
    await this.root.waitFor({ timeout: 30_000 });
    return this;
  }

  async text(): Promise<string> {
    return (await this.root.innerText()).replace(/\s+/g, ' ');
  }
}

/** /mobile: phones are asked to use a computer, with support contacts. */
export class MobilePage {
  readonly root: Locator;
  readonly continueButton: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('mobile-page');
    this.continueButton = page.getByTestId('mobile-continue');
  }

  async waitReady(): Promise<this> {
    await this.root.waitFor({ timeout: 30_000 });
    return this;
  }
}
