import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TLedgerRefType, TMovementType, TStockCondition } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inventoryLedger } from './schema.ts';

const g = inventoryLedger;

/**
 * What a document's movements of the given types add up to on hand, per SKU, lot, condition and location, where
 * that is above 0 (an inbound's RECEIVE and PUTAWAY_OUT: what is still on its dock), read from the ledger.
 */
export async function netQtyOfMovements(
  db: TDbOrTx,
  ref: { refType: TLedgerRefType; refId: number },
  types: readonly TMovementType[],
): Promise<Array<{ skuId: number; lot: string; condition: TStockCondition; locationId: number; qty: number }>> {
  return db
    .select({
      skuId: g.skuId,
      lot: g.lot,
      condition: g.condition,
      locationId: g.locationId,
      qty: sql<number>`sum(${g.qtyDelta})::int`.mapWith(Number),
    })
    .from(g)
    .where(and(eq(g.refType, ref.refType), eq(g.refId, ref.refId), inArray(g.movementType, [...types])))
    .groupBy(g.skuId, g.lot, g.condition, g.locationId)
    .having(sql`sum(${g.qtyDelta}) > 0`)
    .orderBy(g.skuId, g.lot, g.condition, g.locationId);
}

/** What a document still holds (held quantities its movements have not released), per balance key. */
export async function heldByRef(
  db: TDbOrTx,
  ref: { refType: TLedgerRefType; refId: number },
): Promise<Array<{ warehouseId: number; clientId: number; skuId: number; lot: string; locationId: number; condition: TStockCondition; held: number }>> {
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
    .where(and(eq(g.refType, ref.refType), eq(g.refId, ref.refId)))
    .groupBy(g.warehouseId, g.clientId, g.skuId, g.lot, g.locationId, g.condition)
    .having(sql`sum(${g.heldDelta}) <> 0`)
    .orderBy(g.skuId, g.lot, g.locationId, g.condition);
}
