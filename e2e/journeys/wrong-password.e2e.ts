import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/browser.ts';
import { DEMO } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';

describe('a wrong password', () => {
  const j = useJourney('wrong-password');

  it('is refused with the credentials message and the form stays', async () => {
    const login = await new LoginPage(j.page).open();
    await login.signIn(DEMO.owner.email, 'SaiMatKhau2026');
    expect(await login.errorText()).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
    expect(new URL(j.page.url()).pathname).toBe('/login');
    expect(await j.page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await j.shot('1-error');
  });
});
