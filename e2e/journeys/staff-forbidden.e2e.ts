import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/browser.ts';
import { DEMO } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { ForbiddenPage } from '../pages/status-pages.ts';

const PERMISSION_MESSAGE = 'Bạn không có quyền thực hiện chức năng này. Vui lòng liên hệ chủ cửa hàng để được cấp quyền.';

describe('a staff member with limited rights', () => {
  const j = useJourney('staff-forbidden');

  it('meets the 403 page on an owner-only page, and goes back', async () => {
    const { page } = j;
    const login = await new LoginPage(page).open();
    await login.signIn(DEMO.staff.email, DEMO.password);
    const shell = await new ShellPage(page).waitReady();
    // the owner-only entry is not in their menu
    expect(await shell.menuItem('permissionGroups').count()).toBe(0);
    await j.shot('1-shell');

    await page.goto('/phan-quyen');
    const forbidden = await new ForbiddenPage(page).waitReady();
    const text = await forbidden.text();
    expect(text).toContain(PERMISSION_MESSAGE);
    expect(text).toContain('Không có quyền truy cập');
    await j.shot('2-forbidden');

    await forbidden.goBack.click();
    await page.waitForURL((u) => u.pathname !== '/403' && u.pathname !== '/phan-quyen');
    await shell.waitReady();
    expect(await forbidden.root.count()).toBe(0);
    await j.shot('3-went-back');
  });
});
