import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { globalConfigs } from '../config/schema.ts';
import { shippingOrderCharges, shippingOrderLogs, shippingOrders } from './schema.ts';

const SO = '/shiip/public-api/v2/shipping-order';
const SW = '/shiip/public-api/v2/switch-status';

/** A parcel from the demo shop (Cầu Giấy, Hà Nội) to Quận 1, TP. HCM (other region). */
const parcel = {
  to_name: 'Nguyễn Thị Lan',
  to_phone: '090 123 4567',
  to_address: '12 Lý Tự Trọng',
  to_district_id: 760,
  to_ward_code: '26740',
  weight: 1200,
  length: 20,
  width: 15,
  height: 10,
  cod_amount: 2_000_000,
  insurance_value: 1_500_000,
  service_type_id: 2,
  payment_type_id: 1,
  required_note: 'CHOXEMHANGKHONGTHU',
  content: 'Áo khoác',
  items: [{ name: 'Áo khoác gió', quantity: 2, price: 750_000 }],
};

describe('express shipping orders (GHN-compatible)', () => {
  let t: TTestApp;
  let owner: string;
  let ops: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    other = await t.login('canhan@demo.vn');
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (extra: Record<string, unknown> = {}) => {
    const r = await t.call(`${SO}/create`, owner, { ...parcel, ...extra });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.code).toBe(200);
    return r.body.data as { order_code: string; total_fee: number; fee: Record<string, number>; existed?: boolean };
  };
  const move = (codes: string[], to: string, extra: Record<string, unknown> = {}) => t.call('/ops/shipping/move', ops, { order_codes: codes, to, ...extra });
  const detail = async (code: string) => (await t.call(`${SO}/detail`, owner, { order_code: code })).body.data;

  it('answers available services, the fee breakdown and a unix lead time in GHN shapes', async () => {
    const s = await t.call(`${SO}/available-services`, owner, { from_district: 5, to_district: 760 });
    expect(s.body).toMatchObject({ code: 200 });
    expect(s.body.data.map((x: { service_type_id: number }) => x.service_type_id)).toEqual([1, 2, 3, 5]);
    // GET with the query string, as GHN clients do
    const fee = await t.call(`${SO}/fee?to_district_id=760&to_ward_code=26740&weight=1200&length=20&width=15&height=10&insurance_value=1500000&cod_value=2000000&service_type_id=2`, owner, undefined, { method: 'GET' });
    expect(fee.status, JSON.stringify(fee.body)).toBe(200);
    // docs/shipping-fees.md example 2: 35,000 + 2 steps × 5,000; insurance 0.5 % of 1,500,000; COD 0.5 % of 2,000,000
    expect(fee.body.data).toMatchObject({ service_fee: 45_000, insurance_fee: 7_500, cod_fee: 10_000, total: 62_500, calculated_weight: 1200 });
    const lt = await t.call(`${SO}/leadtime`, owner, { to_district_id: 760, to_ward_code: '26740', service_id: 53320 });
    expect(lt.status).toBe(200);
    expect(Number.isInteger(lt.body.data.leadtime)).toBe(true);
    expect(lt.body.data.leadtime).toBeGreaterThan(lt.body.data.order_date);
  });

  it('creates an order at the fee it quoted, with its log, and a repeated create answers the first order', async () => {
    const quoted = (await t.call(`${SO}/fee`, owner, parcel)).body.data;
    const preview = await t.call(`${SO}/preview`, owner, { ...parcel, client_order_code: 'T-PREVIEW' });
    expect(preview.body.data).toMatchObject({ order_code: '', total_fee: quoted.total });
    const first = await create({ client_order_code: 'T-IDEM-1' });
    expect(first.total_fee).toBe(quoted.total);
    expect(first.fee).toMatchObject({ main_service: quoted.service_fee, insurance: quoted.insurance_fee, cod_fee: quoted.cod_fee });
    const again = await create({ client_order_code: 'T-IDEM-1', cod_amount: 5 });
    expect(again).toMatchObject({ order_code: first.order_code, existed: true });
    const rows = await t.database.db.select().from(shippingOrders).where(eq(shippingOrders.clientOrderCode, 'T-IDEM-1'));
    expect(rows).toHaveLength(1);
    const d = await detail(first.order_code);
    expect(d).toMatchObject({ status: 'ready_to_pick', to_phone: '0901234567', to_district_id: 760, to_ward_code: '26740', cod_amount: 2_000_000, total_fee: quoted.total, payment_type_id: 1 });
    expect(d.log).toEqual([expect.objectContaining({ status: 'ready_to_pick', from_status: null, actor_type: 'shop' })]);
    const byClient = await t.call(`${SO}/detail-by-client-code`, owner, { client_order_code: 'T-IDEM-1' });
    expect(byClient.body.data.order_code).toBe(first.order_code);
  });

  it('refuses bad input with a code and a message per field, never a 500', async () => {
    const bad = await t.call(`${SO}/create`, owner, { ...parcel, to_phone: '0123', weight: -1, to_name: '' });
    expect(bad.status).toBe(422);
    const fields = bad.body.data.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['to_name', 'to_phone', 'weight']);
    const ward = await t.call(`${SO}/create`, owner, { ...parcel, to_ward_code: '00001' });
    expect(ward.body).toMatchObject({ error_code: 10005 });
    const cod = await t.call(`${SO}/create`, owner, { ...parcel, cod_amount: 25_000_000 });
    expect(cod.body).toMatchObject({ error_code: 60006 });
    const heavy = await t.call(`${SO}/create`, owner, { ...parcel, weight: 40_000 });
    expect(heavy.body).toMatchObject({ error_code: 60007 });
    const pay = await t.call(`${SO}/create`, owner, { ...parcel, payment_type_id: 4, client_order_code: 'T-PAY4' });
    expect((await detail(pay.body.data.order_code)).payment_type_id).toBe(1);
    await t.database.db.update(globalConfigs).set({ value: '760' }).where(eq(globalConfigs.key, 'block_deliver_districts'));
    const blocked = await t.call(`${SO}/create`, owner, parcel);
    expect(blocked.body).toMatchObject({ error_code: 60012, error_key: 'DELIVER_DISTRICT_BLOCKED' });
    await t.database.db.update(globalConfigs).set({ value: '' }).where(eq(globalConfigs.key, 'block_deliver_districts'));
    const unknown = await t.call(`${SO}/detail`, owner, { order_code: 'NOPE' });
    expect(unknown.status).toBe(404);
  });

  it('cancels per order, only before pick-up, and a repeated cancel changes nothing', async () => {
    const a = await create();
    const b = await create();
    await move([b.order_code], 'picked');
    const r = await t.call(`${SW}/cancel`, owner, { order_codes: [a.order_code, b.order_code, 'MISSING'] });
    expect(r.status).toBe(200);
    expect(r.body.data.map((x: { result: boolean }) => x.result)).toEqual([true, false, false]);
    expect(r.body.data[1]).toMatchObject({ status: 'picked' });
    const again = await t.call(`${SW}/cancel`, owner, { order_codes: [a.order_code] });
    expect(again.body.data[0]).toMatchObject({ result: true, status: 'cancel' });
    const logs = await t.database.db.select().from(shippingOrderLogs).innerJoin(shippingOrders, eq(shippingOrders.id, shippingOrderLogs.orderId)).where(eq(shippingOrders.orderCode, a.order_code));
    expect(logs.map((l) => l.shipping_order_logs.toStatus)).toEqual(['ready_to_pick', 'cancel']);
    // another client's order is not found, and stays as it was
    const foreign = await t.call(`${SW}/cancel`, other, { order_codes: [b.order_code] });
    expect(foreign.body.data[0]).toMatchObject({ result: false, status: null });
  });

  it('fails delivery, books the redelivery fee once, delivers with COD; return is only from storing or waiting_to_return', async () => {
    const o = await create({ cod_amount: 800_000 });
    for (const to of ['picked', 'storing', 'delivering']) expect((await move([o.order_code], to)).body.data[0].result).toBe(true);
    const noReason = await move([o.order_code], 'delivery_fail');
    expect(noReason.status).toBe(422);
    await move([o.order_code], 'delivery_fail', { reason: 'Không liên lạc được người nhận' });
    const early = await t.call(`${SW}/storing`, owner, { order_codes: [o.order_code] });
    expect(early.body.data[0]).toMatchObject({ result: false });
    await move([o.order_code], 'waiting_to_return');
    const r2s = await t.call(`${SW}/storing`, owner, { order_codes: [o.order_code] });
    expect(r2s.body.data[0]).toMatchObject({ result: true, status: 'storing' });
    const r2sAgain = await t.call(`${SW}/storing`, owner, { order_codes: [o.order_code] });
    expect(r2sAgain.body.data[0]).toMatchObject({ result: true, status: 'storing' });
    await move([o.order_code], 'delivering');
    await move([o.order_code], 'delivered');
    const d = await detail(o.order_code);
    expect(d).toMatchObject({ status: 'delivered', redelivery_fee: 10_000, is_cod_collected: true });
    expect(d.log.map((l: { status: string }) => l.status)).toEqual(['ready_to_pick', 'picked', 'storing', 'delivering', 'delivery_fail', 'waiting_to_return', 'storing', 'delivering', 'delivered']);
    const [row] = await t.database.db.select().from(shippingOrders).where(eq(shippingOrders.orderCode, o.order_code));
    const charges = await t.database.db.select().from(shippingOrderCharges).where(eq(shippingOrderCharges.orderId, row!.id));
    expect(charges.map((c) => [c.kind, c.amount]).sort()).toEqual([['cod_collected', 800_000], ['redelivery_fee', 10_000]]);
    const ret = await t.call(`${SW}/return`, owner, { order_codes: [o.order_code] });
    expect(ret.body.data[0]).toMatchObject({ result: false, status: 'delivered' });

    const back = await create();
    await move([back.order_code], 'picked');
    await move([back.order_code], 'storing');
    expect((await t.call(`${SW}/return`, owner, { order_codes: [back.order_code] })).body.data[0]).toMatchObject({ result: true, status: 'return' });
    // irreversible: no redelivery from return
    expect((await t.call(`${SW}/storing`, owner, { order_codes: [back.order_code] })).body.data[0]).toMatchObject({ result: false });
  });

  it('updates the receiver and COD before pick-up with the fee recomputed, not after', async () => {
    const o = await create();
    const u = await t.call(`${SO}/update`, owner, { order_code: o.order_code, weight: 2600 });
    expect(u.status, JSON.stringify(u.body)).toBe(200);
    // GHN answers data: null; the detail shows the change
    expect(u.body.data).toBeNull();
    expect((await detail(o.order_code)).fee.service_fee).toBe(35_000 + 5 * 5_000);
    // as an integration calls it, with the API token (a portal session confirms with an OTP: order-otp.test.ts)
    const api = (await t.call('/shiip/public-api/v2/client/getTokenAPI', owner, {})).body.data.token;
    const cod = await t.call(`${SO}/updateCOD`, api, { order_code: o.order_code, cod_amount: 0 });
    expect(cod.body).toMatchObject({ code: 200, data: null });
    const after = await detail(o.order_code);
    expect(after).toMatchObject({ cod_amount: 0 });
    expect(after.fee.cod_fee).toBe(0);
    await move([o.order_code], 'picked');
    const late = await t.call(`${SO}/update`, owner, { order_code: o.order_code, to_name: 'Khác' });
    expect(late.body).toMatchObject({ error_code: 60014 });
  });

  it('lists by ORDER_* tab with every tab counted, and by keyword', async () => {
    const all = await t.call(`${SO}/list`, owner, { pageSize: 5 });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const counts = all.body.data.tabCounts;
    expect(all.body.data.total).toBe(counts.all);
    const created = await t.call(`${SO}/list`, owner, { tab: 'ORDER_CREATED', pageSize: 200 });
    expect(created.body.data.items.every((i: { status: string }) => ['ready_to_pick', 'picking', 'money_collect_picking', 'picked'].includes(i.status))).toBe(true);
    expect(created.body.data.total).toBe(counts.ORDER_CREATED);
    expect(created.body.data.items.length).toBe(counts.ORDER_CREATED);
    const byStatus = await t.call(`${SO}/count-order-by-status`, owner, {});
    expect(byStatus.body.data.tabs.ORDER_CREATED).toBe(counts.ORDER_CREATED);
    const kw = await t.call(`${SO}/list`, owner, { keyword: 'nguyen thi lan' });
    expect(kw.body.data.items.length).toBeGreaterThan(0);
    expect(kw.body.data.items.every((i: { to_name: string }) => i.to_name === 'Nguyễn Thị Lan')).toBe(true);
    const page2 = await t.call(`${SO}/list`, owner, { pageSize: 5, cursor: all.body.data.nextCursor });
    expect(page2.body.data.items[0].order_code).not.toBe(all.body.data.items[0].order_code);
  });

  it('keeps hubs (one main per shop), lists stations and tracks an order publicly by token', async () => {
    const h = await t.call('/shiip/public-api/v2/hub/create', owner, { name: 'Kho Cầu Giấy', phone: '0987654321', address: '8 Trần Thái Tông', district_id: 5, ward_code: '00157', is_main: true });
    expect(h.status, JSON.stringify(h.body)).toBe(200);
    const h2 = await t.call('/shiip/public-api/v2/hub/create', owner, { name: 'Kho Long Biên', phone: '0243 8765 432', address: '1 Ngọc Thụy', district_id: 4, ward_code: '00118', is_main: true });
    expect(h2.body.data).toMatchObject({ is_main: true, phone: '02438765432' });
    const main = await t.call('/shiip/public-api/v2/hub/main', owner, {});
    expect(main.body.data.id).toBe(h2.body.data.id);
    const bad = await t.call('/shiip/public-api/v2/hub/update', owner, { id: h.body.data.id, phone: '12' });
    expect(bad.status).toBe(422);
    const o = await create({ pick_hub_id: h.body.data.id });
    expect((await detail(o.order_code)).from_address).toBe('8 Trần Thái Tông');
    const st = await t.call('/shiip/public-api/v2/station/get?district_id=760', owner, undefined, { method: 'GET' });
    expect(st.body.data.map((s: { code: string }) => s.code)).toEqual(['HCM-Q1']);
    const one = await t.call('/shiip/public-api/v2/station/station-by-location-id', owner, { location_id: st.body.data[0].locationId });
    expect(one.body.data.name).toBe('Bưu cục Quận 1');

    const tok = await t.call('/shiip/public-api/v2/tracking/gen-token', owner, { order_code: o.order_code });
    expect(tok.status).toBe(200);
    const pub = await t.call(`/shiip/public-api/tracking?order_code=${o.order_code}&token=${tok.body.data.token}`, null, undefined, { method: 'GET' });
    expect(pub.status, JSON.stringify(pub.body)).toBe(200);
    expect(pub.body.data).toMatchObject({ order_code: o.order_code, status: 'ready_to_pick', to_name: 'N***** T** L**' });
    expect(JSON.stringify(pub.body.data)).not.toContain('0901234567');
    const wrong = await t.call(`/shiip/public-api/tracking?order_code=${o.order_code}&token=nope`, null, undefined, { method: 'GET' });
    expect(wrong.status).toBe(404);
    const foreign = await t.call('/shiip/public-api/v2/tracking/gen-token', other, { order_code: o.order_code });
    expect(foreign.status).toBe(404);
  });

  it('answers GHN search and the reports over a date range', async () => {
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const s = await t.call(`${SO}/search`, owner, { status: ['ready_to_pick'], offset: 0, limit: 5 });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    expect(s.body.data.data.length).toBeGreaterThan(0);
    expect(s.body.data.data.every((o: { status: string }) => o.status === 'ready_to_pick')).toBe(true);
    const range = { from_date: today, to_date: today };
    const byStatus = (await t.call(`${SO}/group/status`, owner, range)).body.data as Array<{ status: string; total: number }>;
    const report = (await t.call('/shiip/public-api/v2/report/order', owner, range)).body.data;
    expect(byStatus.reduce((n, r) => n + r.total, 0)).toBe(report.total_orders);
    expect(report.delivered).toBeGreaterThan(0);
    const byDate = (await t.call(`${SO}/group/date`, owner, range)).body.data;
    expect(byDate).toEqual([expect.objectContaining({ date: today, total: report.total_orders })]);
    const byDistrict = (await t.call(`${SO}/group/district`, owner, range)).body.data;
    expect(byDistrict[0]).toMatchObject({ district_id: 760, district_name: 'Quận 1' });
    const tooLong = await t.call(`${SO}/group/date`, owner, { from_date: '2026-01-01', to_date: '2026-12-31' });
    expect(tooLong.body.error_code).toBe(1002);
    const receivers = await t.call(`${SO}/gets-receiver-data?phone=0901`, owner, undefined, { method: 'GET' });
    expect(receivers.body.data[0]).toMatchObject({ to_phone: '0901234567', to_district_id: 760 });
  });
});
