import { and, asc, eq } from 'drizzle-orm';
import { inventoryMessage, type TLang, type TLocationPurpose } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { failFields } from '../../lib/errors.ts';
import { locations, warehouses } from './schema.ts';

export type TLocationRow = typeof locations.$inferSelect;
export type TWarehouseRow = typeof warehouses.$inferSelect;

/** The warehouse, or a field error on `field` (the warehouse picker of a form). */
export async function requireWarehouse(db: TDbOrTx, id: number, lang: TLang, field = 'warehouseId'): Promise<TWarehouseRow> {
  const [w] = await db.select().from(warehouses).where(eq(warehouses.id, id)).limit(1);
  if (!w) failFields([{ field, message: inventoryMessage('warehouseMissing', lang) }], 20006);
  return w;
}

/** A location of a warehouse by code. Codes are kept upper case, so what a scanner or a person types matches. */
export async function findLocation(db: TDbOrTx, warehouseId: number, code: string): Promise<TLocationRow | null> {
  const [loc] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.warehouseId, warehouseId), eq(locations.code, code.trim().toUpperCase())))
    .limit(1);
  return loc ?? null;
}

/** An active location of the warehouse, optionally of given purposes; else a field error on `field`. */
export async function requireLocation(
  db: TDbOrTx,
  warehouseId: number,
  code: string,
  lang: TLang,
  opts: { field?: string; purposes?: readonly TLocationPurpose[] } = {},
): Promise<TLocationRow> {
  const field = opts.field ?? 'locationCode';
  const loc = await findLocation(db, warehouseId, code);
  if (!loc) failFields([{ field, message: inventoryMessage('locationMissing', lang) }]);
  if (!loc.isActive) failFields([{ field, message: inventoryMessage('locationInactive', lang) }]);
  if (opts.purposes && !opts.purposes.includes(loc.purpose)) failFields([{ field, message: inventoryMessage('locationNotStorage', lang) }]);
  return loc;
}

/** The warehouse's first active location of a purpose (its receiving dock, its count area). */
export async function locationOfPurpose(db: TDbOrTx, warehouseId: number, purpose: TLocationPurpose): Promise<TLocationRow | null> {
  const [loc] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.warehouseId, warehouseId), eq(locations.purpose, purpose), eq(locations.isActive, true)))
    .orderBy(asc(locations.id))
    .limit(1);
  return loc ?? null;
}
