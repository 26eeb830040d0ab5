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
export async function checkLedgerMatchesBalances(db: TDbOrTx): Promise<TLedgerMismatch[]> {
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

/** The audit answer (/ops/inventory/check-ledger): ok when every balance equals the sum of its ledger rows. */
export async function checkLedger(db: TDbOrTx): Promise<{ ok: boolean; mismatches: TLedgerMismatch[] }> {
  const mismatches = await checkLedgerMatchesBalances(db);
  return { ok: mismatches.length === 0, mismatches };
}
