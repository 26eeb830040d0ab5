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

  it('the codes the totals copy cannot change', async () => {
    await expect(t.database.db.execute(sql`update warehouses set code = 'HN99' where id = ${hn}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`update skus set sku = 'RENAMED' where sku = 'NON_LA'`)).rejects.toThrow();
  });
});
