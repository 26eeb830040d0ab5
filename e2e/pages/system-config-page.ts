import type { Locator, Page } from 'playwright-core';

/** /cau-hinh-he-thong: the provider's configuration, for provider staff (admin). */
export class SystemConfigPage {
  static readonly PATH = '/cau-hinh-he-thong';
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('system-config-page');
  }

  async waitReady(): Promise<this> {
    await this.root.waitFor({ timeout: 30_000 });
    return this;
  }
}
