import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { clientIdOf, insertSku, stockUp, vnDay, warehouseIdOf } from '../../test/kits/inventory.ts';
import { outboundDraft } from '../../test/kits/outbound.ts';
import { skuRollupBlocks } from '../../modules/outbound/sku-frequency.ts';

const SO = '/shiip/public-api/v2/shipping-order';
const parcel = {
  to_name: 'Lê Thị Rollup',
  to_phone: '0912 000 111',
  to_address: '5 Hàng Bài',
  to_district_id: 760,
  to_ward_code: '26740',
  weight: 800,
  length: 10,
  width: 10,
  height: 10,
  cod_amount: 100_000,
  insurance_value: 0,
  service_type_id: 2,
  payment_type_id: 1,
  required_note: 'CHOXEMHANGKHONGTHU',
  content: 'Nến',
  items: [{ name: 'Nến', quantity: 1, price: 100_000 }],
};

interface TDash {
  from: string;
  to: string;
  days: string[];
  inbound: { counts: Record<string, number> } | null;
  shipping: { shopId: number | null; counts: Record<string, number>; byDay: Array<{ day: string; counts: Record<string, number> }>; delivered: number; failed: number } | null;
  outbound: { counts: Record<string, number> } | null;
  topSkus: { skuCount: number; lineCount: number; topCount: number; items: Array<{ skuId: number; orders: number }> } | null;
}

interface TList {
  total: number;
  tabCounts?: Record<string, number>;
  statusCounts?: Record<string, number>;
  items: Array<Record<string, unknown>>;
}

/**
 * Issue 22 point 3: the dashboard reads rollups (client-less day rows for staff over every client, per-SKU blocks of
 * aligned days), and after a varied set of changes over many days each of its numbers is still what the list it
 * links to shows for the same filter — for a client owner and for provider staff over every client.
 */
describe('dashboard rollups', () => {
  let t: TTestApp;
  let owner: string;
  let person: string;
  let ops: string;
  let storeId: number;

  const call = async (token: string, url: string, body: Record<string, unknown>) => {
    const r = await t.call(url, token, body);
    expect(r.status, `${url} ${JSON.stringify(r.body)}`).toBe(200);
    return r.body.data;
  };
  const dash = (token: string, body: Record<string, unknown>) => call(token, '/ffm/dashboard', body) as Promise<TDash>;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    owner = await t.login('owner@demo.vn');
    person = await t.login('canhan@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    storeId = await clientIdOf(db, 'KH0001');
    const hn = await warehouseIdOf(db, 'HN01');
    for (const s of ['RU_A', 'RU_B', 'RU_C']) await insertSku(db, 'KH0001', s, { name: `Hàng ${s}` });
    await insertSku(db, 'KH0002', 'RU_P', { name: 'Hàng cá nhân' });
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'A-01-01', lines: [{ sku: 'RU_A', qty: 100 }, { sku: 'RU_B', qty: 100 }, { sku: 'RU_C', qty: 100 }] });
    await stockUp(t, { client: person, staff: ops }, { warehouseId: hn, location: 'A-01-01', lines: [{ sku: 'RU_P', qty: 20 }] });

    const cols = async (table: string) =>
      sqlRows<{ c: string }>(await db.execute(sql`select column_name as c from information_schema.columns where table_name = ${table} and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position`)).map((r) => r.c);
    // express orders: created, moved on, delivered, cancelled, then spread over past days
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) codes.push(((await call(owner, `${SO}/create`, { ...parcel, client_order_code: `RU-EX-${i}` })) as { order_code: string }).order_code);
    for (const to of ['picked', 'storing', 'delivering', 'delivered']) await call(ops, '/ops/shipping/move', { order_codes: [codes[0], codes[1]], to });
    for (const to of ['picked', 'storing', 'delivering']) await call(ops, '/ops/shipping/move', { order_codes: [codes[2]], to });
    await call(owner, '/shiip/public-api/v2/switch-status/cancel', { order_codes: [codes[3]] });
    await db.execute(sql`update shipping_orders set created_at = now() - interval '5 days' where order_code in (${codes[1]}, ${codes[4]})`);
    await db.execute(sql`update shipping_orders set created_at = now() - interval '21 days' where order_code = ${codes[5]}`);
    await db.execute(sql`update shipping_orders set created_at = now() - interval '40 days' where order_code = ${codes[6]}`);
    // copies on a past day (one of them then deleted: an order without a log)
    const shipCols = await cols('shipping_orders');
    const shipSet: Record<string, string> = { order_code: `'RUX' || i`, client_order_code: `'RUX-' || i`, created_at: `now() - interval '12 days'` };
    await db.execute(sql.raw(`insert into shipping_orders (${shipCols.map((c) => `"${c}"`).join(', ')}) select ${shipCols.map((c) => shipSet[c] ?? `"${c}"`).join(', ')} from shipping_orders, generate_series(1, 3) i where order_code = '${codes[7]}'`));
    await db.execute(sql`delete from shipping_orders where order_code = 'RUX2'`);

    // inbound orders: three, one cancelled, one moved back ten days
    for (const code of ['RU-PO-1', 'RU-PO-2', 'RU-PO-3']) {
      await call(owner, '/ffm/inbound/create', { warehouseId: hn, tplInbound: 'GHN', zoneType: 'B2C1D', estimateReceivedTime: vnDay(2), orderInboundCode: code, lines: [{ sku: 'RU_A', expectedQuantity: 5 }] });
    }
    const waiting = (await call(owner, '/ffm/inbound/list', { status: 0, pageSize: 2 })) as TList;
    await call(owner, '/ffm/inbound/cancel', { id: waiting.items[0]!.id });
    await db.execute(sql`update inbound_orders set created_at = now() - interval '10 days' where id = ${waiting.items[1]!.id as number}`);

    // outbound orders of both clients: created, edited, cancelled; then copies with their lines on past days, some
    // across the 4-, 16- and 64-day block boundaries
    const so: number[] = [];
    for (const [i, items] of [[{ sku: 'RU_A', quantity: 1 }], [{ sku: 'RU_A', quantity: 1 }, { sku: 'RU_B', quantity: 1 }], [{ sku: 'RU_B', quantity: 2 }, { sku: 'RU_C', quantity: 1 }]].entries()) {
      so.push(((await call(owner, '/ffm/outbound/create', outboundDraft(hn, items, { clientOrderCode: `RU-SO-${i}` }))) as { id: number }).id);
    }
    await call(person, '/ffm/outbound/create', outboundDraft(hn, [{ sku: 'RU_P', quantity: 1 }], { clientOrderCode: 'RU-SO-P' }));
    await call(owner, '/ffm/outbound/update', { id: so[0], ...outboundDraft(hn, [{ sku: 'RU_C', quantity: 1 }], { clientOrderCode: 'RU-SO-0' }) });
    await call(owner, '/ffm/outbound/cancel-outbounds', { ids: [so[1]] });
    const orderCols = await cols('outbound_orders');
    const lineCols = await cols('outbound_lines');
    for (const back of [1, 3, 4, 6, 9, 17, 29, 33, 70]) {
      const set: Record<string, string> = { so_code: `'RUB-${back}-' || so_code`, client_order_code: `'RUB-${back}'`, created_at: `now() - interval '${back} days'` };
      const [copy] = sqlRows<{ id: number }>(
        await db.execute(sql.raw(`insert into outbound_orders (${orderCols.map((c) => `"${c}"`).join(', ')}) select ${orderCols.map((c) => set[c] ?? `"${c}"`).join(', ')} from outbound_orders where id = ${so[2]} returning id`)),
      );
      await db.execute(sql.raw(`insert into outbound_lines (${lineCols.map((c) => `"${c}"`).join(', ')}) select ${lineCols.map((c) => (c === 'outbound_id' ? String(copy!.id) : `"${c}"`)).join(', ')} from outbound_lines where outbound_id = ${so[2]}`));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const periods = [{ period: 'today' }, { period: '7d' }, { period: '30d' }, { period: 'range', from: vnDay(-45), to: vnDay(0) }, { period: 'range', from: vnDay(-20), to: vnDay(-2) }];

  it('splits a period into aligned blocks that cover each of its days once', () => {
    for (const [from, to] of [
      ['2026-11-27', '2026-11-27'],
      ['2026-10-29', '2026-11-27'],
      ['2026-08-28', '2026-11-27'],
      ['2026-11-01', '2026-11-30'],
    ] as const) {
      const covered: string[] = [];
      let rows = 0;
      for (const [list, firsts] of skuRollupBlocks(from, to)) {
        const width = list === 'outbound_sku' ? 1 : Number(list.split(':')[1]);
        for (const first of firsts) {
          const start = Date.parse(`${first}T00:00:00Z`) / 86_400_000;
          expect(start % width, `${list} ${first} aligned`).toBe(0);
          for (let i = 0; i < width; i++) covered.push(new Date((start + i) * 86_400_000).toISOString().slice(0, 10));
          rows++;
        }
      }
      const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
      expect(covered.sort()).toEqual(Array.from({ length: days }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10)));
      // a period of d days is read from far fewer rows per SKU than d
      expect(rows).toBeLessThanOrEqual(days === 1 ? 1 : 12);
    }
  });

  for (const who of ['owner', 'staff over every client'] as const) {
    it(`every figure equals its list for the same filter: ${who}`, async () => {
      const token = who === 'owner' ? owner : ops;
      const lists = who === 'owner' ? { ship: `${SO}/list`, inbound: '/ffm/inbound/list', outbound: '/ffm/outbound/list' } : { ship: '/ops/shipping/list', inbound: '/ops/inbound/list', outbound: '/ops/outbound/list' };
      let seenPast = 0;
      for (const p of periods) {
        const d = await dash(token, p);
        const shop = d.shipping!.shopId === null ? {} : { shop_id: d.shipping!.shopId };
        const ship = (await call(token, lists.ship, { from_date: d.from, to_date: d.to, ...shop, pageSize: 1 })) as TList;
        expect(d.shipping!.counts, `${JSON.stringify(p)} shipping`).toEqual(ship.tabCounts);
        for (const tab of ['ORDER_COMPLETED', 'ORDER_CANCEL', 'ORDER_DELIVER']) {
          const one = (await call(token, lists.ship, { tab, from_date: d.from, to_date: d.to, ...shop, pageSize: 1 })) as TList;
          expect(one.total, `${JSON.stringify(p)} ${tab}`).toBe(d.shipping!.counts[tab]);
        }
        for (const row of d.shipping!.byDay.filter((r) => (r.counts.all ?? 0) > 0 || r.day === d.to)) {
          const day = (await call(token, lists.ship, { from_date: row.day, to_date: row.day, ...shop, pageSize: 1 })) as TList;
          expect(row.counts, `${row.day}`).toEqual(day.tabCounts);
        }
        expect(d.shipping!.byDay.reduce((n, r) => n + (r.counts.all ?? 0), 0)).toBe(d.shipping!.counts.all);
        const inbound = (await call(token, lists.inbound, { createdFrom: d.from, createdTo: d.to, pageSize: 1 })) as TList;
        expect(d.inbound!.counts, `${JSON.stringify(p)} inbound`).toEqual(inbound.statusCounts);
        const outbound = (await call(token, lists.outbound, { createdFrom: d.from, createdTo: d.to, pageSize: 1 })) as TList;
        expect(d.outbound!.counts, `${JSON.stringify(p)} outbound`).toEqual(outbound.statusCounts);
        // the top SKUs: each the outbound list filtered by the SKU; the totals those of the period's lines
        const truth = sqlRows<{ skus: number; lines: number }>(
          await t.database.db.execute(sql`
            select count(distinct l.sku_id)::int as skus, count(*)::int as lines from outbound_lines l join outbound_orders o on o.id = l.outbound_id
            where ${who === 'owner' ? sql`o.client_id = ${storeId}` : sql`true`}
              and (o.created_at at time zone 'Asia/Ho_Chi_Minh')::date between ${d.from}::date and ${d.to}::date`),
        )[0]!;
        expect({ skus: d.topSkus!.skuCount, lines: d.topSkus!.lineCount }, JSON.stringify(p)).toEqual(truth);
        expect(d.topSkus!.items).toHaveLength(d.topSkus!.topCount);
        for (const item of d.topSkus!.items) {
          const bySku = (await call(token, lists.outbound, { skuId: item.skuId, createdFrom: d.from, createdTo: d.to, pageSize: 1 })) as TList;
          expect(bySku.total, `${JSON.stringify(p)} sku ${item.skuId}`).toBe(item.orders);
        }
        if (d.from < vnDay(-6)) seenPast += (d.shipping!.counts.all ?? 0) - ((await dash(token, { period: 'today' })).shipping!.counts.all ?? 0);
      }
      // the changes on past days are in the longer periods
      expect(seenPast).toBeGreaterThan(0);
    });
  }

  it('staff over every client read the client-less rollup, which equals the sum over the clients', async () => {
    const db = t.database.db;
    const diff = sqlRows<{ list: string; day: string; bucket: string; clients: number; rollup: number }>(
      await db.execute(sql`
        with c as (select list, day, bucket, sum(n)::int as n from daily_counters where client_id > 0 and list in ('shipping', 'outbound', 'inbound') group by 1, 2, 3),
             r as (select split_part(list, ':', 1) as list, day, bucket, sum(n)::int as n from daily_counters where client_id < 0 group by 1, 2, 3)
        select coalesce(c.list, r.list) as list, coalesce(c.day, r.day)::text as day, coalesce(c.bucket, r.bucket) as bucket, coalesce(c.n, 0) as clients, coalesce(r.n, 0) as rollup
        from c full join r on r.list = c.list and r.day = c.day and r.bucket = c.bucket where coalesce(c.n, 0) <> coalesce(r.n, 0)`),
    );
    expect(diff).toEqual([]);
    const [rows] = sqlRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from daily_counters where client_id < 0`));
    expect(rows!.n).toBeGreaterThan(0);
  });
});
