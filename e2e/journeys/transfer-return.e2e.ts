import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, eventually, useJourney } from '../support/browser.ts';
import { apiCall, apiSignIn } from '../support/api.ts';
import { DEMO } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';

/** A 1×1 PNG: a photo of a returned line, as the phone's camera would hand it to the upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * Issue 26: a transfer between the two warehouses from creation to receipt at the destination, and a returned
 * express order received with two dispositions, on a 390 px scanner (keyboard wedge: the code, then Enter). Each
 * ends with the ledger check clean.
 */
describe('floor: a transfer between warehouses and a return with dispositions, scanner first at 390 px', () => {
  // a handheld scanner's screen: 390 px wide (the desktop browser, so the phone notice page does not come first)
  const j = useJourney('transfer-return', { ...DESKTOP, viewport: { width: 390, height: 844 } });
  let owner: string;
  let ops: string;
  let hn: number;
  let hcm: number;
  let customerCode: string;
  const sku = 'DEMO_AO_THUN';

  /** a scan box's field (the test id sits on the input or on its wrapper, as antd places it) */
  const box = (id: string, nth = 0) => j.page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).nth(nth);
  const scan = async (testId: string, code: string, nth = 0) => {
    await box(testId, nth).fill(code);
    await box(testId, nth).press('Enter');
  };
  const pick = async (testId: string, text: string, nth = 0) => {
    await j.page.getByTestId(testId).nth(nth).click();
    await j.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
  };
  const chooseCustomer = async (testId: string) => {
    await j.page.getByTestId(testId).click();
    await j.page.keyboard.type(customerCode);
    await j.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: customerCode }).first().click();
  };
  const available = async (warehouseId: number) => {
    const rows = (await apiCall<Array<{ sku: string; qty: number; qtyAvailable: number }>>('/ffm/outbound/get-stocks-by-sku', owner, { warehouseId, limit: 50 })).body.data;
    return rows.find((r) => r.sku === sku) ?? { qty: 0, qtyAvailable: 0 };
  };
  const signInStaff = async (warehouseId: number) => {
    // the console remembers the warehouse per device
    await j.page.addInitScript((id) => window.localStorage.setItem('ops-warehouse-id', String(id)), warehouseId);
    await new LoginPage(j.page, 'staff').open().then((l) => l.signIn(DEMO.ops.email, DEMO.password));
    await new ShellPage(j.page).root.waitFor({ timeout: 30_000 });
  };

  beforeAll(async () => {
    owner = await apiSignIn(DEMO.owner.email);
    ops = await apiSignIn(DEMO.ops.email, DEMO.password, 'staff');
    const whs = (await apiCall<Array<{ id: number; code: string }>>('/ffm/warehouse/list', owner, {})).body.data;
    hn = whs.find((w) => w.code === 'HN01')!.id;
    hcm = whs.find((w) => w.code === 'HCM01')!.id;
    customerCode = (await apiCall<{ client: { code: string } }>('/shiip/public-api/v2/client/profile', owner, {})).body.data.client.code;
  });

  it('creates a transfer HN01 → HCM01, ships it from the source, receives it at the destination by bin then product', async () => {
    const before = { hn: await available(hn), hcm: await available(hcm) };
    expect(before.hn.qtyAvailable).toBeGreaterThanOrEqual(2);
    await signInStaff(hn);
    await j.page.goto('/kho/chuyen-kho');
    await j.page.getByRole('tab', { name: 'Tạo phiếu' }).click();
    await chooseCustomer('transfer-customer');
    await pick('transfer-to', 'HCM01');
    // two scans of the product: one line of 2
    await scan('transfer-add-sku', sku);
    await scan('transfer-add-sku', sku);
    await eventually(() => j.page.getByTestId('transfer-line').count()).toBe(1);
    expect(await box('transfer-line-qty').inputValue()).toBe('2');
    await j.shot('1-transfer-create');
    await j.page.getByTestId('transfer-submit').click();
    await eventually(() => j.page.getByTestId('transfer-message').innerText()).toContain('Đã tạo phiếu');
    const code = await j.page.getByTestId('transfer-code').innerText();
    expect(code).toMatch(/^CK/);
    expect(await j.page.getByTestId('transfer-status').innerText()).toBe('Chờ lấy hàng');
    // allocated at the source
    expect((await available(hn)).qtyAvailable).toBe(before.hn.qtyAvailable - 2);

    await j.page.getByTestId('transfer-ship').click();
    await eventually(() => j.page.getByTestId('transfer-status').innerText()).toBe('Đang chuyển');
    await j.shot('2-transfer-in-transit');
    // in transit: owned and visible to the client, available in neither warehouse
    const transit = (await apiCall<Array<{ sku: string; quantity: number; transfers: string[] }>>('/ffm/transfer/in-transit', owner, { toWarehouseId: hcm })).body.data;
    expect(transit.find((r) => r.sku === sku && r.transfers.includes(code))?.quantity).toBeGreaterThanOrEqual(2);
    expect((await available(hcm)).qtyAvailable).toBe(before.hcm.qtyAvailable);

    // at the destination: the list, the transfer's code scanned opens it; the bin, then each unit of the product
    await j.page.evaluate((id) => window.localStorage.setItem('ops-warehouse-id', String(id)), hcm);
    await j.page.getByRole('tab', { name: 'Danh sách phiếu' }).click();
    await eventually(() => j.page.getByTestId('transfer-row').first().innerText()).toContain(code);
    await scan('transfer-scan-code', code);
    await j.page.getByTestId('transfer-scan-bin').waitFor();
    await scan('transfer-scan-bin', 'A-01-01');
    // a product not on the transfer is refused in words, nothing moves
    await scan('transfer-scan-product', 'DEMO_NON_LA');
    await eventually(() => j.page.getByTestId('transfer-message').innerText()).toContain('không còn chờ nhận');
    await scan('transfer-scan-product', sku);
    await eventually(() => j.page.getByTestId('transfer-progress').innerText()).toBe('1/2');
    await scan('transfer-scan-product', sku);
    await eventually(() => j.page.getByTestId('transfer-status').innerText()).toBe('Đã nhận');
    expect(await j.page.getByTestId('transfer-message').innerText()).toContain('đã nhận đủ');
    await j.shot('3-transfer-received');
    expect(await j.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    expect((await available(hcm)).qtyAvailable).toBe(before.hcm.qtyAvailable + 2);
    expect((await available(hn)).qty).toBe(before.hn.qty - 2);
    expect((await apiCall<{ ok: boolean }>('/ops/inventory/check-ledger', ops, {})).body.data).toMatchObject({ ok: true, mismatches: [] });
  });

  it('receives a returned express order: one unit restocked into a scanned bin, one quarantined with a photo', async () => {
    const before = await available(hn);
    const orderCode = (await apiCall<{ items: Array<{ order_code: string }> }>('/shiip/public-api/v2/shipping-order/list', owner, { pageSize: 1 })).body.data.items[0]!.order_code;
    await signInStaff(hn);
    await j.page.goto('/kho/nhan-hang-hoan');
    await chooseCustomer('return-customer');
    await scan('return-scan-ref', orderCode.toLowerCase());
    await box('return-scan-product').waitFor();
    // two different lines of the same product: each its own reason and disposition
    await scan('return-scan-product', sku);
    await scan('return-scan-product', 'DEMO_NON_LA');
    await scan('return-scan-product', sku);
    await eventually(() => j.page.getByTestId('return-line').count()).toBe(3);
    await j.page.getByTestId('return-line-remove').nth(1).click();
    await eventually(() => j.page.getByTestId('return-line').count()).toBe(2);
    // line 1: refused by the receiver, restocked into A-01-02
    await scan('return-line-bin', 'a-01-02', 0);
    // line 2: damaged, quarantined into A-01-03, with a photo
    await pick('return-line-reason', 'Hàng hư hỏng', 1);
    await pick('return-line-disposition', 'Cách ly', 1);
    await scan('return-line-bin', 'A-01-03', 1);
    await j.page.getByTestId('return-line').nth(1).locator('input[type=file]').setInputFiles({ name: 'hop-vo.png', mimeType: 'image/png', buffer: PNG });
    await eventually(() => j.page.getByTestId('return-line-photo-tag').count()).toBe(1);
    await j.shot('4-return-lines');
    expect(await j.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await j.page.getByTestId('return-submit').click();
    await eventually(() => j.page.getByTestId('return-message').innerText()).toContain('Đã nhận phiếu hoàn TH');
    await eventually(() => j.page.getByTestId('return-done-line').count()).toBe(2);
    await j.shot('5-return-received');

    const returns = (await apiCall<{ items: Array<{ ref: string; lines: Array<{ sku: string; reason: string; disposition: string; locationCode: string | null; photoIds: number[] }> }> }>('/ffm/return/list', owner, { pageSize: 5 })).body.data.items;
    const mine = returns.find((r) => r.ref === orderCode)!;
    expect(mine.lines.map((l) => [l.sku, l.reason, l.disposition, l.locationCode, l.photoIds.length])).toEqual([
      [sku, 'REFUSED', 'RESTOCK', 'A-01-02', 0],
      [sku, 'DAMAGED', 'QUARANTINE', 'A-01-03', 1],
    ]);
    // restocked: available again; quarantined: on hand, never available
    const after = await available(hn);
    expect(after.qtyAvailable).toBe(before.qtyAvailable + 1);
    expect(after.qty).toBe(before.qty + 2);
    expect((await apiCall<{ ok: boolean }>('/ops/inventory/check-ledger', ops, {})).body.data).toMatchObject({ ok: true, mismatches: [] });
  });

  it("scans a returned parcel of the warehouse's outbound: its client and expected lines come up, and the worker taps them", async () => {
    // an outbound order shipped by the provider's express service, then refused and on its way back
    const made = await apiCall<{ id: number; soCode: string }>('/ffm/outbound/create-direct', owner, {
      warehouseId: hn,
      zoneType: 'B2C1D',
      toName: 'Nguyễn Văn Nhận',
      toPhone: '0912 345 678',
      toAddress: '12 Liễu Giai',
      toWardCode: '00157',
      shippingServiceType: 2,
      shippingPaymentType: 1,
      shippingRequiredNote: 'CHOXEMHANGKHONGTHU',
      codAmount: 150000,
      goodsValue: 300000,
      goodsName: 'Quần áo',
      items: [{ sku, quantity: 2 }],
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    const order = made.body.data;
    const list = await apiCall<{ rows: Array<{ outboundId: number; locationCode: string; sku: string; quantity: number; pickedQuantity: number }> }>('/ops/outbound/pick-list', ops, { warehouseId: hn, ids: [order.id] });
    for (const row of list.body.data.rows.filter((r) => r.outboundId === order.id)) {
      expect((await apiCall('/ops/outbound/pick', ops, { id: order.id, locationCode: row.locationCode, code: row.sku, quantity: row.quantity - row.pickedQuantity })).body.code).toBe(0);
    }
    expect((await apiCall('/ops/outbound/pack', ops, { id: order.id, weight: 800, length: 30, width: 20, height: 10 })).body.code).toBe(0);
    expect((await apiCall('/ops/outbound/handover', ops, { warehouseId: hn, carrier: 'provider-express', codes: [order.soCode] })).body.code).toBe(0);
    const code = (await apiCall<{ shippingOrderCode: string }>('/ops/outbound/get', ops, { id: order.id })).body.data.shippingOrderCode;
    for (const to of ['picked', 'storing', 'transporting', 'sorting', 'delivering', 'delivery_fail', 'waiting_to_return', 'return', 'returning']) {
      const moved = await apiCall<Array<{ result: boolean }>>('/ops/shipping/move', ops, { order_codes: [code], to, reason: 'Người nhận từ chối' });
      expect(moved.body.data[0]!.result, `${to}: ${JSON.stringify(moved.body)}`).toBe(true);
    }
    const before = await available(hn);

    await signInStaff(hn);
    await j.page.goto('/kho/nhan-hang-hoan');
    // no client chosen: the scanned order names it
    await scan('return-scan-ref', code);
    await j.page.getByTestId('return-expected').waitFor();
    await eventually(() => j.page.getByTestId('return-message').innerText()).toContain(code);
    expect(await j.page.getByTestId('return-customer').innerText()).toContain(customerCode);
    // tapped twice: both units on one line, nothing left to take
    await j.page.getByTestId(`return-expected-${sku}`).click();
    await j.page.getByTestId(`return-expected-${sku}`).click();
    await eventually(() => j.page.getByTestId('return-line-qty').inputValue()).toBe('2');
    expect(await j.page.getByTestId(`return-expected-${sku}`).isDisabled()).toBe(true);
    await scan('return-line-bin', 'A-01-02');
    await j.shot('6-return-expected');
    expect(await j.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await j.page.getByTestId('return-submit').click();
    await eventually(() => j.page.getByTestId('return-message').innerText()).toContain('Đã nhận phiếu hoàn TH');

    const returns = (await apiCall<{ items: Array<{ ref: string; lines: Array<{ sku: string; quantity: number; disposition: string }> }> }>('/ffm/return/list', owner, { pageSize: 5 })).body.data.items;
    expect(returns.find((r) => r.ref === code)?.lines.map((l) => [l.sku, l.quantity, l.disposition])).toEqual([[sku, 2, 'RESTOCK']]);
    expect((await available(hn)).qtyAvailable).toBe(before.qtyAvailable + 2);
    expect((await apiCall<{ ok: boolean }>('/ops/inventory/check-ledger', ops, {})).body.data).toMatchObject({ ok: true, mismatches: [] });
  });
});
