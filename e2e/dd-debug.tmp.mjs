import { chromium } from 'playwright-core';
const base = 'http://localhost:8331';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
page.on('console', (m) => console.log('console', m.text()));
await page.goto(base + '/login');
await page.getByTestId('login-username').fill('owner@demo.vn');
await page.getByTestId('login-password').fill('Demo2026');
await page.getByTestId('login-submit').click();
await page.getByTestId('home-page').waitFor();
await page.goto(base + '/?period=today');
const chart = page.getByTestId('dashboard-outbound-chart');
await chart.locator('canvas').first().waitFor();
await chart.scrollIntoViewIfNeeded();
await page.waitForTimeout(2000);
const info = await chart.evaluate((el) => {
  const cs = [...el.querySelectorAll('canvas')].map((c) => ({ w: c.width, h: c.height, ctx: !!c.getContext('2d'), r: c.getBoundingClientRect().toJSON() }));
  const canvas = el.querySelector('canvas'); const ctx = canvas.getContext('2d');
  const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const seen = new Map();
  for (let i = 0; i < data.length; i += 4 * 97) { const k = `${data[i]},${data[i+1]},${data[i+2]},${data[i+3]}`; seen.set(k, (seen.get(k) ?? 0) + 1); }
  return { cs, top: [...seen.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8) };
});
console.log(JSON.stringify(info.top.slice(0,2)));
const at = await chart.evaluate((el) => {
  const canvas = el.querySelector('canvas'); const ctx = canvas.getContext('2d');
  const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) { const i = (y*width+x)*4; if (data[i]===19 && data[i+1]===168 && data[i+2]===158) { const b = canvas.getBoundingClientRect(); return { x: b.left + (x+6)*b.width/width, y: b.top + (y+4)*b.height/height, px: x, py: y }; } }
});
console.log(JSON.stringify(at));
await page.mouse.move(at.x, at.y);
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/dd-shots/hover.png' });
await page.mouse.down(); await page.mouse.up();
await page.waitForTimeout(1500);
console.log(page.url());
await browser.close();
