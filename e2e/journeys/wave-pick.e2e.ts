import { describe, expect, it } from 'vitest';
import { apiCall, apiSignIn } from '../support/api.ts';
import { eventually, IPHONE, useJourney } from '../support/browser.ts';
import { DEMO } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';

/** Issue 26: a wave from release to handover on a 390 px scanner (keyboard wedge: the code, then Enter). */
/** A handheld scanner's browser: a phone-sized screen (390 px, touch) that is not sent to the /mobile page. */
const SCANNER = { viewport: IPHONE.viewport, deviceScaleFactor: 2, hasTouch: true, locale: IPHONE.locale, timezoneId: IPHONE.timezoneId };

describe('wave picking', () => {
  const j = useJourney('wave-pick', SCANNER);

  /** a scan box's field (the test id sits on the input or on its wrapper, as antd places it) */
  const box = (id: string) => j.page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first();

  it('releases a wave, picks its bins by scanning, sorts the units to their orders, and the orders are handed over', async () => {
    const { page } = j;
    const owner = await apiSignIn(DEMO.owner.email);
    const ops = await apiSignIn(DEMO.ops.email, DEMO.password, 'staff');
    // the warehouse with stock of a product, and that product
    const warehouses = (await apiCall<Array<{ id: number; code: string; isActive: boolean }>>('/ffm/warehouse/list', owner)).body.data;
    let warehouseId = 0;
    let warehouseCode = '';
    let sku = '';
    for (const w of warehouses.filter((x) => x.isActive)) {
      const stock = (await apiCall<Array<{ sku: string; qtyAvailable: number }>>('/ffm/outbound/get-stocks-by-sku', owner, { warehouseId: w.id, limit: 50 })).body.data;
      const hit = stock.find((s) => s.qtyAvailable >= 3);
      if (hit) {
        [warehouseId, warehouseCode, sku] = [w.id, w.code, hit.sku];
        break;
      }
    }
    expect(sku).not.toBe('');
    // two allocated orders booked with a carrier of this run only, so the wave holds exactly them
    const carrier = `xe-dot-${Date.now()}`;
    const orders: Array<{ id: number; soCode: string }> = [];
    for (const [i, quantity] of [1, 2].entries()) {
      const r = await apiCall<{ id: number; soCode: string }>('/ffm/outbound/create-direct', owner, {
        clientOrderCode: `WAVE-E2E-${Date.now()}-${i}`,
        warehouseId,
        zoneType: 'B2C6H',
        toName: 'Nguyễn Văn Nhận',
        toPhone: '0912 345 678',
        toAddress: '12 Liễu Giai',
        toWardCode: '00157',
        shippingServiceType: 2,
        shippingPaymentType: 1,
        shippingRequiredNote: 'CHOXEMHANGKHONGTHU',
        codAmount: 0,
        goodsValue: 100000,
        goodsName: 'Hàng đợt',
        items: [{ sku, quantity }],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      orders.push(r.body.data);
      expect((await apiCall('/ffm/outbound/direct-delivery', owner, { id: r.body.data.id, carrier })).status).toBe(200);
    }

    await new LoginPage(page, 'staff').open();
    await new LoginPage(page, 'staff').signIn(DEMO.ops.email, DEMO.password);
    await page.waitForURL((u) => !/login/.test(u.pathname), { timeout: 30_000 });
    await page.goto('/kho/lay-hang-theo-dot');
    await page.getByTestId('wave-release').waitFor();
    await page.getByTestId('ops-warehouse').click();
    await page.locator('.ant-select-item-option').filter({ hasText: warehouseCode }).click();
    await box('wave-carrier').fill(carrier);
    await page.getByTestId('wave-zone-type').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'B2C6H' }).click();
    await j.shot('1-release');
    await page.getByTestId('wave-release').click();
    await page.getByTestId('wave-code').waitFor();
    expect(await page.getByTestId('wave-message').innerText()).toContain('2 đơn');
    await j.shot('2-walk');

    // a wrong bin is refused in words; then each bin of the walk: the bin, the product, confirm
    await box('wave-scan-bin').fill('ZZ-99-99');
    await box('wave-scan-bin').press('Enter');
    await eventually(async () => expect(await page.getByTestId('wave-message').innerText()).toContain('không có trong đợt'));
    // the walk, in location order: each bin once
    const walk = await page.getByTestId('wave-bin').evaluateAll((rows) => rows.map((r) => r.querySelector('.ant-tag')?.textContent ?? ''));
    expect(walk).toEqual([...walk].sort());
    for (const bin of walk) {
      await box('wave-scan-bin').fill(bin);
      await box('wave-scan-bin').press('Enter');
      await box('wave-scan-sku').fill(sku);
      await box('wave-scan-sku').press('Enter');
      await page.getByTestId('wave-confirm').click();
      await eventually(async () => expect(await page.getByTestId('wave-message').innerText()).toContain(`tại ${bin}`));
    }
    await eventually(async () => expect(await page.getByTestId('wave-code').innerText()).toContain('3/3'));
    await j.shot('3-picked');

    // sort: three units, each to its order's slot
    await page.locator('.ant-tabs-tab').filter({ hasText: 'Chia hàng vào đơn' }).click();
    for (let i = 0; i < 3; i++) {
      await box('wave-scan-sort').fill(sku);
      await box('wave-scan-sort').press('Enter');
      await page.getByTestId('wave-slot').waitFor();
    }
    await eventually(async () => expect(await page.getByTestId('wave-message').innerText()).toContain('sẵn sàng đóng gói'));
    await j.shot('4-sorted');

    // pack and hand over (the outbound console's steps, through the API), then the orders are with the carrier
    for (const o of orders) expect((await apiCall('/ops/outbound/pack', ops, { id: o.id, weight: 500, length: 20, width: 15, height: 10 })).status).toBe(200);
    const h = await apiCall('/ops/outbound/handover', ops, { warehouseId, carrier, codes: orders.map((o) => o.soCode) });
    expect(h.status, JSON.stringify(h.body)).toBe(200);
    for (const o of orders) expect((await apiCall<{ status: number }>('/ops/outbound/get', ops, { id: o.id })).body.data.status).toBe(7);
    expect((await apiCall('/ops/inventory/check-ledger', ops, {})).body.data).toMatchObject({ ok: true, mismatches: [] });
  });
});
