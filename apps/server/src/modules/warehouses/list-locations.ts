import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { TLocationListInput, TLocationView, TPaged } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inventoryBalances } from '../inventory/schema.ts';
import { containsPattern } from '../../lib/like.ts';
import { locations } from './schema.ts';

/** Locations of a warehouse (zone, aisle, bin, purpose) with what each holds. */
export async function listLocations(db: TDbOrTx, input: TLocationListInput): Promise<TPaged<TLocationView>> {
  const l = locations;
  const where = and(
    eq(l.warehouseId, input.warehouseId),
    input.purpose ? eq(l.purpose, input.purpose) : undefined,
    input.zone ? eq(l.zone, input.zone.toUpperCase()) : undefined,
    input.keyword ? ilike(l.code, containsPattern(input.keyword)) : undefined,
    input.includeInactive ? undefined : eq(l.isActive, true),
  );
  const onHand = db
    .select({ locationId: inventoryBalances.locationId, qty: sql<number>`sum(${inventoryBalances.qty})::int`.as('qty') })
    .from(inventoryBalances)
    .groupBy(inventoryBalances.locationId)
    .as('on_hand');
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: l.id,
        warehouseId: l.warehouseId,
        code: l.code,
        zone: l.zone,
        aisle: l.aisle,
        bin: l.bin,
        purpose: l.purpose,
        isActive: l.isActive,
        qty: sql<number>`coalesce(${onHand.qty}, 0)::int`.mapWith(Number),
      })
      .from(l)
      .leftJoin(onHand, eq(onHand.locationId, l.id))
      .where(where)
      .orderBy(asc(l.purpose), asc(l.code))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(l).where(where),
  ]);
  return { items, total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}
