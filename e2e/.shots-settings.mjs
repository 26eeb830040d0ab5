// throwaway screenshot script (not committed)
import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8332';
const [, , path, name, user = 'owner@demo.vn', portal = 'client', actions = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
for (const [w, h, tag] of [[1366, 900, 'd'], [390, 844, 'm']]) {
  const ctx = await browser.newContext({ baseURL: base, viewport: { width: w, height: h }, locale: 'vi-VN', deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(portal === 'staff' ? '/staff-login' : '/login');
  await page.getByTestId('login-username').fill(user);
  await page.getByTestId('login-password').fill('Demo2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => !u.pathname.includes('login'));
  await page.goto(path);
  await page.waitForTimeout(2500);
  if (actions) await eval(actions);
  await page.screenshot({ path: `/tmp/settings-shots/${name}-${tag}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
