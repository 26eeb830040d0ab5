import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';
import { outboundDraft } from '../../test/kits/outbound.ts';

const SO = '/shiip/public-api/v2/shipping-order';
const parcel = {
  to_name: 'Ngô Văn Song',
  to_phone: '0933 222 111',
  to_address: '1 Tràng Tiền',
  to_district_id: 760,
  to_ward_code: '26740',
  weight: 500,
  length: 10,
  width: 10,
  height: 10,
  cod_amount: 0,
  insurance_value: 0,
  service_type_id: 2,
  payment_type_id: 1,
  required_note: 'CHOXEMHANGKHONGTHU',
  content: 'Sách',
  items: [{ name: 'Sách', quantity: 1, price: 50_000 }],
};

/**
 * The dashboard's rollups on a real PostgreSQL server: creates and cancels of two clients on parallel connections
 * write the staff's client-less striped rows and the SKU blocks in their own transactions, and the staff dashboard
 * over every client then equals the lists.
 */
describe('dashboard rollups under concurrency (PostgreSQL)', () => {
  let t: TTestApp;
  let owner: string;
  let person: string;
  let ops: string;
  let hn: number;

  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    owner = await t.login('owner@demo.vn');
    person = await t.login('canhan@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    hn = await warehouseIdOf(t.database.db, 'HN01');
    await insertSku(t.database.db, 'KH0001', 'PGR_A');
    await insertSku(t.database.db, 'KH0002', 'PGR_P');
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'A-03-01', lines: [{ sku: 'PGR_A', qty: 500 }] });
    await stockUp(t, { client: person, staff: ops }, { warehouseId: hn, location: 'A-03-02', lines: [{ sku: 'PGR_P', qty: 500 }] });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('parallel creates and cancels of two clients keep the staff rollup equal to the clients’ rows and the lists', async () => {
    const results = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) => t.call(`${SO}/create`, owner, { ...parcel, client_order_code: `PGR-EX-${i}` })),
      ...Array.from({ length: 30 }, (_, i) => t.call('/ffm/outbound/create', i % 2 ? owner : person, outboundDraft(hn, [{ sku: i % 2 ? 'PGR_A' : 'PGR_P', quantity: 1 }], { clientOrderCode: `PGR-SO-${i}` }))),
    ]);
    expect(results.filter((r) => r.status !== 200).map((r) => r.body)).toEqual([]);
    const codes = results.slice(0, 40).map((r) => r.body.data.order_code as string);
    const cancels = await Promise.all(codes.slice(0, 10).map((c) => t.call('/shiip/public-api/v2/switch-status/cancel', owner, { order_codes: [c] })));
    expect(cancels.every((r) => r.status === 200)).toBe(true);

    const diff = sqlRows<{ list: string }>(
      await t.database.db.execute(sql`
        with c as (select list, day, bucket, sum(n)::int as n from daily_counters where client_id > 0 and list in ('shipping', 'outbound', 'inbound') group by 1, 2, 3),
             r as (select split_part(list, ':', 1) as list, day, bucket, sum(n)::int as n from daily_counters where client_id < 0 group by 1, 2, 3)
        select coalesce(c.list, r.list) as list from c full join r on r.list = c.list and r.day = c.day and r.bucket = c.bucket where coalesce(c.n, 0) <> coalesce(r.n, 0)`),
    );
    expect(diff).toEqual([]);

    const d = (await t.call('/ffm/dashboard', ops, { period: 'today' })).body.data;
    const ship = (await t.call('/ops/shipping/list', ops, { from_date: d.from, to_date: d.to, pageSize: 1 })).body.data;
    expect(d.shipping.counts).toEqual(ship.tabCounts);
    expect(d.shipping.counts.cancel).toBeGreaterThanOrEqual(10);
    const out = (await t.call('/ops/outbound/list', ops, { createdFrom: d.from, createdTo: d.to, pageSize: 1 })).body.data;
    expect(d.outbound.counts).toEqual(out.statusCounts);
    expect(d.topSkus.lineCount).toBeGreaterThanOrEqual(30);
    for (const item of d.topSkus.items as Array<{ skuId: number; orders: number }>) {
      const bySku = (await t.call('/ops/outbound/list', ops, { skuId: item.skuId, createdFrom: d.from, createdTo: d.to, pageSize: 1 })).body.data;
      expect(bySku.total).toBe(item.orders);
    }
  });

  it('two open transactions of different clients never wait for each other on the staff rollup', async () => {
    // clients 1 and 17 shared a stripe when stripes were client_id % 16: the second waited for the first's commit
    const pool = (t.database.db as unknown as { $client: { connect(): Promise<{ query(q: string): Promise<{ rows: Array<Record<string, unknown>> }>; release(): void }> } }).$client;
    const [a, b] = [await pool.connect(), await pool.connect()];
    const total = async () => Number((await a.query(`select coalesce(sum(n), 0)::int as n from daily_counters where list = 'shipping:all' and day = date '2020-01-02'`)).rows[0]!.n);
    const bump = (client: number) =>
      `insert into daily_counters (client_id, shop_id, list, day, bucket, n) values (${client}, 0, 'shipping', date '2020-01-02', 'ready_to_pick', 1)
       on conflict (client_id, list, day, bucket, shop_id) do update set n = daily_counters.n + 1`;
    try {
      const before = await total();
      await a.query('begin');
      await a.query(bump(1));
      await b.query('begin');
      await b.query(`set local lock_timeout = '2s'`);
      await b.query(bump(17)); // before: canceling statement due to lock timeout
      await b.query('commit');
      await a.query('commit');
      expect(await total()).toBe(before + 2);
    } finally {
      await a.query('rollback').catch(() => undefined);
      a.release();
      b.release();
    }
  });
});
