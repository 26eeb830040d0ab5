import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { rowsOf } from './sql-rows.ts';

export interface TLedgerMismatch {
  warehouseId: number;
  clientId: number;
  skuId: number;
  lot: string;
  locationId: number;
  condition: string;
  balance: { qty: number; qtyAllocated: number; qtyHeld: number; qtyLost: number } | null;
  ledger: { qty: number; qtyAllocated: number; qtyHeld: number; qtyLost: number } | null;
}

interface TRow {
  warehouse_id: number;
  client_id: number;
  sku_id: number;
  lot: string;
  location_id: number;
  condition: string;
  b_id: number | null;
  b_qty: number | null;
  b_alloc: number | null;
  b_held: number | null;
  b_lost: number | null;
  l_n: number | null;
  l_qty: number | null;
  l_alloc: number | null;
  l_held: number | null;
  l_lost: number | null;
}

/**
 * DESIGN §5: every balance equals the sum of its ledger rows. Sums the ledger by balance key (not by the
 * balance id the rows carry, so a row filed under the wrong balance shows up too) and compares; answers the
 * keys that differ, empty when the books are right.
 */
export async function checkBalancesMatchLedger(db: TDbOrTx): Promise<TLedgerMismatch[]> {
  const result = await db.execute(sql`
    with l as (
      select warehouse_id, client_id, sku_id, lot, location_id, condition, count(*)::int as n,
        sum(qty_delta)::int as qty, sum(allocated_delta)::int as alloc, sum(held_delta)::int as held, sum(lost_delta)::int as lost
      from inventory_ledger
      group by warehouse_id, client_id, sku_id, lot, location_id, condition
    )
    select coalesce(b.warehouse_id, l.warehouse_id) as warehouse_id, coalesce(b.client_id, l.client_id) as client_id,
      coalesce(b.sku_id, l.sku_id) as sku_id, coalesce(b.lot, l.lot) as lot, coalesce(b.location_id, l.location_id) as location_id,
      coalesce(b.condition, l.condition) as condition,
      b.id as b_id, b.qty as b_qty, b.qty_allocated as b_alloc, b.qty_held as b_held, b.qty_lost as b_lost,
      l.n as l_n, l.qty as l_qty, l.alloc as l_alloc, l.held as l_held, l.lost as l_lost
    from inventory_balances b
    full outer join l on l.warehouse_id = b.warehouse_id and l.client_id = b.client_id and l.sku_id = b.sku_id
      and l.lot = b.lot and l.location_id = b.location_id and l.condition = b.condition
    where coalesce(b.qty, 0) <> coalesce(l.qty, 0) or coalesce(b.qty_allocated, 0) <> coalesce(l.alloc, 0)
      or coalesce(b.qty_held, 0) <> coalesce(l.held, 0) or coalesce(b.qty_lost, 0) <> coalesce(l.lost, 0)
      or (b.id is null) or b.qty < 0 or b.qty_allocated < 0 or b.qty_held < 0 or b.qty_lost < 0
      or b.qty_allocated + b.qty_held > b.qty
    order by 1, 2, 3, 4, 5, 6`);
  return rowsOf<TRow>(result).map((r) => ({
    warehouseId: r.warehouse_id,
    clientId: r.client_id,
    skuId: r.sku_id,
    lot: r.lot,
    locationId: r.location_id,
    condition: r.condition,
    balance: r.b_id === null ? null : { qty: r.b_qty ?? 0, qtyAllocated: r.b_alloc ?? 0, qtyHeld: r.b_held ?? 0, qtyLost: r.b_lost ?? 0 },
    ledger: r.l_n === null ? null : { qty: r.l_qty ?? 0, qtyAllocated: r.l_alloc ?? 0, qtyHeld: r.l_held ?? 0, qtyLost: r.l_lost ?? 0 },
  }));
}

/** A row of the lists' totals that differs from its group of balances (absent rows count as zeros). */
export interface TTotalsMismatch {
  table: 'inventory_sku_totals' | 'inventory_lot_totals';
  warehouseId: number;
  clientId: number;
  skuId: number;
  /** the lot totals' key; null for the SKU totals */
  lot: string | null;
  condition: string | null;
  zoneType: string | null;
  totals: Record<string, number | string | null> | null;
  balances: Record<string, number | string | null> | null;
}

const SKU_QTY = ['qty', 'qty_allocated', 'qty_held', 'qty_lost', 'qty_defective', 'qty_available'] as const;
const LOT_QTY = ['qty', 'qty_allocated', 'qty_held', 'qty_available'] as const;
const LOT_ATTR = ['production_date', 'expiry_date', 'warehoused_at'] as const;

/** The per-row available quantity of a balance joined with its location (GOOD, in STORAGE, free). */
const AVAILABLE = sql.raw(`case when b.condition = 'GOOD' and l.purpose = 'STORAGE' then greatest(b.qty - b.qty_allocated - b.qty_held, 0) else 0 end`);

function pick(r: Record<string, unknown>, prefix: string, names: readonly string[]): Record<string, number | string | null> | null {
  if (r[`${prefix}present`] === null) return null;
  return Object.fromEntries(names.map((n) => [n, (r[`${prefix}${n}`] ?? null) as number | string | null]));
}

/**
 * The lists' totals equal their balances: every row of `inventory_sku_totals` the sums of its warehouse, client
 * and SKU's balances, every row of `inventory_lot_totals` those of its lot, condition and zone type (with the
 * earliest dates of the stock on hand), and both carry the warehouse's and the SKU's code. A group without a
 * totals row, or a totals row without balances, must be all zeros.
 */
export async function checkTotalsMatchBalances(db: TDbOrTx): Promise<TTotalsMismatch[]> {
  const sums = (names: readonly string[], alias: string) => sql.raw(names.map((n) => `${alias}.${n} as ${alias}_${n}`).join(', '));
  const differs = (names: readonly string[]) => sql.raw(names.map((n) => `coalesce(t.${n}, 0) <> coalesce(g.${n}, 0)`).join(' or '));
  const skuRows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with g as (
        select b.warehouse_id, b.client_id, b.sku_id, sum(b.qty)::int as qty, sum(b.qty_allocated)::int as qty_allocated,
          sum(b.qty_held)::int as qty_held, sum(b.qty_lost)::int as qty_lost,
          sum(case when b.condition = 'BAD' then b.qty else 0 end)::int as qty_defective, sum(${AVAILABLE})::int as qty_available
        from inventory_balances b join locations l on l.id = b.location_id
        group by b.warehouse_id, b.client_id, b.sku_id
      )
      select coalesce(t.warehouse_id, g.warehouse_id) as warehouse_id, coalesce(t.client_id, g.client_id) as client_id,
        coalesce(t.sku_id, g.sku_id) as sku_id, t.id as t_present, g.sku_id as g_present, ${sums(SKU_QTY, 't')}, ${sums(SKU_QTY, 'g')}
      from inventory_sku_totals t
      full outer join g on g.client_id = t.client_id and g.sku_id = t.sku_id and g.warehouse_id = t.warehouse_id
      left join warehouses w on w.id = t.warehouse_id left join skus k on k.id = t.sku_id
      where ${differs(SKU_QTY)} or t.warehouse_code <> w.code or t.sku_code <> k.sku
      order by 1, 2, 3`),
  );
  const lotRows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with g as (
        select b.warehouse_id, b.client_id, b.sku_id, b.lot, b.condition, coalesce(b.zone_type, '') as zone_type,
          sum(b.qty)::int as qty, sum(b.qty_allocated)::int as qty_allocated, sum(b.qty_held)::int as qty_held,
          sum(${AVAILABLE})::int as qty_available,
          (min(b.production_date) filter (where b.qty > 0))::text as production_date, (min(b.expiry_date) filter (where b.qty > 0))::text as expiry_date,
          (min(b.warehoused_at) filter (where b.qty > 0))::text as warehoused_at
        from inventory_balances b join locations l on l.id = b.location_id
        group by 1, 2, 3, 4, 5, 6
      ), t as (
        select id, warehouse_id, client_id, sku_id, lot, condition, zone_type, warehouse_code, sku_code, qty, qty_allocated, qty_held, qty_available,
          production_date::text as production_date, expiry_date::text as expiry_date, warehoused_at::text as warehoused_at
        from inventory_lot_totals
      )
      select coalesce(t.warehouse_id, g.warehouse_id) as warehouse_id, coalesce(t.client_id, g.client_id) as client_id,
        coalesce(t.sku_id, g.sku_id) as sku_id, coalesce(t.lot, g.lot) as lot, coalesce(t.condition, g.condition) as condition,
        coalesce(t.zone_type, g.zone_type) as zone_type, t.id as t_present, g.sku_id as g_present,
        ${sums([...LOT_QTY, ...LOT_ATTR], 't')}, ${sums([...LOT_QTY, ...LOT_ATTR], 'g')}
      from t
      full outer join g on g.client_id = t.client_id and g.sku_id = t.sku_id and g.warehouse_id = t.warehouse_id and g.lot = t.lot
        and g.condition = t.condition and g.zone_type = t.zone_type
      left join warehouses w on w.id = t.warehouse_id left join skus k on k.id = t.sku_id
      where ${differs(LOT_QTY)} or ${sql.raw(LOT_ATTR.map((n) => `t.${n} is distinct from g.${n}`).join(' or '))}
        or t.warehouse_code <> w.code or t.sku_code <> k.sku
      order by 1, 2, 3, 4, 5, 6`),
  );
  const attrs = [...LOT_QTY, ...LOT_ATTR];
  return [
    ...skuRows.map(
      (r): TTotalsMismatch => ({
        table: 'inventory_sku_totals',
        warehouseId: Number(r.warehouse_id),
        clientId: Number(r.client_id),
        skuId: Number(r.sku_id),
        lot: null,
        condition: null,
        zoneType: null,
        totals: pick(r, 't_', SKU_QTY),
        balances: pick(r, 'g_', SKU_QTY),
      }),
    ),
    ...lotRows.map(
      (r): TTotalsMismatch => ({
        table: 'inventory_lot_totals',
        warehouseId: Number(r.warehouse_id),
        clientId: Number(r.client_id),
        skuId: Number(r.sku_id),
        lot: String(r.lot),
        condition: String(r.condition),
        zoneType: String(r.zone_type),
        totals: pick(r, 't_', attrs),
        balances: pick(r, 'g_', attrs),
      }),
    ),
  ];
}

/**
 * The books are right: every balance equals the sum of its ledger rows, and the lists' totals equal the
 * balances. Answers every difference, empty when right.
 */
export async function checkLedgerMatchesBalances(db: TDbOrTx): Promise<Array<TLedgerMismatch | TTotalsMismatch>> {
  return [...(await checkBalancesMatchLedger(db)), ...(await checkTotalsMatchBalances(db))];
}

/** The audit answer (/ops/inventory/check-ledger): ok when the balances equal the ledger and the totals the balances. */
export async function checkLedger(db: TDbOrTx): Promise<{ ok: boolean; mismatches: Array<TLedgerMismatch | TTotalsMismatch> }> {
  const mismatches = await checkLedgerMatchesBalances(db);
  return { ok: mismatches.length === 0, mismatches };
}
