import { describe, expect, it } from 'vitest';
import { eventually, useJourney } from '../support/browser.ts';
import path from 'node:path';
import { DEMO, SCREENSHOT_DIR } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { CourierConsolePage, ShippingCreatePage, ShippingDetailPage } from '../pages/shipping-pages.ts';

describe('express order: created with a fee preview, its A5 label printed, picked up, failed, redelivered, delivered with COD', () => {
  const j = useJourney('shipping');
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;

  it('walks the order through the shop’s and the couriers’ screens; the timeline shows each step', async () => {
    const { page } = j;
    await (await new LoginPage(page).open()).signIn(DEMO.owner.email, DEMO.password);
    await new ShellPage(page).waitReady();

    const create = await new ShippingCreatePage(page).open();
    await create.fill({ name: 'Nguyễn Thị Lan', phone: '0901234567', province: 'Hồ Chí Minh', wardQuery: 'ben nghe', ward: 'Sài Gòn', address: '12 Lý Tự Trọng', weight: 1200, cod: 800000, code });
    // the fee preview: standard, Hà Nội → TP. HCM, 1.2 kg: 45.000 ₫ service (docs/shipping-fees.md), no COD fee under 1.000.000
    await eventually(() => create.feeTotal.innerText()).toContain('45.000');
    await expect.poll(() => create.leadtime.isVisible()).toBe(true);
    await j.shot('1-create-fee');
    await create.submit();
    await page.getByTestId('open-created').click();
    const detail = new ShippingDetailPage(page);
    await page.getByTestId('detail-timeline').waitFor();
    const orderCode = (await page.getByTestId('detail-code').innerText()).replace(/^.*\s/, '').trim();
    expect(orderCode).toMatch(/^GY\d{10}$/);
    await expect.poll(() => detail.timelineStep('ready_to_pick').isVisible()).toBe(true);

    // its A5 label: a print token, then the PDF opened in a new tab
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('action-print').locator('button').first().click()]);
    const asked = await popup.waitForRequest((r) => r.url().includes('/a5/public-api/printA5?token='));
    // headless Chromium hands a PDF tab to its downloads: the same link is read again to look at the file
    const pdf = await page.request.get(asked.url());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await popup.close();

    // the courier picks it up, takes it out, fails to deliver; the hub puts it on hold for the shop
    const staff = await j.newPage();
    await (await new LoginPage(staff, 'staff').open()).signIn(DEMO.ops.email, DEMO.password);
    await new ShellPage(staff).waitReady();
    const courier = await new CourierConsolePage(staff).open();
    // only the moves the state machine allows from the scanned order's status are offered
    await courier.scan([orderCode]);
    expect(await courier.offered()).toEqual(['Đang lấy hàng', 'Đã lấy hàng', 'Đã huỷ']);
    expect(await courier.move([orderCode], 'Đã lấy hàng')).toContain('OK');
    await courier.scan([orderCode]);
    expect(await courier.offered()).toEqual(['Hàng đang nằm ở kho', 'Đang luân chuyển hàng', 'Đang phân loại hàng', 'Hàng thất lạc', 'Hàng hư hỏng', 'Đơn hàng ngoại lệ']);
    expect(await courier.move([orderCode], 'Hàng đang nằm ở kho')).toContain('OK');
    expect(await courier.move([orderCode], 'Đang giao hàng')).toContain('OK');
    // the failure's reason: GHN's code chosen from the list, and the courier's own words
    expect(await courier.move([orderCode], 'Giao hàng thất bại', { reasonCode: 'Người nhận không nghe máy', reason: 'Gọi 3 lần lúc 10h' })).toContain('OK');
    expect(await courier.move([orderCode], 'Chờ xác nhận giao lại')).toContain('OK');
    await staff.screenshot({ path: path.join(SCREENSHOT_DIR, 'shipping-2-courier.png') });

    // the shop asks for redelivery: the confirmation names the order
    await detail.open(orderCode);
    expect(await detail.act('redeliver')).toContain(orderCode);
    await eventually(() => detail.page.getByTestId('status-storing').first().isVisible()).toBe(true);

    // delivered, COD collected
    expect(await courier.move([orderCode], 'Đang giao hàng')).toContain('OK');
    expect(await courier.move([orderCode], 'Giao hàng thành công', { cod: 800000 })).toContain('OK');

    await detail.open(orderCode);
    for (const s of ['ready_to_pick', 'picked', 'delivering', 'delivery_fail', 'waiting_to_return', 'storing', 'delivered']) {
      await expect.poll(() => detail.timelineStep(s).first().isVisible(), { timeout: 10_000 }).toBe(true);
    }
    await expect.poll(() => page.getByTestId('detail-cod').innerText()).toContain('800.000');
    expect(await page.getByTestId('timeline-reason-delivery_fail').innerText()).toBe('Người nhận không nghe máy (GHN-DFC1A4): Gọi 3 lần lúc 10h');
    await j.shot('3-delivered');
  }, 120_000);
});
