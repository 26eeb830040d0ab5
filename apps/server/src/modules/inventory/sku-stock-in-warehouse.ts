import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { inventorySkuTotals } from './schema.ts';

const t = inventorySkuTotals;

/** On hand and available per SKU of a client in one warehouse (the summary's totals, kept with every posting). */
export async function skuStockInWarehouse(db: TDbOrTx, warehouseId: number, clientId: number, skuIds: readonly number[]): Promise<Map<number, { qty: number; qtyAvailable: number }>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .select({ skuId: t.skuId, qty: t.qty, qtyAvailable: t.qtyAvailable })
    .from(t)
    .where(and(eq(t.warehouseId, warehouseId), eq(t.clientId, clientId), sql`${t.skuId} = any(${sql.param([...skuIds])}::int[])`));
  return new Map(rows.map((r) => [r.skuId, { qty: r.qty, qtyAvailable: r.qtyAvailable }]));
}
