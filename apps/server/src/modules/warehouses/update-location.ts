import { eq } from 'drizzle-orm';
import { inventoryMessage, type TLang, type TLocation, type TLocationUpdateInput } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { fail, failFields } from '../../lib/errors.ts';
import type { THeldQty } from './list-locations.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { locations } from './schema.ts';

/**
 * Renames, re-purposes or retires a location. A location that holds stock keeps its purpose and stays active
 * (the stock would become unreachable or change meaning); empty it first.
 */
export async function updateLocation(db: TDb, input: TLocationUpdateInput, lang: TLang, heldQty: THeldQty): Promise<TLocation> {
  try {
    return await inTransaction(db, async (tx) => {
      const [loc] = await tx.select().from(locations).where(eq(locations.id, input.id)).limit(1).for('update');
      if (!loc) fail(404);
      const qty = (await heldQty(tx, [loc.id])).get(loc.id) ?? 0;
      const changesMeaning = (input.purpose !== undefined && input.purpose !== loc.purpose) || input.isActive === false;
      if (changesMeaning && qty > 0) failFields([{ field: input.isActive === false ? 'isActive' : 'purpose', message: inventoryMessage('locationHasStock', lang) }]);
      const zone = input.zone?.toUpperCase() ?? loc.zone;
      const aisle = input.aisle?.toUpperCase() ?? loc.aisle;
      const bin = input.bin?.toUpperCase() ?? loc.bin;
      const [row] = await tx
        .update(locations)
        .set({
          zone,
          aisle,
          bin,
          code: input.code?.toUpperCase() ?? loc.code,
          purpose: input.purpose ?? loc.purpose,
          isActive: input.isActive ?? loc.isActive,
        })
        .where(eq(locations.id, loc.id))
        .returning();
      const r = row!;
      return { id: r.id, warehouseId: r.warehouseId, code: r.code, zone: r.zone, aisle: r.aisle, bin: r.bin, purpose: r.purpose, isActive: r.isActive, qty };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'locations_wh_code_uq')) failFields([{ field: 'code', message: inventoryMessage('locationCodeExists', lang) }], 1003);
    throw err;
  }
}
