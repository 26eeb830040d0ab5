import type { TStockCondition } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { heldByRef, netQtyOfMovements } from '../inventory/index.ts';

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
  return netQtyOfMovements(db, { refType: 'INBOUND', refId: inboundId }, ['RECEIVE', 'PUTAWAY_OUT']);
}

/** What the order still holds (received, not released by completing it), per balance key. */
export async function heldByInbound(
  db: TDbOrTx,
  inboundId: number,
): Promise<Array<{ warehouseId: number; clientId: number; skuId: number; lot: string; locationId: number; condition: TStockCondition; held: number }>> {
  return heldByRef(db, { refType: 'INBOUND', refId: inboundId });
}
