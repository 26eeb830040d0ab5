import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { clientIdOf, expectLedgerBalanced, insertSku, warehouseIdOf } from '../../test/kits/inventory.ts';
import { locations } from '../warehouses/schema.ts';
import { checkTotalsMatchBalances } from './check-ledger.ts';
import { postMovements, type TMovement } from './post-movements.ts';
import { inventoryLotTotals, inventorySkuTotals } from './schema.ts';

/**
 * The totals beside the ledger under concurrency (PostgreSQL, parallel connections): postings that touch
 * different balance rows of the same lots and SKUs upsert the same totals rows at once. A deadlock or a lost
 * update would show here (plain transactions: nothing retries behind the test's back).
 */
describe('inventory totals under concurrent postings (PostgreSQL)', () => {
  let t: TTestApp;
  let base: { warehouseId: number; clientId: number };
  let skuA: number;
  let skuB: number;
  let locs: number[];

  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    const db = t.database.db;
    const warehouseId = await warehouseIdOf(db, 'HN01');
    base = { warehouseId, clientId: await clientIdOf(db, 'KH0001') };
    skuA = await insertSku(db, 'KH0001', 'TOT_A');
    skuB = await insertSku(db, 'KH0001', 'TOT_B');
    const rows = await db
      .insert(locations)
      .values(Array.from({ length: 20 }, (_, i) => ({ warehouseId, code: `T-01-${String(i).padStart(2, '0')}`, zone: 'T', aisle: '01', bin: String(i).padStart(2, '0') })))
      .returning({ id: locations.id });
    locs = rows.map((r) => r.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (m: TMovement[]) => t.database.db.transaction((tx) => postMovements(tx, m, null));
  const lotOf = async (skuId: number) =>
    (await t.database.db.select().from(inventoryLotTotals).where(and(eq(inventoryLotTotals.skuId, skuId), eq(inventoryLotTotals.lot, ''))))[0];

  /** The stock totals (per client, warehouse and stripe) against a fresh sum of the SKU totals in stock: the rows that differ. */
  const stockTotalsOff = async () =>
    sqlRows(
      await t.database.db.execute(sql`
      with fresh as (select client_id, warehouse_id, sum(qty)::bigint as qty, sum(qty_allocated)::bigint as qa, sum(qty_held)::bigint as qh, sum(qty_lost)::bigint as ql, sum(qty_defective)::bigint as qd, sum(qty_available)::bigint as qv
                     from inventory_sku_totals where in_stock group by 1, 2),
           kept as (select client_id, warehouse_id, sum(qty)::bigint as qty, sum(qty_allocated)::bigint as qa, sum(qty_held)::bigint as qh, sum(qty_lost)::bigint as ql, sum(qty_defective)::bigint as qd, sum(qty_available)::bigint as qv
                    from inventory_stock_totals group by 1, 2 having sum(abs(qty)) + sum(abs(qty_allocated)) + sum(abs(qty_held)) + sum(abs(qty_lost)) + sum(abs(qty_defective)) + sum(abs(qty_available)) > 0)
      select * from fresh full join kept using (client_id, warehouse_id)
      where (fresh.qty, fresh.qa, fresh.qh, fresh.ql, fresh.qd, fresh.qv) is distinct from (kept.qty, kept.qa, kept.qh, kept.ql, kept.qd, kept.qv)`),
    );

  it('parallel postings into the same lots through different locations: every unit counted, earliest dates right, no deadlock', async () => {
    // each posting: both SKUs, in opposite orders for odd and even ones, each into its own location
    const results = await Promise.allSettled(
      locs.map((locationId, i) => {
        const a: TMovement = { ...base, skuId: skuA, lot: '', condition: 'GOOD', locationId, type: 'ADJUST', qtyDelta: 1 + i, expiryDate: `2030-01-${String(1 + i).padStart(2, '0')}` };
        const b: TMovement = { ...base, skuId: skuB, lot: '', condition: 'GOOD', locationId, type: 'ADJUST', qtyDelta: 2, zoneType: 'B2C1D' };
        return post(i % 2 ? [a, b] : [b, a]);
      }),
    );
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    expect(await lotOf(skuA)).toMatchObject({ qty: 210, qtyAvailable: 210, expiryDate: '2030-01-01' });
    await expectLedgerBalanced(t.database.db);
  });

  it('parallel postings taking stock out while others bring it in: the totals end where the balances do', async () => {
    const results = await Promise.allSettled(
      locs.map((locationId, i) =>
        // the even locations empty themselves (the earliest expiry among them goes), the odd ones add more
        post([{ ...base, skuId: skuA, lot: '', condition: 'GOOD', locationId, type: 'ADJUST', qtyDelta: i % 2 ? 5 : -(1 + i) }]),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const lot = await lotOf(skuA);
    expect(lot).toMatchObject({ qty: 210 - 100 + 50, expiryDate: '2030-01-02' });
    const [sku] = await t.database.db.select().from(inventorySkuTotals).where(eq(inventorySkuTotals.skuId, skuA));
    expect(sku).toMatchObject({ qty: 160, qtyAvailable: 160 });
    // the lists' counters agree with the rows in stock
    const counters = sqlRows<{ lots: number; lot_counter: number; skus: number; sku_counter: number }>(
      await t.database.db.execute(sql`
      select (select count(*)::int from inventory_lot_totals where client_id = ${base.clientId} and qty > 0) as lots,
        (select n::int from list_counters where client_id = ${base.clientId} and list = 'inventory_detail' and bucket = 'in_stock') as lot_counter,
        (select count(*)::int from inventory_sku_totals where client_id = ${base.clientId} and (qty > 0 or qty_lost > 0)) as skus,
        (select n::int from list_counters where client_id = ${base.clientId} and list = 'inventory_summary' and bucket = 'in_stock') as sku_counter`),
    );
    const c = counters[0]!;
    expect([c.lot_counter, c.sku_counter]).toEqual([c.lots, c.skus]);
    await expectLedgerBalanced(t.database.db);
    expect(await stockTotalsOff()).toEqual([]);
  });

  it('one statement changing 5,000 rows keeps the totals right (after a small posting in the same transaction)', async () => {
    const db = t.database.db;
    await db.transaction(async (tx) => {
      await postMovements(tx, [{ ...base, skuId: skuB, lot: '', condition: 'GOOD', locationId: locs[0]!, type: 'ADJUST', qtyDelta: 1 }], null);
      // 5,000 new empty rows, then one statement filling them (outside postMovements: the ledger is not the point here)
      await tx.execute(sql`
        insert into inventory_balances (warehouse_id, client_id, sku_id, lot, location_id, condition)
        select ${base.warehouseId}, ${base.clientId}, ${skuB}, 'BULK' || i, ${locs[1]!}, 'GOOD' from generate_series(1, 5000) i`);
      // what autovacuum would do for a table grown a hundredfold: without it the planner takes the tiny table's
      // statistics and reads the lots' dates through the (warehouse, SKU) index, 5,000 rows per lot
      await tx.execute(sql`analyze inventory_balances`);
      await tx.execute(sql`
        update inventory_balances set qty = 3, qty_allocated = 1, expiry_date = date '2031-01-01' + (id % 50), warehoused_at = now()
        where sku_id = ${skuB} and lot like 'BULK%'`);
    });
    expect(await checkTotalsMatchBalances(db)).toEqual([]);
    expect(await stockTotalsOff()).toEqual([]);
    const bulk = sqlRows(await db.execute(sql`select count(*)::int as n, sum(qty)::int as q, sum(qty_available)::int as a from inventory_lot_totals where sku_id = ${skuB} and lot like 'BULK%'`));
    expect(bulk[0]).toEqual({ n: 5000, q: 15000, a: 10000 });
  });
});
