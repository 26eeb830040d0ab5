import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { locations } from './schema.ts';

export interface TBinArea {
  zone?: string | null;
  fromCode?: string | null;
  toCode?: string | null;
}

export interface TStorageBin {
  id: number;
  code: string;
  zone: string;
  maxVolumeCm3: number | null;
  maxWeightGrams: number | null;
}

function areaWhere(warehouseId: number, area: TBinArea) {
  const l = locations;
  return and(
    eq(l.warehouseId, warehouseId),
    eq(l.purpose, 'STORAGE'),
    eq(l.isActive, true),
    area.zone ? eq(l.zone, area.zone.toUpperCase()) : undefined,
    area.fromCode ? gte(l.code, area.fromCode.toUpperCase()) : undefined,
    area.toCode ? lte(l.code, area.toCode.toUpperCase()) : undefined,
  );
}

/** The warehouse's active storage bins (of an area, when given) in location code order, with their capacity. */
export async function storageBins(db: TDbOrTx, warehouseId: number, area: TBinArea = {}): Promise<TStorageBin[]> {
  const l = locations;
  return db
    .select({ id: l.id, code: l.code, zone: l.zone, maxVolumeCm3: l.maxVolumeCm3, maxWeightGrams: l.maxWeightGrams })
    .from(l)
    .where(areaWhere(warehouseId, area))
    .orderBy(asc(l.code));
}

/** Sets the capacity of the active storage bins of an area; answers how many were changed. */
export async function setBinCapacity(db: TDbOrTx, warehouseId: number, area: TBinArea, capacity: { maxVolumeCm3: number | null; maxWeightGrams: number | null }): Promise<number> {
  const rows = await db
    .update(locations)
    .set({ maxVolumeCm3: capacity.maxVolumeCm3, maxWeightGrams: capacity.maxWeightGrams })
    .where(areaWhere(warehouseId, area))
    .returning({ id: sql<number>`${locations.id}` });
  return rows.length;
}
