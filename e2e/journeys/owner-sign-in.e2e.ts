import { describe, expect, it } from 'vitest';
import { eventually, useJourney } from '../support/browser.ts';
import { apiCall, type TUserInfoData } from '../support/api.ts';
import { DEMO } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';

const SSO_RETURN = /\/ffm\/app\/sso-login-customer\?code=[^&]+/;

describe('the owner signs in, changes the language and signs out', () => {
  const j = useJourney('owner-sign-in');

  /** every URL the tab shows, including client-side navigations */
  function recordUrls(): string[] {
    const urls: string[] = [];
    j.page.on('framenavigated', (f) => {
      if (f === j.page.mainFrame()) urls.push(f.url());
    });
    return urls;
  }

  it('with the email: Vietnamese shell, English kept on the server, back to Vietnamese, sign-out revokes the token', async () => {
    const { page } = j;
    const urls = recordUrls();
    const login = await new LoginPage(page).open();
    await j.shot('1-login-form');

    await login.signIn(DEMO.owner.email, DEMO.password);
    const shell = await new ShellPage(page).waitReady();
    expect(urls.some((u) => SSO_RETURN.test(u)), `went through the sign-in return; saw ${urls.join(', ')}`).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');

    // Vietnamese by default: menu groups, account menu
    await eventually(() => shell.menuText()).toContain('Quản lý cửa hàng');
    expect(await shell.menuText()).toContain('Tổng quan');
    for (const el of [shell.globalSearch, shell.shopSwitcher, shell.userMenu, shell.langSwitch]) expect(await el.isVisible()).toBe(true);
    expect(await shell.userMenu.getAttribute('aria-label')).toBe('Tài khoản');
    let popup = await shell.openUserMenu();
    expect(await popup.textContent()).toContain('Đăng xuất');
    expect(await popup.textContent()).toContain('Tài khoản');
    await j.shot('2-shell-vi');
    await shell.closeUserMenu();

    const token = await shell.token();
    expect(token).toBeTruthy();

    // English: the texts change, and the choice is the account's (stored on the server)
    await shell.switchLanguage('en');
    await eventually(() => shell.menuText()).toContain('Shop management');
    expect(await shell.userMenu.getAttribute('aria-label')).toBe('Account');
    await eventually(async () => (await apiCall<TUserInfoData>('/ffm/user-info', token)).body.data.user.language).toBe('en');
    await j.shot('3-shell-en');

    // a reload without the browser's own memory of the language still shows English: it came from the server
    await page.evaluate(() => window.localStorage.removeItem('lang'));
    await page.reload();
    await shell.waitReady();
    await eventually(() => shell.menuText()).toContain('Shop management');
    popup = await shell.openUserMenu();
    expect(await popup.textContent()).toContain('Sign out');
    await j.shot('4-reloaded-en');
    await shell.closeUserMenu();

    // back to Vietnamese
    await shell.switchLanguage('vi');
    await eventually(() => shell.menuText()).toContain('Quản lý cửa hàng');
    await eventually(async () => (await apiCall<TUserInfoData>('/ffm/user-info', token)).body.data.user.language).toBe('vi');
    await j.shot('5-shell-vi-again');

    // sign out: the sign-in page, and the old token is dead
    await shell.signOut();
    await page.getByTestId('login-username').waitFor();
    await j.shot('6-signed-out');
    expect(await shell.token()).toBeNull();
    const after = await apiCall('/ffm/user-info', token);
    expect(after.status).toBe(401);
  });

  it('with the phone number', async () => {
    const { page } = j;
    const urls = recordUrls();
    const login = await new LoginPage(page).open();
    await login.signIn(DEMO.owner.phone, DEMO.password);
    const shell = await new ShellPage(page).waitReady();
    expect(urls.some((u) => SSO_RETURN.test(u))).toBe(true);
    await eventually(() => shell.menuText()).toContain('Quản lý cửa hàng');
    await j.shot('7-signed-in-with-phone');
  });
});
