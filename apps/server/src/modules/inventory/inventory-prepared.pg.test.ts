import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZInventoryDetailListInput, ZInventorySummaryListInput, ZLedgerListInput } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TClientScope } from '../../db/scope.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { clientIdOf, expectLedgerBalanced, warehouseIdOf } from '../../test/kits/inventory.ts';
import { locations } from '../warehouses/schema.ts';
import { listInventoryDetail } from './list-inventory-detail.ts';
import { listInventorySummary } from './list-inventory-summary.ts';
import { listLedger } from './list-ledger.ts';

interface TStatement {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

/**
 * The inventory lists' statements are built once per shape (db/shaped.ts) and parsed once per connection, and each
 * call is planned with its own values (plan_cache_mode = force_custom_plan, docs/lists.md "Plans"): a generic plan
 * cannot tell a client of 349,000 rows from one of 145.
 */
describe('prepared inventory list statements (PostgreSQL)', () => {
  let t: TTestApp;
  let scope: TClientScope;
  const N = 300;
  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    const db = t.database.db;
    const clientId = await clientIdOf(db, 'KH0001');
    const hn = await warehouseIdOf(db, 'HN01');
    scope = { kind: 'client', clientId, userId: 1, shopId: null, acting: false, lang: 'vi' };
    const [loc] = await db.select({ id: locations.id }).from(locations).where(and(eq(locations.warehouseId, hn), eq(locations.code, 'A-01-02')));
    await db.execute(sql`
      insert into skus (client_id, sku, m_code, s_code, name, search_text, name_key, category, unit, description, gross_weight, net_weight, length, width, height, volume)
      select ${clientId}, 'PLAN' || lpad(i::text, 5, '0'), 'PM' || i, 'PS' || i, 'Quần ' || i, 'plan' || lpad(i::text, 5, '0') || ' pm' || i || ' ps' || i || ' quan ' || i,
        'quan' || lpad(i::text, 6, '0'), 'THOI_TRANG', 'CAI', 'x', 100, 90, 10, 10, 10, 1000
      from generate_series(1, ${N}) i`);
    await db.execute(sql`
      with b as (
        insert into inventory_balances (warehouse_id, client_id, sku_id, lot, location_id, condition, qty, expiry_date, zone_type, warehoused_at)
        select ${hn}, ${clientId}, s.id, 'L' || (s.id % 3), ${loc!.id}, 'GOOD', 1 + s.id % 37, date '2027-01-01' + (s.id % 400), 'B2C1D', timestamptz '2026-01-01' + (s.id % 97) * interval '1 hour'
        from skus s where s.client_id = ${clientId} and s.sku like 'PLAN%'
        returning *
      )
      insert into inventory_ledger (batch_id, balance_id, warehouse_id, client_id, sku_id, lot, location_id, condition, expiry_date, zone_type, movement_type, qty_delta)
      select 'plan', b.id, b.warehouse_id, b.client_id, b.sku_id, b.lot, b.location_id, b.condition, b.expiry_date, b.zone_type, 'ADJUST', b.qty from b`);
    await db.execute(sql`analyze`);
    await expectLedgerBalanced(db);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Each list called ten times per shape with other values each time, in one transaction (one connection). */
  async function statementsAfter(table: string, calls: (tx: TDbOrTx, i: number) => Promise<unknown>): Promise<TStatement[]> {
    return t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 10; i++) await calls(tx, i);
      const rows = sqlRows<TStatement>(
        await tx.execute(
          sql`select statement, generic_plans::int as generic_plans, custom_plans::int as custom_plans from pg_prepared_statements where name like 'ffm_shape_%' and statement like ${`%from "${table}"%`} order by name`,
        ),
      );
      if (process.env.SHOW_PLANS) console.log(rows.map((r) => `${r.generic_plans} generic, ${r.custom_plans} custom: ${r.statement}`).join('\n'));
      return rows;
    });
  }
  /**
   * Every statement run again and again is still planned with its values after PostgreSQL's five custom plans (it
   * would settle on a generic plan without plan_cache_mode), and none takes its LIMIT or OFFSET as a parameter.
   */
  function expectPlannedWithValues(statements: TStatement[], repeated: number): void {
    const again = statements.filter((s) => s.generic_plans + s.custom_plans >= 9);
    expect(again).toHaveLength(repeated);
    for (const s of again) expect([s.custom_plans, s.generic_plans], s.statement).toEqual([s.generic_plans + s.custom_plans, 0]);
    for (const s of statements) expect(s.statement).not.toMatch(/ (limit|offset) \$/);
  }
  const code = (i: number) => `PLAN${String(1 + i * 7).padStart(5, '0')}`;

  it('the detail: first page, a filter, cursor pages in two orders', async () => {
    const cursors: Record<string, string | null> = { warehouse: null, qty: null };
    const statements = await statementsAfter('inventory_lot_totals', async (tx, i) => {
      const first = await listInventoryDetail(tx, scope, ZInventoryDetailListInput.parse({}));
      expect(first.items).toHaveLength(20);
      const one = await listInventoryDetail(tx, scope, ZInventoryDetailListInput.parse({ sku: code(i), lot: `L${(1 + i * 7) % 3}` }));
      expect(one.items.every((r) => r.sku === code(i))).toBe(true);
      for (const sortBy of ['warehouse', 'qty'] as const) {
        const body = { sortBy, sortDir: 'desc', pageSize: 10 };
        const p = await listInventoryDetail(tx, scope, ZInventoryDetailListInput.parse({ ...body, cursor: cursors[sortBy] ?? undefined }));
        cursors[sortBy] = p.nextCursor;
      }
    });
    // first page, filter, per order a first page (once) and the cursor pages
    expect(statements).toHaveLength(6);
    expectPlannedWithValues(statements, 4);
  });

  it('the summary: first page, filters, cursor pages', async () => {
    let cursor: string | null = null;
    const statements = await statementsAfter('inventory_sku_totals', async (tx, i) => {
      const first = await listInventorySummary(tx, scope, ZInventorySummaryListInput.parse({}));
      expect(first.items).toHaveLength(20);
      const one = await listInventorySummary(tx, scope, ZInventorySummaryListInput.parse({ sku: code(i) }));
      expect(one.items.map((r) => r.sku)).toEqual([code(i)]);
      await listInventorySummary(tx, scope, ZInventorySummaryListInput.parse({ skuIds: [one.items[0]!.skuId, one.items[0]!.skuId + i + 1] }));
      const p = await listInventorySummary(tx, scope, ZInventorySummaryListInput.parse({ pageSize: 10, cursor: cursor ?? first.nextCursor ?? undefined }));
      cursor = p.nextCursor;
    });
    expect(statements).toHaveLength(4);
    expectPlannedWithValues(statements.filter((s) => !s.statement.includes('any(')), 3);
  });

  it('the ledger: first page, filters, cursor pages', async () => {
    const skuIds = sqlRows<{ id: number }>(await t.database.db.execute(sql`select id from skus where sku like 'PLAN%' order by id limit 10`)).map((r) => r.id);
    let cursor: string | null = null;
    const statements = await statementsAfter('inventory_ledger', async (tx, i) => {
      const first = await listLedger(tx, scope, ZLedgerListInput.parse({}));
      expect(first.items).toHaveLength(20);
      const one = await listLedger(tx, scope, ZLedgerListInput.parse({ skuId: skuIds[i] }));
      expect(one.items.map((r) => r.sku)).toEqual([`PLAN${String(i + 1).padStart(5, '0')}`]);
      // the same shape with nothing to show: the total is read alone, with this call's values
      expect(await listLedger(tx, scope, ZLedgerListInput.parse({ skuId: 1_000_000 + i }))).toMatchObject({ items: [], total: 0, totalExact: true });
      const p = await listLedger(tx, scope, ZLedgerListInput.parse({ pageSize: 10, cursor: cursor ?? first.nextCursor ?? undefined }));
      cursor = p.nextCursor;
    });
    expect(statements).toHaveLength(3);
    expectPlannedWithValues(statements, 3);
  });
});
