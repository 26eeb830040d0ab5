import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/browser.ts';
import { DEMO } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { SystemConfigPage } from '../pages/system-config-page.ts';

describe('provider staff', () => {
  const j = useJourney('provider-staff');

  it('sign in at /staff-login and see the provider configuration', async () => {
    const { page } = j;
    const urls: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) urls.push(f.url());
    });
    const login = await new LoginPage(page, 'staff').open();
    await j.shot('1-staff-login');
    await login.signIn(DEMO.ops.email, DEMO.password);
    const shell = await new ShellPage(page).waitReady();
    expect(urls.some((u) => /\/sso-login\?code=/.test(u)), `went through the staff sign-in return; saw ${urls.join(', ')}`).toBe(true);
    await j.shot('2-shell');

    await shell.menuItem('systemConfig').click();
    await page.waitForURL(`**${SystemConfigPage.PATH}`);
    await new SystemConfigPage(page).waitReady();
    await j.shot('3-system-config');
  });
});
