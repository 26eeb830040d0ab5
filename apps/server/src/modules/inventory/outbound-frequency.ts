import { and, eq, gte, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { inventoryBalances, inventoryLedger } from './schema.ts';
import type { TBalanceKey } from './post-movements.ts';

/**
 * Outbound frequency per client and SKU in a warehouse since a moment: the number of outbound orders that took the
 * SKU (their ALLOCATE rows in the ledger), keyed `${clientId}|${skuId}` (the ABC classes of cycle counts).
 */
export async function outboundFrequency(db: TDbOrTx, warehouseId: number, since: Date): Promise<Map<string, number>> {
  const l = inventoryLedger;
  const rows = await db
    .select({ clientId: l.clientId, skuId: l.skuId, orders: sql<number>`count(distinct ${l.refId})::int`.mapWith(Number) })
    .from(l)
    .where(and(eq(l.warehouseId, warehouseId), eq(l.refType, 'OUTBOUND'), eq(l.movementType, 'ALLOCATE'), gte(l.createdAt, since)))
    .groupBy(l.clientId, l.skuId);
  return new Map(rows.map((r) => [`${r.clientId}|${r.skuId}`, r.orders]));
}

/** On hand in one balance row now (0 when the row does not exist). */
export async function balanceQty(db: TDbOrTx, key: TBalanceKey): Promise<number> {
  const b = inventoryBalances;
  const [row] = await db
    .select({ qty: b.qty })
    .from(b)
    .where(and(eq(b.warehouseId, key.warehouseId), eq(b.clientId, key.clientId), eq(b.skuId, key.skuId), eq(b.lot, key.lot), eq(b.locationId, key.locationId), eq(b.condition, key.condition)))
    .limit(1);
  return row?.qty ?? 0;
}
