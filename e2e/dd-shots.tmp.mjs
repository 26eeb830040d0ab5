import { chromium } from 'playwright-core';
const base = 'http://localhost:8331';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
const who = process.argv[2] ?? 'owner@demo.vn';
const portal = who.startsWith('ops') ? '/staff-login' : '/login';
for (const lang of ['vi', 'en']) {
  for (const width of [1366, 390]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, locale: lang === 'vi' ? 'vi-VN' : 'en-US' });
    const page = await ctx.newPage();
    await page.goto(base + portal);
    await page.getByTestId('login-username').fill(who);
    await page.getByTestId('login-password').fill('Demo2026');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-page').waitFor({ timeout: 30000 });
    if (lang === 'en') {
      const sw = page.getByTestId('lang-switch');
      if (await sw.isVisible()) { await sw.click(); await page.waitForTimeout(300); const en = page.getByText('English', { exact: false }).last(); if (await en.isVisible()) await en.click(); }
    }
    await page.goto(base + '/?period=30d');
    await page.getByTestId('dashboard-shipping').waitFor();
    await page.waitForTimeout(4000);
    const name = `/tmp/dd-shots/${who.split('@')[0]}-${lang}-${width}`;
    if (width > 500) await page.screenshot({ path: `${name}.png`, fullPage: true });
    else {
      const h = await page.evaluate(() => document.body.scrollHeight);
      for (let y = 0, i = 0; y < Math.min(h, 4200); y += 1400, i++) await page.screenshot({ path: `${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width, height: 1400 } });
    }
    await ctx.close();
  }
}
await browser.close();
