import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { summaryConditions } from './inventory-filters.ts';
import { inventorySkuTotals as t } from './schema.ts';

export interface TStockTotals {
  qty: number;
  qtyAllocated: number;
  qtyAvailable: number;
  qtyDefective: number;
  qtyLost: number;
  qtyOnHold: number;
}

/**
 * The sums of the inventory summary's columns in a scope (and warehouse): what its rows add up to, read from the
 * per-(warehouse, client, SKU) totals the postings keep, one row per SKU and warehouse, never from the ledger.
 */
export async function stockTotals(db: TDbOrTx, scope: TDataScope, warehouseId?: number): Promise<TStockTotals> {
  const n = (c: PgColumn) => sql<number>`coalesce(sum(${c}), 0)::bigint`.mapWith(Number);
  const [row] = await db
    .select({ qty: n(t.qty), qtyAllocated: n(t.qtyAllocated), qtyAvailable: n(t.qtyAvailable), qtyDefective: n(t.qtyDefective), qtyLost: n(t.qtyLost), qtyOnHold: n(t.qtyHeld) })
    .from(t)
    .where(summaryConditions({ warehouseId, onlyInStock: true }, scope));
  return row!;
}
