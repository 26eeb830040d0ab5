import { and, gt, inArray } from 'drizzle-orm';
import type { TStockCondition } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inventoryBalances } from './schema.ts';

export interface TLocationStock {
  locationId: number;
  clientId: number;
  skuId: number;
  lot: string;
  condition: TStockCondition;
  qty: number;
}

/** What the locations hold on hand, per balance key, every client together (the put-away suggestion's view of bins). */
export async function stockInLocations(db: TDbOrTx, locationIds: readonly number[]): Promise<TLocationStock[]> {
  if (locationIds.length === 0) return [];
  const b = inventoryBalances;
  return db
    .select({ locationId: b.locationId, clientId: b.clientId, skuId: b.skuId, lot: b.lot, condition: b.condition, qty: b.qty })
    .from(b)
    .where(and(inArray(b.locationId, [...locationIds]), gt(b.qty, 0)));
}
