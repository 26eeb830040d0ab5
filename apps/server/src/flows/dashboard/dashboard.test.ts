import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@ffm/domain';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { clientIdOf, insertSku, stockUp, vnDay, warehouseIdOf } from '../../test/kits/inventory.ts';
import { outboundDraft } from '../../test/kits/outbound.ts';

const SO = '/shiip/public-api/v2/shipping-order';
/** A parcel from the demo shop to Quận 1, TP. HCM. */
const parcel = {
  to_name: 'Trần Văn Dash',
  to_phone: '0987 654 321',
  to_address: '12 Lý Tự Trọng',
  to_district_id: 760,
  to_ward_code: '26740',
  weight: 1200,
  length: 20,
  width: 15,
  height: 10,
  cod_amount: 500_000,
  insurance_value: 0,
  service_type_id: 2,
  payment_type_id: 1,
  required_note: 'CHOXEMHANGKHONGTHU',
  content: 'Áo sơ mi',
  items: [{ name: 'Áo sơ mi', quantity: 1, price: 500_000 }],
};

interface TDash {
  from: string;
  to: string;
  days: string[];
  inbound: { counts: Record<string, number>; exact: boolean } | null;
  stock: Record<string, number | boolean> | null;
  nearExpiry: { before: string; total: number; exact: boolean; lots: Array<{ sku: string; lot: string; expiryDate: string | null; qty: number }> } | null;
  shipping: { shopId: number | null; counts: Record<string, number>; exact: boolean; byDay: Array<{ day: string; counts: Record<string, number> }>; delivered: number; failed: number; successRate: number | null } | null;
  cod: { shopId: number; collected: number; pending: number } | null;
  outbound: { counts: Record<string, number>; exact: boolean } | null;
  topSkus: { skuCount: number; lineCount: number; topCount: number; items: Array<{ skuId: number; sku: string; name: string; orders: number; cumulativeShare: number }> } | null;
}

interface TListCounts {
  total: number;
  totalExact: boolean;
  tabCounts?: Record<string, number>;
  statusCounts?: Record<string, number>;
  items: Array<Record<string, unknown>>;
}

/** SPEC §2 `/`: every figure equals what its list call shows with the same filters (issue: numbers that agree). */
describe('dashboard', () => {
  let t: TTestApp;
  let owner: string;
  let staff: string;
  let person: string;
  let ops: string;
  let storeId: number;
  let hn: number;

  const call = async (token: string, url: string, body: Record<string, unknown>) => {
    const r = await t.call(url, token, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  };
  const dash = (token: string, body: Record<string, unknown> = {}) => call(token, '/ffm/dashboard', body) as Promise<TDash>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    staff = await t.login('staff@demo.vn');
    person = await t.login('canhan@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    storeId = await clientIdOf(t.database.db, 'KH0001');
    hn = await warehouseIdOf(t.database.db, 'HN01');
    await insertSku(t.database.db, 'KH0001', 'DB_MILK', { name: 'Sữa tươi', manageExpDate: true });
    await insertSku(t.database.db, 'KH0001', 'DB_SHIRT', { name: 'Áo sơ mi' });
    await insertSku(t.database.db, 'KH0002', 'DB_CANDLE', { name: 'Nến thơm' });
    const tokens = { client: owner, staff: ops };
    // an inbound takes each SKU once: four of them
    await stockUp(t, tokens, { warehouseId: hn, location: 'A-01-01', lines: [{ sku: 'DB_MILK', qty: 12, lot: 'L-SOON', expiryDate: vnDay(10) }, { sku: 'DB_SHIRT', qty: 50 }] });
    await stockUp(t, tokens, { warehouseId: hn, location: 'A-01-01', lines: [{ sku: 'DB_MILK', qty: 30, lot: 'L-LATE', expiryDate: vnDay(200) }] });
    await stockUp(t, tokens, { warehouseId: hn, location: 'A-01-02', lines: [{ sku: 'DB_SHIRT', qty: 3, condition: 'BAD' }] });
    await stockUp(t, { client: person, staff: ops }, { warehouseId: hn, location: 'A-01-01', lines: [{ sku: 'DB_CANDLE', qty: 7, lot: 'C1', expiryDate: vnDay(5) }] });
    // inbound orders left waiting and one cancelled
    for (const code of ['DB-PO-1', 'DB-PO-2', 'DB-PO-3']) {
      await call(owner, '/ffm/inbound/create', { warehouseId: hn, tplInbound: 'GHN', zoneType: 'B2C1D', estimateReceivedTime: vnDay(2), orderInboundCode: code, lines: [{ sku: 'DB_SHIRT', expectedQuantity: 5 }] });
    }
    const waiting = (await call(owner, '/ffm/inbound/list', { status: 0, pageSize: 1 })) as { items: Array<{ id: number }> };
    await call(owner, '/ffm/inbound/cancel', { id: waiting.items[0]!.id });
    // express orders: three created, one delivered (COD collected), one cancelled
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) codes.push(((await call(owner, `${SO}/create`, { ...parcel, client_order_code: `DB-EX-${i}` })) as { order_code: string }).order_code);
    for (const to of ['picked', 'storing', 'delivering', 'delivered']) await call(ops, '/ops/shipping/move', { order_codes: [codes[0]], to });
    await call(owner, '/shiip/public-api/v2/switch-status/cancel', { order_codes: [codes[2]] });
    // outbound orders: the shirt goes out in three, the milk in two, the candle (another client) in one
    for (const [i, items] of [[{ sku: 'DB_SHIRT', quantity: 2 }], [{ sku: 'DB_SHIRT', quantity: 1 }, { sku: 'DB_MILK', quantity: 1 }], [{ sku: 'DB_SHIRT', quantity: 1 }, { sku: 'DB_MILK', quantity: 2 }]].entries()) {
      await call(owner, '/ffm/outbound/create', outboundDraft(hn, items, { clientOrderCode: `DB-SO-${i}` }));
    }
    await call(person, '/ffm/outbound/create', outboundDraft(hn, [{ sku: 'DB_CANDLE', quantity: 1 }], { clientOrderCode: 'DB-SO-C' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('inbound by status is the inbound list filtered by the same days', async () => {
    for (const period of ['today', '7d', '30d'] as const) {
      const d = await dash(owner, { period });
      const list = (await call(owner, '/ffm/inbound/list', { createdFrom: d.from, createdTo: d.to, pageSize: 1 })) as { statusCounts: Record<string, number> };
      expect(d.inbound!.counts).toEqual(list.statusCounts);
      expect(d.inbound!.counts.all).toBe(6);
      expect(d.inbound!.counts['99']).toBe(3);
      expect(d.inbound!.counts['9']).toBe(1);
    }
    const d30 = await dash(owner, { period: '30d' });
    expect(d30.days).toHaveLength(30);
    expect(d30.to).toBe(vnDay(0));
    // a range that ended before today's orders counts none of them
    const past = await dash(owner, { period: 'range', from: vnDay(-40), to: vnDay(-1) });
    expect(past.inbound!.counts.all ?? 0).toBe(0);
  });

  it('stock figures are the sums of the inventory summary, near expiry is its detail filtered by expiry', async () => {
    const d = await dash(owner);
    const summary = (await call(owner, '/ffm/inventory/summary-list', { pageSize: 100 })) as { items: Array<Record<string, number>>; total: number };
    const sum = (k: string) => summary.items.reduce((s, r) => s + r[k]!, 0);
    expect(d.stock).toMatchObject({ qty: sum('qty'), qtyAllocated: sum('qtyAllocated'), qtyAvailable: sum('qtyAvailable'), qtyDefective: sum('qtyDefective'), qtyLost: sum('qtyLost'), skuRows: summary.total });
    expect(d.stock!.qty).toBe(95);
    expect(d.stock!.qtyDefective).toBe(3);
    const detail = (await call(owner, '/ffm/inventory/detail-list', { expiryBefore: d.nearExpiry!.before, sortBy: 'expiryDate', sortDir: 'asc', pageSize: 100 })) as { items: Array<{ lotNum: string }>; total: number };
    expect(d.nearExpiry!.total).toBe(detail.total);
    expect(d.nearExpiry!.lots.map((l) => l.lot)).toEqual(detail.items.map((i) => i.lotNum));
    expect(d.nearExpiry!.lots.map((l) => l.lot)).toEqual(['L-SOON']);
    // one warehouse narrows every stock figure; another warehouse has none of it
    const other = await warehouseIdOf(t.database.db, 'HCM01');
    expect((await dash(owner, { warehouseId: other })).stock!.qty).toBe(0);
    expect((await dash(owner, { warehouseId: hn })).stock!.qty).toBe(95);
  });

  it('stays in the tenant; provider staff see every client or the one they name', async () => {
    const mine = await dash(person);
    expect(mine.stock!.qty).toBe(7);
    expect(mine.inbound!.counts.all).toBe(1);
    expect(mine.nearExpiry!.lots.map((l) => l.sku)).toEqual(['DB_CANDLE']);
    const all = await dash(ops);
    expect(all.stock!.qty).toBe(102);
    expect(all.nearExpiry!.lots.map((l) => l.lot)).toEqual(['C1', 'L-SOON']);
    expect((await dash(ops, { customerId: storeId })).stock!.qty).toBe(95);
  });

  it('a client staff member sees only the sections whose lists their groups open', async () => {
    const d = await dash(staff);
    // the demo group: express orders, SKUs and inventory; not inbound, outbound or COD
    expect(d.inbound).toBeNull();
    expect(d.shipping!.counts).toEqual((await dash(owner)).shipping!.counts);
    expect(d.outbound).toBeNull();
    expect(d.topSkus).toBeNull();
    expect(d.cod).toBeNull();
    expect(d.stock!.qty).toBe(95);
  });

  it('shipping orders by tab group and by day are the express list filtered by the same days and shop', async () => {
    for (const period of ['today', '7d', '30d'] as const) {
      const d = await dash(owner, { period });
      expect(d.shipping!.shopId).toBeTypeOf('number');
      const list = (await call(owner, `${SO}/list`, { from_date: d.from, to_date: d.to, shop_id: d.shipping!.shopId, pageSize: 1 })) as TListCounts;
      expect(d.shipping!.counts).toEqual(list.tabCounts);
      expect(d.shipping!.exact).toBe(true);
      expect(d.shipping!.counts.ORDER_COMPLETED).toBeGreaterThanOrEqual(1);
      expect(d.shipping!.counts.ORDER_CANCEL).toBeGreaterThanOrEqual(1);
      // each tab's list shows that many orders
      const completed = (await call(owner, `${SO}/list`, { tab: 'ORDER_COMPLETED', from_date: d.from, to_date: d.to, shop_id: d.shipping!.shopId, pageSize: 1 })) as TListCounts;
      expect(completed.total).toBe(d.shipping!.counts.ORDER_COMPLETED);
      expect(d.shipping!.byDay.map((r) => r.day)).toEqual(d.days);
      for (const day of [d.from, d.to]) {
        const one = (await call(owner, `${SO}/list`, { from_date: day, to_date: day, shop_id: d.shipping!.shopId, pageSize: 1 })) as TListCounts;
        const counted = d.shipping!.byDay.find((r) => r.day === day)!.counts;
        for (const [k, v] of Object.entries(one.tabCounts!)) expect(counted[k] ?? 0, `${day} ${k}`).toBe(v);
      }
      // the rate's parts are the list's statuses
      const c = list.tabCounts!;
      expect(d.shipping!.delivered).toBe(c.delivered);
      expect(d.shipping!.failed).toBe((c.returned ?? 0) + (c.lost ?? 0) + (c.damage ?? 0));
      expect(d.shipping!.successRate).toBe(d.shipping!.delivered / (d.shipping!.delivered + d.shipping!.failed));
    }
    // provider staff: every client's orders, as the console's list shows them
    const all = await dash(ops, { period: '7d' });
    expect(all.shipping!.shopId).toBeNull();
    const opsList = (await call(ops, '/ops/shipping/list', { from_date: all.from, to_date: all.to, pageSize: 1 })) as TListCounts;
    expect(all.shipping!.counts).toEqual(opsList.tabCounts);
  });

  it('COD is the COD summary of the shop', async () => {
    const d = await dash(owner);
    const r = await t.call('/shiip/public-api/v2/cod/summary', owner, {});
    expect(r.status).toBe(200);
    expect(d.cod).toEqual({ shopId: r.body.data.shopId, collected: r.body.data.collected, pending: r.body.data.pending });
    expect(d.cod!.collected).toBeGreaterThanOrEqual(500_000);
    // provider staff see the sums over the client's shops (each shop's COD summary), and over every client
    const shops = (await t.call('/shiip/public-api/v2/shop/all', owner, {})).body.data.shops as Array<{ _id: number }>;
    expect(shops.length).toBeGreaterThan(1);
    const sums = { collected: 0, pending: 0 };
    for (const s of shops) {
      const one = await t.call('/shiip/public-api/v2/cod/summary', owner, {}, { headers: { shopid: String(s._id) } });
      expect(one.status, JSON.stringify(one.body)).toBe(200);
      sums.collected += one.body.data.collected as number;
      sums.pending += one.body.data.pending as number;
    }
    expect((await dash(ops, { customerId: storeId })).cod).toEqual({ shopId: null, ...sums });
    expect((await dash(ops)).cod!.collected).toBeGreaterThanOrEqual(sums.collected);
  });

  it('outbound by status is the outbound list filtered by the same days', async () => {
    for (const period of ['today', '30d'] as const) {
      const d = await dash(owner, { period });
      const list = (await call(owner, '/ffm/outbound/list', { createdFrom: d.from, createdTo: d.to, pageSize: 1 })) as TListCounts;
      expect(d.outbound!.counts).toEqual(list.statusCounts);
      expect(d.outbound!.exact).toBe(true);
      expect(d.outbound!.counts.all).toBeGreaterThanOrEqual(3);
    }
    expect((await dash(person)).outbound!.counts.all).toBe(1);
  });

  it('the top SKUs are counted as the outbound lines of the period, each the outbound list filtered by the SKU', async () => {
    const d = await dash(owner, { period: '7d' });
    const truth = sqlRows<{ sku: string; n: number }>(
      await t.database.db.execute(sql`
        select s.sku, count(*)::int as n from outbound_lines l join outbound_orders o on o.id = l.outbound_id join skus s on s.id = l.sku_id
        where o.client_id = ${storeId} and (o.created_at at time zone 'Asia/Ho_Chi_Minh')::date between ${d.from}::date and ${d.to}::date
        group by s.sku order by n desc, min(s.id)`),
    );
    const lines = truth.reduce((n, r) => n + r.n, 0);
    expect(d.topSkus!.skuCount).toBe(truth.length);
    expect(d.topSkus!.lineCount).toBe(lines);
    expect(d.topSkus!.topCount).toBe(Math.ceil(truth.length * 0.2));
    expect(d.topSkus!.items.map((i) => [i.sku, i.orders])).toEqual(truth.slice(0, d.topSkus!.topCount).map((r) => [r.sku, r.n]));
    expect(d.topSkus!.items[0]).toMatchObject({ sku: 'DB_SHIRT', orders: 3 });
    let running = 0;
    for (const item of d.topSkus!.items) {
      running += item.orders;
      expect(item.cumulativeShare).toBeCloseTo(running / lines, 10);
      const list = (await call(owner, '/ffm/outbound/list', { skuId: item.skuId, createdFrom: d.from, createdTo: d.to, pageSize: 1 })) as TListCounts;
      expect(list.total).toBe(item.orders);
    }
    // editing an order's lines moves its SKUs' counts
    const so = (await call(owner, '/ffm/outbound/list', { code: 'DB-SO-0', pageSize: 1 })) as TListCounts;
    const id = so.items[0]!.id as number;
    await call(owner, '/ffm/outbound/update', { id, ...outboundDraft(hn, [{ sku: 'DB_MILK', quantity: 1 }], { clientOrderCode: 'DB-SO-0' }) });
    const after = await dash(owner, { period: '7d' });
    // the shirt is left in two orders, the milk is in three: the milk leads
    expect(after.topSkus!.items[0]).toMatchObject({ sku: 'DB_MILK', orders: 3 });
    expect(after.topSkus!.lineCount).toBe(lines);
    const milk = (await call(owner, '/ffm/outbound/list', { skuId: after.topSkus!.items[0]!.skuId, createdFrom: after.from, createdTo: after.to, pageSize: 1 })) as TListCounts;
    expect(milk.total).toBe(after.topSkus!.items[0]!.orders);
  });

  it('filtered by creation date alone, the express and outbound tabs are the day-by-day counters, exact above the cap', async () => {
    const db = t.database.db;
    const copy = async (table: string, id: number, n: number, set: Record<string, string>) => {
      const cols = sqlRows<{ c: string }>(await db.execute(sql`select column_name as c from information_schema.columns where table_name = ${table} and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position`)).map((r) => r.c);
      const values = cols.map((c) => set[c] ?? `"${c}"`);
      await db.execute(sql.raw(`insert into ${table} (${cols.map((c) => `"${c}"`).join(', ')}) select ${values.join(', ')} from ${table}, generate_series(1, ${n}) i where id = ${id}`));
    };
    const one = sqlRows<{ id: number }>(await db.execute(sql`select id from shipping_orders where client_id = ${storeId} order by id limit 1`))[0]!.id;
    await copy('shipping_orders', one, LIST_COUNT_CAP + 20, {
      order_code: `'DBX' || i`,
      client_order_code: `'DBX-' || i`,
      status: `'delivering'`,
      created_at: `now() - interval '3 days'`,
    });
    const d = await dash(owner, { period: 'range', from: vnDay(-3), to: vnDay(-3) });
    const list = (await call(owner, `${SO}/list`, { from_date: vnDay(-3), to_date: vnDay(-3), pageSize: 1 })) as TListCounts;
    expect(list).toMatchObject({ total: LIST_COUNT_CAP + 20, totalExact: true });
    expect(list.tabCounts!.ORDER_DELIVER).toBe(LIST_COUNT_CAP + 20);
    expect(d.shipping!.counts.ORDER_DELIVER).toBe(LIST_COUNT_CAP + 20);
    expect(d.shipping!.byDay[0]!.counts.delivering).toBe(LIST_COUNT_CAP + 20);
    // a status change moves the day's counts
    await db.execute(sql`update shipping_orders set status = 'delivered' where order_code in ('DBX1', 'DBX2')`);
    const moved = (await call(owner, `${SO}/list`, { from_date: vnDay(-3), to_date: vnDay(-3), pageSize: 1 })) as TListCounts;
    expect(moved.tabCounts).toMatchObject({ ORDER_DELIVER: LIST_COUNT_CAP + 18, ORDER_COMPLETED: 2, delivered: 2 });
    // another filter with the date is counted as before (capped)
    expect(((await call(owner, `${SO}/list`, { from_date: vnDay(-3), to_date: vnDay(-3), keyword: 'dbx', pageSize: 1 })) as TListCounts).totalExact).toBe(false);

    const so = sqlRows<{ id: number }>(await db.execute(sql`select id from outbound_orders where client_id = ${storeId} order by id limit 1`))[0]!.id;
    await copy('outbound_orders', so, LIST_COUNT_CAP + 20, {
      so_code: `'SODBX' || i`,
      client_order_code: `'DBX-SO-' || i`,
      created_at: `now() - interval '3 days'`,
    });
    const out = (await call(owner, '/ffm/outbound/list', { createdFrom: vnDay(-3), createdTo: vnDay(-3), pageSize: 1 })) as TListCounts;
    expect(out).toMatchObject({ total: LIST_COUNT_CAP + 20, totalExact: true });
    expect((await dash(owner, { period: 'range', from: vnDay(-3), to: vnDay(-3) })).outbound!.counts).toEqual(out.statusCounts);
  });

  it('refuses a bad period without a server error', async () => {
    expect((await t.call('/ffm/dashboard', owner, { period: 'range', from: vnDay(0) })).status).toBe(400);
    expect((await t.call('/ffm/dashboard', owner, { period: 'range', from: vnDay(0), to: vnDay(-1) })).status).toBe(400);
    const long = await t.call('/ffm/dashboard', owner, { period: 'range', from: '2020-01-01', to: '2026-01-01' });
    expect(long.status).toBe(400);
    expect(long.body.data.errors[0]).toEqual({ field: 'to', message: 'A period covers at most 92 days' });
    expect((await t.call('/ffm/dashboard', owner, { period: 'range', from: '2026-01-01', to: '2026-04-02' })).status).toBe(200);
    expect((await t.call('/ffm/dashboard', owner, { period: 'range', from: '2026-02-30', to: '2026-03-01' })).status).toBe(400);
    expect((await t.call('/ffm/dashboard', owner, { period: 'year' })).status).toBe(400);
  });

  it('the export holds the same figures under the screen’s labels', async () => {
    const d = await dash(owner, { period: '7d' });
    const r = await t.app.inject({ method: 'POST', url: '/ffm/dashboard-export', headers: { token: owner }, payload: { period: '7d' } });
    expect(r.statusCode).toBe(200);
    expect(String(r.headers['content-type'])).toContain('spreadsheetml');
    const book = XLSX.read(r.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Tổng quan', 'Nhập kho theo trạng thái', 'Vận chuyển theo nhóm', 'Vận chuyển theo ngày', 'Xuất kho theo trạng thái', 'Top SKU xuất', 'Lô sắp hết hạn']);
    const overview = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Tổng quan']!, { header: 1 });
    const value = (label: string) => overview.find((row) => row[0] === label)?.[1];
    expect(value('Tổng đơn nhập trong kỳ')).toBe(d.inbound!.counts.all);
    expect(value('Tồn thực tế')).toBe(d.stock!.qty);
    expect(value('Số lô sắp hết hạn')).toBe(d.nearExpiry!.total);
    expect(value('Tổng đơn vận chuyển trong kỳ')).toBe(d.shipping!.counts.all);
    expect(value('Giao thành công')).toBe(d.shipping!.delivered);
    expect(value('COD đã thu')).toBe(d.cod!.collected);
    expect(value('COD chờ chuyển khoản')).toBe(d.cod!.pending);
    expect(value('Tổng đơn xuất trong kỳ')).toBe(d.outbound!.counts.all);
    const rows = (name: string, skip = 2) => XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1 }).slice(skip);
    expect(rows('Vận chuyển theo nhóm').find((r) => r[0] === 'Hoàn tất')?.[1]).toBe(d.shipping!.counts.ORDER_COMPLETED);
    expect(rows('Vận chuyển theo ngày')).toHaveLength(7);
    expect(rows('Xuất kho theo trạng thái').find((r) => r[0] === 'Mới tạo')?.[1]).toBe(d.outbound!.counts['0']);
    expect(rows('Top SKU xuất', 3).map((r) => [r[0], r[2]])).toEqual(d.topSkus!.items.map((i) => [i.sku, i.orders]));
  });
});
