import { describe, expect, it } from 'vitest';
import { apiCall, apiSignIn, createExpressOrder } from '../support/api.ts';
import { DESKTOP, IPHONE, eventually, useJourney } from '../support/browser.ts';
import path from 'node:path';
import { DEMO, SCREENSHOT_DIR } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { ShippingDetailPage } from '../pages/shipping-pages.ts';

/**
 * The public tracking page every label's QR encodes (/tra-cuu-van-don?code=&token=): it opens for a receiver on a
 * phone who never signed in, and for a signed-in user, with the order's timeline and without the receiver's phone,
 * street or COD amount. By the order code alone (typed, or `?code=`), as GHN's tracking page: the timeline and the
 * masked receiver.
 */
describe('tracking a parcel from its label’s link', () => {
  const j = useJourney('tracking', IPHONE);
  let link = '';
  let shared = '';
  let orderCode = '';

  const expectTimeline = async () => {
    const page = j.page;
    await page.getByTestId('tracking-page').waitFor();
    const timeline = page.locator('.shipping-track__timeline');
    await timeline.waitFor();
    await eventually(() => page.getByTestId('tracking-page').innerText()).toContain(orderCode);
    const text = await timeline.innerText();
    expect(text).toContain('Chờ lấy hàng');
    expect(text).toContain('Đã lấy hàng');
    const whole = await page.getByTestId('tracking-page').innerText();
    expect(whole).not.toContain('Đã có lỗi xảy ra');
    expect(whole).toContain('T*** T** M**');
    expect(whole).not.toMatch(/0903123456|Lý Tự Trọng|425\.000/);
  };

  it('opens for an anonymous visitor on a 390 px phone, timeline and all, no sideways scroll', async () => {
    const owner = await apiSignIn(DEMO.owner.email);
    orderCode = await createExpressOrder(owner, { to_name: 'Trần Thị Mai', to_phone: '0903123456', cod_amount: 425_000 });
    const ops = await apiSignIn(DEMO.ops.email, DEMO.password, 'staff');
    const moved = await apiCall<Array<{ result: boolean }>>('/ops/shipping/move', ops, { order_codes: [orderCode], to: 'picked' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // the order's kept tracking token: the one its printed label's QR carries (print-labels.test.ts)
    const tok = await apiCall<{ token: string; url: string }>('/shiip/public-api/v2/tracking/gen-token', owner, { order_code: orderCode });
    expect(tok.status).toBe(200);
    shared = tok.body.data.url;
    link = `/tra-cuu-van-don?code=${encodeURIComponent(orderCode)}&token=${encodeURIComponent(tok.body.data.token)}`;
    expect(shared.endsWith(link)).toBe(true);

    const { page } = j;
    await page.goto(link);
    await expectTimeline();
    expect(new URL(page.url()).pathname).toBe('/tra-cuu-van-don');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await j.shot('1-phone-anonymous');
  });

  it('opens for a signed-in user too, from the link the order’s detail page shares', async () => {
    const page = await j.newPage(DESKTOP);
    await (await new LoginPage(page).open()).signIn(DEMO.owner.email, DEMO.password);
    await new ShellPage(page).waitReady();
    await new ShippingDetailPage(page).open(orderCode);
    await page.getByTestId('tracking-link').click();
    // the same kept link as the label's QR, on the portal's public address (PUBLIC_URL)
    await eventually(() => page.locator('.ffm-toast-success').first().innerText()).toContain(shared);
    await page.goto(link);
    await page.getByTestId('tracking-page').waitFor();
    await eventually(() => page.locator('.shipping-track__timeline').innerText()).toContain('Đã lấy hàng');
    expect(await page.getByTestId('tracking-page').innerText()).not.toContain('Đã có lỗi xảy ra');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'tracking-2-signed-in.png') });
  });

  it('a wrong token tells the visitor the order is not found, in Vietnamese', async () => {
    await j.page.goto(`/tra-cuu-van-don?code=${encodeURIComponent(orderCode)}&token=khong-dung`);
    await j.page.getByTestId('tracking-page').waitFor();
    await eventually(() => j.page.getByTestId('tracking-page').innerText()).toContain('Không tìm thấy đơn vận chuyển');
  });
  it('by the order code alone on a 390 px phone: typed in the form or in the link, timeline and masked receiver only', async () => {
    const { page } = j;
    await page.goto('/tra-cuu-van-don');
    await page.getByTestId('tracking-page').waitFor();
    await eventually(() => page.getByTestId('tracking-page').innerText()).toContain('Nhập mã vận đơn');
    // typed in the form, as on GHN's tracking page
    await page.locator('#tracking-code').fill(orderCode);
    await page.locator('#tracking-code').press('Enter');
    await expectTimeline();
    expect(new URL(page.url()).search).toBe(`?code=${encodeURIComponent(orderCode)}`);
    const whole = await page.getByTestId('tracking-page').innerText();
    // no area without the token: the receiver's masked name only
    expect(whole).not.toContain('Quận 1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await j.shot('3-phone-code-only');
    // a link with the code alone opens the same
    await page.goto(`/tra-cuu-van-don?code=${encodeURIComponent(orderCode)}`);
    await expectTimeline();
    await page.goto('/tra-cuu-van-don?code=GY0000000000');
    await eventually(() => page.getByTestId('tracking-page').innerText()).toContain('Không tìm thấy đơn vận chuyển');
  });
});
