import * as XLSX from '@e965/xlsx';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@ffm/domain';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { clientIdOf, expectLedgerBalanced, insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';
import { locations } from '../warehouses/schema.ts';
import { checkLedgerMatchesBalances } from './check-ledger.ts';
import { postMovements, type TMovement } from './post-movements.ts';
import { inventoryLotTotals } from './schema.ts';

interface TRow {
  [k: string]: unknown;
}
interface TPage {
  items: TRow[];
  total: number;
  totalExact: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
}

/** A detail row's identity (the lot totals' key). */
const keyOf = (r: TRow) => [r.warehouseCode, r.customerCode, r.sku, r.lotNum, r.condition, r.zoneType].join('|');

/** The inventory lists at volume (docs/lists.md): pages from the totals by keyset, counter totals, capped counts, full exports. */
describe('inventory lists: keyset pages over the totals kept beside the ledger', () => {
  let t: TTestApp;
  let owner: string;
  let canhan: string;
  let ops: string;
  let hn: number;
  let kh1: number;
  let kh2: number;
  const BULK = LIST_COUNT_CAP + 100;

  const detail = async (token: string, body: Record<string, unknown>): Promise<TPage> => {
    const r = await t.call('/ffm/inventory/detail-list', token, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as TPage;
  };
  const summary = async (token: string, body: Record<string, unknown>): Promise<TPage> => {
    const r = await t.call('/ffm/inventory/summary-list', token, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as TPage;
  };
  const count = async (q: ReturnType<typeof sql>) => sqlRows<{ n: number }>(await t.database.db.execute(q))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await insertSku(db, 'KH0001', 'AO_KHOAC', { name: 'Áo khoác gió' });
    await insertSku(db, 'KH0002', 'NON_LA', { name: 'Nón lá' });
    hn = await warehouseIdOf(db, 'HN01');
    kh1 = await clientIdOf(db, 'KH0001');
    kh2 = await clientIdOf(db, 'KH0002');
    owner = await t.login('owner@demo.vn');
    canhan = await t.login('canhan@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'A-01-01', lines: [{ sku: 'AO_KHOAC', qty: 20 }] });
    await stockUp(t, { client: canhan, staff: ops }, { warehouseId: hn, location: 'A-01-01', lines: [{ sku: 'NON_LA', qty: 5 }] });
    // volume in one statement each, through the same triggers as a posting: SKUs, their balances and the
    // ledger rows that explain them (so the books stay right)
    const [loc] = await db.select({ id: locations.id }).from(locations).where(and(eq(locations.warehouseId, hn), eq(locations.code, 'A-01-02')));
    await db.execute(sql`
      insert into skus (client_id, sku, m_code, s_code, name, search_text, name_key, category, unit, description, gross_weight, net_weight, length, width, height, volume)
      select ${kh1}, 'BULK' || lpad(i::text, 5, '0'), 'BM' || i, 'BS' || i, 'Quần jean ' || i, 'bulk' || lpad(i::text, 5, '0') || ' bm' || i || ' bs' || i || ' quan jean ' || i,
        'quan jean' || lpad(i::text, 6, '0'), 'THOI_TRANG', 'CAI', 'x', 100, 90, 10, 10, 10, 1000
      from generate_series(1, ${BULK}) i`);
    await db.execute(sql`
      with b as (
        insert into inventory_balances (warehouse_id, client_id, sku_id, lot, location_id, condition, qty, expiry_date, zone_type, warehoused_at)
        select ${hn}, ${kh1}, s.id, 'L' || (s.id % 3), ${loc!.id}, 'GOOD', 1 + s.id % 37,
          case when s.id % 5 = 0 then null else date '2027-01-01' + (s.id % 400) end, 'B2C1D', timestamptz '2026-01-01' + (s.id % 97) * interval '1 hour'
        from skus s where s.client_id = ${kh1} and s.sku like 'BULK%'
        returning *
      )
      insert into inventory_ledger (batch_id, balance_id, warehouse_id, client_id, sku_id, lot, location_id, condition, expiry_date, zone_type, movement_type, qty_delta)
      select 'bulk', b.id, b.warehouse_id, b.client_id, b.sku_id, b.lot, b.location_id, b.condition, b.expiry_date, b.zone_type, 'ADJUST', b.qty from b`);
    await expectLedgerBalanced(db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an unfiltered list reads its total from the counter: exact above 1,000', async () => {
    const lots = await count(sql`select count(*)::int as n from inventory_lot_totals where client_id = ${kh1} and qty > 0`);
    const skus = await count(sql`select count(*)::int as n from inventory_sku_totals where client_id = ${kh1} and (qty > 0 or qty_lost > 0)`);
    expect(lots).toBe(BULK + 1);
    const d = await detail(owner, {});
    expect(d).toMatchObject({ total: lots, totalExact: true, prevCursor: null });
    expect(d.items).toHaveLength(20);
    expect(d.nextCursor).not.toBeNull();
    expect(await summary(owner, {})).toMatchObject({ total: skus, totalExact: true });
    // staff without a customer: every client's
    expect((await detail(ops, {})).total).toBe(lots + 1);
  });

  it('a filtered total is counted up to 1,000, then "more than"', async () => {
    expect(await detail(owner, { keyword: 'QUẦN JEAN' })).toMatchObject({ total: LIST_COUNT_CAP, totalExact: false });
    expect(await summary(owner, { keyword: 'quan jean' })).toMatchObject({ total: LIST_COUNT_CAP, totalExact: false });
    expect(await detail(owner, { keyword: 'bulk0001' })).toMatchObject({ total: 10, totalExact: true });
    expect(await detail(owner, { keyword: 'khoac gio' })).toMatchObject({ total: 1, totalExact: true });
    expect(await summary(owner, { keyword: 'BM7' })).toMatchObject({ totalExact: true });
  });

  it('page 1, the next page by cursor, then the previous page by cursor: the same rows as page 1', async () => {
    for (const body of [{}, { sortBy: 'expiryDate', sortDir: 'desc' }, { sortBy: 'qty', sortDir: 'asc' }]) {
      const p1 = await detail(owner, { ...body, pageSize: 25 });
      const p2 = await detail(owner, { ...body, pageSize: 25, page: 2, cursor: p1.nextCursor });
      expect(p2.items.map(keyOf).some((k) => p1.items.map(keyOf).includes(k))).toBe(false);
      const back = await detail(owner, { ...body, pageSize: 25, page: 1, cursor: p2.prevCursor });
      expect(back.items.map(keyOf)).toEqual(p1.items.map(keyOf));
      expect(back.prevCursor).toBeNull();
    }
    const s1 = await summary(owner, { pageSize: 30 });
    const s2 = await summary(owner, { pageSize: 30, cursor: s1.nextCursor });
    const sBack = await summary(owner, { pageSize: 30, cursor: s2.prevCursor });
    expect(sBack.items.map((r) => r.skuId)).toEqual(s1.items.map((r) => r.skuId));
  });

  const orders = [
    { sortBy: 'warehouse', sortDir: 'asc', field: 'warehouseCode' },
    { sortBy: 'sku', sortDir: 'desc', field: 'sku' },
    { sortBy: 'expiryDate', sortDir: 'asc', field: 'expiryDate' },
    { sortBy: 'warehousedAt', sortDir: 'desc', field: 'warehousingDate' },
    { sortBy: 'qty', sortDir: 'desc', field: 'qty' },
  ] as const;
  for (const o of orders) {
    it(`walks every page by cursor and back (${o.sortBy} ${o.sortDir}): each row once, in order`, async () => {
      const body = { sortBy: o.sortBy, sortDir: o.sortDir, pageSize: 200 };
      const pages: TRow[][] = [];
      let last: TPage | undefined;
      do {
        last = await detail(owner, { ...body, ...(last ? { cursor: last.nextCursor } : {}) });
        pages.push(last.items);
      } while (last.nextCursor);
      const all = pages.flat();
      expect(all).toHaveLength(last.total);
      expect(new Set(all.map(keyOf)).size).toBe(all.length);
      // in the order asked for (no expiry: after every date ascending)
      const sortable = (r: TRow) => (r[o.field] === null ? '9999' : (r[o.field] as string | number));
      for (let i = 1; i < all.length; i++) {
        const [a, b] = [sortable(all[i - 1]!), sortable(all[i]!)];
        expect(o.sortDir === 'asc' ? a <= b : a >= b, `${String(a)} then ${String(b)}`).toBe(true);
      }
      const back: TRow[][] = [];
      let prev = last.prevCursor;
      while (prev) {
        const p = await detail(owner, { ...body, cursor: prev });
        back.unshift(p.items);
        prev = p.prevCursor;
      }
      expect(back.map((p) => p.map(keyOf))).toEqual(pages.slice(0, -1).map((p) => p.map(keyOf)));
    });
  }

  it('a deep page by cursor is the page the offset gives', async () => {
    const body = { sortBy: 'sku', sortDir: 'asc', pageSize: 50 };
    let page: TPage | undefined;
    for (let n = 1; n <= 15; n++) page = await detail(owner, { ...body, page: n, ...(page ? { cursor: page.nextCursor } : {}) });
    const byOffset = await detail(owner, { ...body, page: 15 });
    expect(page!.items.map(keyOf)).toEqual(byOffset.items.map(keyOf));
    expect(page!.items[0]!.sku).toBe(`BULK${String(14 * 50 + 1 - 1).padStart(5, '0')}`);
  });

  it("another client's rows never appear, whatever the cursor says; a forged cursor is bad input", async () => {
    const theirs = await detail(canhan, {});
    expect(theirs.items.map((r) => r.sku)).toEqual(['NON_LA']);
    expect(theirs).toMatchObject({ total: 1, totalExact: true, nextCursor: null, prevCursor: null });
    // the owner's cursor replayed by another client walks that client's rows only
    const mine = await detail(owner, { pageSize: 5 });
    const replay = await detail(canhan, { pageSize: 5, cursor: mine.nextCursor });
    expect(replay.items.every((r) => r.customerCode === 'KH0002')).toBe(true);
    expect((await summary(canhan, { customerId: kh1 })).items.every((r) => r.customerCode === 'KH0002')).toBe(true);
    const one = await summary(ops, { customerId: kh2 });
    expect(one.items.map((r) => r.sku)).toEqual(['NON_LA']);
    const forged = (c: unknown) => Buffer.from(JSON.stringify(c)).toString('base64url');
    for (const [sortBy, cursor] of [
      ['warehouse', 'not-a-cursor'],
      ['warehouse', forged({ d: 'next', v: 'x', id: 1 })],
      ['warehouse', forged({ d: 'next', v: '["HN01","X"]', id: 1 })],
      ['qty', forged({ d: 'next', v: 'many', id: 1 })],
      ['expiryDate', forged({ d: 'prev', v: '["HN01","X","L1"]', id: 1 })],
      ['warehousedAt', forged({ d: 'next', v: '2026-01-01', id: 1e12 })],
    ]) {
      const r = await t.call('/ffm/inventory/detail-list', owner, { sortBy, cursor });
      expect(r.status, `${sortBy} ${cursor}`).toBe(400);
    }
  });

  it('the exports hold every row, past 1,000 (keyset pages of 1,000, no cap)', async () => {
    for (const [url, total] of [
      ['/ffm/inventory/detail-export', (await detail(owner, {})).total],
      ['/ffm/inventory/summary-export', (await summary(owner, {})).total],
    ] as const) {
      expect(total).toBeGreaterThan(1000);
      const res = await t.app.inject({ method: 'POST', url, headers: { token: owner }, payload: {} });
      expect(res.statusCode, url).toBe(200);
      const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
      expect(rows, url).toHaveLength(total + 1);
      expect(new Set(rows.slice(1).map((r) => JSON.stringify(r))).size, url).toBe(total);
    }
  });

  it('the earliest dates follow the stock on hand: a lot that ships its earliest stock shows the next', async () => {
    const db = t.database.db;
    const skuId = await insertSku(db, 'KH0001', 'DATED');
    const locs = await db.select().from(locations).where(eq(locations.warehouseId, hn));
    const at = (code: string) => locs.find((l) => l.code === code)!.id;
    const base = { warehouseId: hn, clientId: kh1, skuId, lot: '', condition: 'GOOD' as const, zoneType: 'B2C1D' as const };
    const post = (m: TMovement[]) => db.transaction((tx) => postMovements(tx, m, null));
    const lot = async () =>
      (await db.select().from(inventoryLotTotals).where(and(eq(inventoryLotTotals.skuId, skuId), eq(inventoryLotTotals.clientId, kh1))))[0];
    await post([
      { ...base, type: 'ADJUST', locationId: at('A-01-01'), qtyDelta: 3, expiryDate: '2027-03-01' },
      { ...base, type: 'ADJUST', locationId: at('A-01-02'), qtyDelta: 4, expiryDate: '2028-03-01' },
    ]);
    expect(await lot()).toMatchObject({ qty: 7, qtyAvailable: 7, expiryDate: '2027-03-01' });
    await post([{ ...base, type: 'ADJUST', locationId: at('A-01-01'), qtyDelta: -3 }]);
    expect(await lot()).toMatchObject({ qty: 4, expiryDate: '2028-03-01' });
    const d = await detail(owner, { sku: 'DATED' });
    expect(d.items.map((r) => [r.qty, r.expiryDate, r.locationCodes])).toEqual([[4, '2028-03-01', ['A-01-02']]]);
    await post([{ ...base, type: 'ADJUST', locationId: at('A-01-02'), qtyDelta: -4 }]);
    expect(await lot()).toMatchObject({ qty: 0, expiryDate: null, warehousedAt: null });
    expect((await detail(owner, { sku: 'DATED' })).items).toEqual([]);
    await expectLedgerBalanced(db);
  });

  it('the check finds a totals row that drifted from its balances', async () => {
    const db = t.database.db;
    const [lot] = await db.select().from(inventoryLotTotals).where(and(eq(inventoryLotTotals.clientId, kh2), sql`qty > 0`));
    await db.execute(sql`update inventory_lot_totals set qty = qty + 1 where id = ${lot!.id}`);
    await db.execute(sql`update inventory_sku_totals set qty_available = qty_available - 1 where client_id = ${kh2}`);
    const found = await checkLedgerMatchesBalances(db);
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table: 'inventory_lot_totals', clientId: kh2, totals: expect.objectContaining({ qty: 6 }), balances: expect.objectContaining({ qty: 5 }) }),
        expect.objectContaining({ table: 'inventory_sku_totals', clientId: kh2, totals: expect.objectContaining({ qty_available: 4 }), balances: expect.objectContaining({ qty_available: 5 }) }),
      ]),
    );
    const audit = await t.call('/ops/inventory/check-ledger', ops);
    expect(audit.body.data.ok).toBe(false);
    expect(audit.body.data.mismatches).toHaveLength(2);
    await db.execute(sql`update inventory_lot_totals set qty = qty - 1 where id = ${lot!.id}`);
    await db.execute(sql`update inventory_sku_totals set qty_available = qty_available + 1 where client_id = ${kh2}`);
    await expectLedgerBalanced(db);
    // a lot's dates are checked too
    await db.execute(sql`update inventory_lot_totals set expiry_date = '2020-01-01' where id = ${lot!.id}`);
    expect(await checkLedgerMatchesBalances(db)).toEqual([expect.objectContaining({ table: 'inventory_lot_totals', totals: expect.objectContaining({ expiry_date: '2020-01-01' }) })]);
    await db.execute(sql`update inventory_lot_totals set expiry_date = null where id = ${lot!.id}`);
    await expectLedgerBalanced(db);
  });

  it('each call answers for its own values: statements are built once per shape, never with a value frozen in', async () => {
    const db = t.database.db;
    // what the lists must answer, read straight from the tables
    const rowsOf = async <R>(q: ReturnType<typeof sql>) => sqlRows<R>(await db.execute(q));
    const lotSkus = async (where: ReturnType<typeof sql>, order: ReturnType<typeof sql>, n: number) =>
      (await rowsOf<{ s: string }>(sql`select sku_code as s from inventory_lot_totals where qty > 0 and ${where} order by ${order} limit ${n}`)).map((r) => r.s);
    const lotCount = async (where: ReturnType<typeof sql>) => count(sql`select count(*)::int as n from inventory_lot_totals where qty > 0 and ${where}`);
    const mine = sql`client_id = ${kh1}`;
    // a SKU stocked and emptied again: a summary row with nothing left, two ledger rows
    const gone = await insertSku(db, 'KH0001', 'GONE');
    const [a0101] = await db.select({ id: locations.id }).from(locations).where(and(eq(locations.warehouseId, hn), eq(locations.code, 'A-01-01')));
    const leg = { warehouseId: hn, clientId: kh1, skuId: gone, lot: '', condition: 'GOOD' as const, zoneType: 'B2C1D' as const, type: 'ADJUST' as const, locationId: a0101!.id };
    await db.transaction((tx) => postMovements(tx, [{ ...leg, qtyDelta: 2 }], null));
    await db.transaction((tx) => postMovements(tx, [{ ...leg, qtyDelta: -2 }], null));
    const byWarehouse = sql`warehouse_code, sku_code, lot, id`;

    // detail: one SKU code, then another, then back (the same shape each time)
    for (const code of ['BULK00007', 'BULK00512', 'AO_KHOAC', 'BULK00007']) {
      const d = await detail(owner, { sku: code });
      expect(d.items.map((r) => r.sku), code).toEqual([code]);
      expect(d.total).toBe(1);
    }
    // a keyword, then another (and one that finds nothing: the empty page's total is read alone, with its values)
    for (const keyword of ['bulk0003', 'BULK0104', 'khoác', 'nothing-like-it', 'bulk0003']) {
      const d = await detail(owner, { keyword, pageSize: 5 });
      const like = `%${keyword.toLowerCase().replace('khoác', 'khoac')}%`;
      const where = sql`${mine} and sku_id in (select id from skus where client_id = ${kh1} and search_text like ${like})`;
      expect(d.items.map((r) => r.sku), keyword).toEqual(await lotSkus(where, byWarehouse, 5));
      expect(d.total, keyword).toBe(await lotCount(where));
    }
    // the lot, the expiry, the condition: each value its own rows
    for (const f of [{ lot: 'L1' }, { lot: 'l2' }, { expiryBefore: '2027-02-01' }, { expiryBefore: '2027-06-01' }, { condition: 'BAD' }, { condition: 'GOOD', lot: 'L0' }]) {
      const where = sql.join(
        [
          mine,
          'lot' in f ? sql`lot ilike ${`%${f.lot}%`}` : undefined,
          'expiryBefore' in f ? sql`expiry_key < ${f.expiryBefore}` : undefined,
          'condition' in f ? sql`condition = ${f.condition}` : undefined,
        ].filter((c) => c !== undefined),
        sql` and `,
      );
      const d = await detail(owner, { ...f, pageSize: 7 });
      expect(d.items.map((r) => r.sku), JSON.stringify(f)).toEqual(await lotSkus(where, byWarehouse, 7));
      expect(Math.min(d.total, LIST_COUNT_CAP), JSON.stringify(f)).toBe(Math.min(await lotCount(where), LIST_COUNT_CAP));
    }
    // the same filter for another client, then the provider (no client at all), then the first client again
    for (const [token, where] of [
      [owner, mine],
      [canhan, sql`client_id = ${kh2}`],
      [ops, sql`true`],
      [owner, mine],
    ] as const) {
      const d = await detail(token, { warehouseId: hn, pageSize: 3 });
      expect(d.items.map((r) => r.sku)).toEqual(await lotSkus(sql`${where} and warehouse_id = ${hn}`, byWarehouse, 3));
    }
    // both directions of one sort, then another sort: each its own order
    for (const [sortBy, sortDir, order] of [
      ['qty', 'asc', sql`qty asc, id asc`],
      ['qty', 'desc', sql`qty desc, id desc`],
      ['expiryDate', 'desc', sql`expiry_key desc, id desc`],
      ['qty', 'asc', sql`qty asc, id asc`],
    ] as const) {
      const p1 = await detail(owner, { sortBy, sortDir, pageSize: 10 });
      const expected = await lotSkus(mine, order, 30);
      expect(p1.items.map((r) => r.sku), `${sortBy} ${sortDir}`).toEqual(expected.slice(0, 10));
      // two cursor pages in a row: the second must not reuse the first's cursor
      const p2 = await detail(owner, { sortBy, sortDir, pageSize: 10, cursor: p1.nextCursor });
      const p3 = await detail(owner, { sortBy, sortDir, pageSize: 10, cursor: p2.nextCursor });
      expect([...p2.items, ...p3.items].map((r) => r.sku), `${sortBy} ${sortDir}`).toEqual(expected.slice(10, 30));
      // and back from page 3 to page 2
      const back = await detail(owner, { sortBy, sortDir, pageSize: 10, cursor: p3.prevCursor });
      expect(back.items.map(keyOf)).toEqual(p2.items.map(keyOf));
    }
    // pages by offset (old clients): page 3, then page 2 of the same shape
    for (const page of [3, 2]) {
      const d = await detail(owner, { page, pageSize: 10 });
      expect(d.items.map((r) => r.sku), `page ${page}`).toEqual((await lotSkus(mine, byWarehouse, page * 10)).slice((page - 1) * 10));
    }

    // summary: several SKUs at once, other SKUs, a different count of them
    const ids = (await rowsOf<{ id: number; sku: string }>(sql`select id, sku from skus where client_id = ${kh1} and sku like 'BULK%' order by sku limit 6`));
    for (const pick of [ids.slice(0, 2), ids.slice(2, 5), ids.slice(4, 6), ids.slice(0, 2)]) {
      const s = await summary(owner, { skuIds: pick.map((r) => r.id) });
      expect(s.items.map((r) => r.sku)).toEqual(pick.map((r) => r.sku));
      expect(s.total).toBe(pick.length);
    }
    for (const code of ['BULK00009', 'NON_LA', 'BULK00010']) {
      const s = await summary(ops, { sku: code });
      expect(s.items.map((r) => r.sku), code).toEqual([code]);
    }
    // every SKU (also those with nothing left), then only those in stock: the same values, another statement
    const allRows = await count(sql`select count(*)::int as n from inventory_sku_totals where client_id = ${kh1}`);
    const inStock = await count(sql`select count(*)::int as n from inventory_sku_totals where client_id = ${kh1} and in_stock`);
    expect(allRows).toBeGreaterThan(inStock); // GONE
    expect(await summary(owner, { onlyInStock: false })).toMatchObject({ total: LIST_COUNT_CAP, totalExact: false });
    expect(await summary(owner, {})).toMatchObject({ total: inStock, totalExact: true });
    const empty = await summary(owner, { onlyInStock: false, sku: 'GONE' });
    expect(empty.items.map((r) => [r.sku, r.qty])).toEqual([['GONE', 0]]);
    expect((await summary(owner, { sku: 'GONE' })).items).toEqual([]);
    const s1 = await summary(owner, { pageSize: 4 });
    const s2 = await summary(owner, { pageSize: 4, cursor: s1.nextCursor });
    const s3 = await summary(owner, { pageSize: 4, cursor: s2.nextCursor });
    const sumSkus = (await rowsOf<{ s: string }>(sql`select sku_code as s from inventory_sku_totals where client_id = ${kh1} and in_stock order by warehouse_code, sku_code, id limit 12`)).map((r) => r.s);
    expect([...s1.items, ...s2.items, ...s3.items].map((r) => r.sku)).toEqual(sumSkus);

    // ledger: by SKU, by another SKU, by document, then pages of one filter by cursor
    const ledger = async (body: Record<string, unknown>): Promise<TPage> => {
      const r = await t.call('/ops/inventory/ledger', ops, body);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data as TPage;
    };
    const ledgerIds = async (where: ReturnType<typeof sql>, n: number) =>
      (await rowsOf<{ id: number }>(sql`select id::int as id from inventory_ledger where ${where} order by id desc limit ${n}`)).map((r) => Number(r.id));
    for (const pick of [ids[0]!, ids[3]!, ids[0]!]) {
      const l = await ledger({ skuId: pick.id });
      expect(l.items.map((r) => r.id)).toEqual(await ledgerIds(sql`sku_id = ${pick.id}`, 20));
      expect(l.items.every((r) => r.sku === pick.sku)).toBe(true);
    }
    for (const f of [{ skuId: gone, warehouseId: hn }, { customerId: kh2 }, { refType: 'INBOUND' }, { skuId: gone, warehouseId: hn + 1000 }]) {
      const where = sql.join(
        [
          sql`true`,
          'skuId' in f ? sql`sku_id = ${f.skuId}` : undefined,
          'warehouseId' in f ? sql`warehouse_id = ${f.warehouseId}` : undefined,
          'customerId' in f ? sql`client_id = ${f.customerId}` : undefined,
          'refType' in f ? sql`ref_type = ${f.refType}` : undefined,
        ].filter((c) => c !== undefined),
        sql` and `,
      );
      const l = await ledger({ ...f, pageSize: 10 });
      expect(l.items.map((r) => r.id), JSON.stringify(f)).toEqual(await ledgerIds(where, 10));
      expect(Math.min(l.total, LIST_COUNT_CAP), JSON.stringify(f)).toBe(Math.min(await count(sql`select count(*)::int as n from inventory_ledger where ${where}`), LIST_COUNT_CAP));
    }
    const l1 = await ledger({ pageSize: 15 });
    const l2 = await ledger({ pageSize: 15, cursor: l1.nextCursor });
    const l3 = await ledger({ pageSize: 15, cursor: l2.nextCursor });
    expect([...l1.items, ...l2.items, ...l3.items].map((r) => r.id)).toEqual(await ledgerIds(sql`true`, 45));
  });

  it('the codes the totals copy cannot change', async () => {
    await expect(t.database.db.execute(sql`update warehouses set code = 'HN99' where id = ${hn}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`update skus set sku = 'RENAMED' where sku = 'NON_LA'`)).rejects.toThrow();
  });
});
