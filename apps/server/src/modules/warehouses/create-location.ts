import { inventoryMessage, type TLang, type TLocation, type TLocationCreateInput } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { failFields } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { requireWarehouse } from './find-location.ts';
import { locations } from './schema.ts';

/** A new location; its code (default zone-aisle-bin, upper case) is unique in the warehouse (1003). */
export async function createLocation(db: TDb, input: TLocationCreateInput, lang: TLang): Promise<TLocation> {
  await requireWarehouse(db, input.warehouseId, lang);
  const zone = input.zone.toUpperCase();
  const aisle = input.aisle.toUpperCase();
  const bin = input.bin.toUpperCase();
  const code = (input.code ?? `${zone}-${aisle}-${bin}`).toUpperCase();
  try {
    const [row] = await db.insert(locations).values({ warehouseId: input.warehouseId, code, zone, aisle, bin, purpose: input.purpose }).returning();
    const r = row!;
    return { id: r.id, warehouseId: r.warehouseId, code: r.code, zone: r.zone, aisle: r.aisle, bin: r.bin, purpose: r.purpose, isActive: r.isActive, qty: 0 };
  } catch (err) {
    if (isUniqueViolation(err, 'locations_wh_code_uq')) failFields([{ field: 'code', message: inventoryMessage('locationCodeExists', lang) }], 1003);
    throw err;
  }
}
