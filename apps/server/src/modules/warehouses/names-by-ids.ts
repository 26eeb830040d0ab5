import { inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { locations, warehouses } from './schema.ts';

/** Codes and names of a page's warehouses by id: one query for the page. */
export async function warehouseNamesByIds(db: TDbOrTx, ids: ReadonlyArray<number>): Promise<Map<number, { code: string; name: string }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: warehouses.id, code: warehouses.code, name: warehouses.name }).from(warehouses).where(inArray(warehouses.id, wanted));
  return new Map(rows.map((r) => [r.id, { code: r.code, name: r.name }]));
}

/** Codes of a page's locations by id: one query for the page. */
export async function locationCodesByIds(db: TDbOrTx, ids: ReadonlyArray<number>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: locations.id, code: locations.code }).from(locations).where(inArray(locations.id, wanted));
  return new Map(rows.map((r) => [r.id, r.code]));
}
