import type { Locator, Page } from 'playwright-core';

/** The signed-in shell: left menu, header (search, shop switcher, language, account menu) and the page. */
export class ShellPage {
  readonly root: Locator;
  readonly sideMenu: Locator;
  readonly globalSearch: Locator;
  readonly shopSwitcher: Locator;
  readonly userMenu: Locator;
  readonly langSwitch: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('app-shell');
    this.sideMenu = page.getByTestId('side-menu');
    this.globalSearch = page.getByTestId('global-search');
    this.shopSwitcher = page.getByTestId('shop-switcher');
    this.userMenu = page.getByTestId('user-menu');
    this.langSwitch = page.getByTestId('lang-switch');
  }

  async waitReady(): Promise<this> {
    await this.root.waitFor({ timeout: 30_000 });
    await this.sideMenu.waitFor();
    return this;
  }

  async open(path: string): Promise<this> {
    await this.page.goto(path);
    return this.waitReady();
  }

  /** The menu's text as written (textContent: group captions are upper-cased by CSS only). */
  async menuText(): Promise<string> {
    return (await this.sideMenu.textContent()) ?? '';
  }

  menuItem(key: string): Locator {
    return this.page.getByTestId(`menu-${key}`);
  }

  /** The VI / EN switch of the header; resolves when the page says it is in that language. */
  async switchLanguage(lang: 'vi' | 'en'): Promise<void> {
    await this.page.getByTestId(`lang-switch-${lang}`).click();
    await this.page.waitForFunction((l) => document.documentElement.lang === l, lang);
  }

  /** Opens the account menu and answers its popup. */
  async openUserMenu(): Promise<Locator> {
    await this.userMenu.click();
    const popup = this.page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').last();
    await popup.getByTestId('logout').waitFor();
    return popup;
  }

  async closeUserMenu(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'hidden' }).catch(() => undefined);
  }

  /**
   * Clicks an entry of the account menu and waits for the page it leads to. The popup animates in, and a click
   * that lands before it settles can miss: then the menu is closed and the click tried again.
   */
  private async viaUserMenu(testId: string, arrived: (url: URL) => boolean): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const popup = await this.openUserMenu();
      await popup.getByTestId(testId).click();
      const ok = await this.page.waitForURL(arrived, { timeout: 7_000 }).then(
        () => true,
        () => false,
      );
      if (ok) return;
      await this.closeUserMenu();
    }
    throw new Error(`the account menu's ${testId} entry did not lead where expected`);
  }

  async goToAccount(): Promise<void> {
    await this.viaUserMenu('user-menu-account', (u) => u.pathname === '/tai-khoan');
  }

  async signOut(): Promise<void> {
    await this.viaUserMenu('logout', (u) => u.pathname === '/login');
  }

  /** The session token the web keeps in localStorage. */
  token(): Promise<string | null> {
    return this.page.evaluate(() => window.localStorage.getItem('token'));
  }
}
