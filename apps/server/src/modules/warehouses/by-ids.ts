import { inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import type { TLocationRow, TWarehouseRow } from './find-location.ts';
import { locations, warehouses } from './schema.ts';

function distinctIds(ids: ReadonlyArray<number | null | undefined>): number[] {
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}

/** Locations by id (codes, purposes of a page's or a document's rows): one query for the set. */
export async function locationsByIds(db: TDbOrTx, ids: ReadonlyArray<number | null | undefined>): Promise<Map<number, TLocationRow>> {
  const wanted = distinctIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(locations).where(inArray(locations.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Warehouses by id: one query for the set. */
export async function warehousesByIds(db: TDbOrTx, ids: ReadonlyArray<number | null | undefined>): Promise<Map<number, TWarehouseRow>> {
  const wanted = distinctIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(warehouses).where(inArray(warehouses.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}
