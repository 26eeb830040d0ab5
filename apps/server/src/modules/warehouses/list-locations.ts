import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { TLocation, TLocationListInput, TPaged } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { sumQtyByLocation } from '../inventory/index.ts';
import { containsPattern } from '../../lib/like.ts';
import { locations } from './schema.ts';

/** Locations of a warehouse (zone, aisle, bin, purpose) with what each holds. */
export async function listLocations(db: TDbOrTx, input: TLocationListInput): Promise<TPaged<TLocation>> {
  const l = locations;
  const where = and(
    eq(l.warehouseId, input.warehouseId),
    input.purpose ? eq(l.purpose, input.purpose) : undefined,
    input.zone ? eq(l.zone, input.zone.toUpperCase()) : undefined,
    input.keyword ? ilike(l.code, containsPattern(input.keyword)) : undefined,
    input.includeInactive ? undefined : eq(l.isActive, true),
  );
  const [rows, [total]] = await Promise.all([
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
      })
      .from(l)
      .where(where)
      .orderBy(asc(l.purpose), asc(l.code))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(l).where(where),
  ]);
  const held = await sumQtyByLocation(db, rows.map((r) => r.id));
  const items = rows.map((r) => ({ ...r, qty: held.get(r.id) ?? 0 }));
  return { items, total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}
