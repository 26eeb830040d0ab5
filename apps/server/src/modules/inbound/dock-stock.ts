import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TStockCondition } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inventoryLedger } from '../inventory/schema.ts';

export interface TDockStock {
  skuId: number;
  lot: string;
  condition: TStockCondition;
  locationId: number;
  qty: number;
}

/**
 * What an order received and has not put away yet, per SKU, lot, condition and dock location, read from the
 * ledger (its RECEIVE and PUTAWAY_OUT rows): the ledger is the truth, and no one else moves held stock.
 */
export async function dockStock(db: TDbOrTx, inboundId: number): Promise<TDockStock[]> {
  const g = inventoryLedger;
  const rows = await db
    .select({
      skuId: g.skuId,
      lot: g.lot,
      condition: g.condition,
      locationId: g.locationId,
      qty: sql<number>`sum(${g.qtyDelta})::int`.mapWith(Number),
    })
    .from(g)
    .where(and(eq(g.refType, 'INBOUND'), eq(g.refId, inboundId), inArray(g.movementType, ['RECEIVE', 'PUTAWAY_OUT'])))
    .groupBy(g.skuId, g.lot, g.condition, g.locationId)
    .having(sql`sum(${g.qtyDelta}) > 0`)
    .orderBy(g.skuId, g.lot, g.condition, g.locationId);
  return rows;
}

/** What the order still holds (received, not released by completing it), per balance key. */
export async function heldByInbound(
  db: TDbOrTx,
  inboundId: number,
): Promise<Array<{ warehouseId: number; clientId: number; skuId: number; lot: string; locationId: number; condition: TStockCondition; held: number }>> {
  const g = inventoryLedger;
  return db
    .select({
      warehouseId: g.warehouseId,
      clientId: g.clientId,
      skuId: g.skuId,
      lot: g.lot,
      locationId: g.locationId,
      condition: g.condition,
      held: sql<number>`sum(${g.heldDelta})::int`.mapWith(Number),
    })
    .from(g)
    .where(and(eq(g.refType, 'INBOUND'), eq(g.refId, inboundId)))
    .groupBy(g.warehouseId, g.clientId, g.skuId, g.lot, g.locationId, g.condition)
    .having(sql`sum(${g.heldDelta}) <> 0`)
    .orderBy(g.skuId, g.lot, g.locationId, g.condition);
}
