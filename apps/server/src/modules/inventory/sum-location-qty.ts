import { inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { inventoryBalances } from './schema.ts';

/** On hand per location, every client together (the warehouse's view of its locations); absent: holds nothing. */
export async function sumQtyByLocation(db: TDbOrTx, locationIds: readonly number[]): Promise<Map<number, number>> {
  if (locationIds.length === 0) return new Map();
  const b = inventoryBalances;
  const rows = await db
    .select({ locationId: b.locationId, qty: sql<number>`coalesce(sum(${b.qty}), 0)::int`.mapWith(Number) })
    .from(b)
    .where(inArray(b.locationId, [...locationIds]))
    .groupBy(b.locationId);
  return new Map(rows.map((r) => [r.locationId, r.qty]));
}
