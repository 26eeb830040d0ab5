import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { inventoryStockTotals as t } from './schema.ts';

export interface TStockTotals {
  qty: number;
  qtyAllocated: number;
  qtyAvailable: number;
  qtyDefective: number;
  qtyLost: number;
  qtyOnHold: number;
}

/**
 * The sums of the inventory summary's columns in a scope (and warehouse): what its rows in stock add up to, read
 * from the stock totals the postings keep per client, warehouse and stripe (`inventory_stock_totals`, at most
 * warehouses x 8 rows per client), never from one row per SKU or from the ledger.
 */
export async function stockTotals(db: TDbOrTx, scope: TDataScope, warehouseId?: number): Promise<TStockTotals> {
  const n = (c: PgColumn) => sql<number>`coalesce(sum(${c}), 0)::bigint`.mapWith(Number);
  const [row] = await db
    .select({ qty: n(t.qty), qtyAllocated: n(t.qtyAllocated), qtyAvailable: n(t.qtyAvailable), qtyDefective: n(t.qtyDefective), qtyLost: n(t.qtyLost), qtyOnHold: n(t.qtyHeld) })
    .from(t)
    .where(and(inScope(t.clientId, scope), warehouseId === undefined ? undefined : eq(t.warehouseId, warehouseId)));
  return row!;
}
