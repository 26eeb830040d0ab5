import { and, eq, gt, or, sql } from 'drizzle-orm';
import { inventoryMessage, type TLang, type TLocationUpdateInput, type TLocationView } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { AppError, failFields } from '../../http/errors.ts';
import { inventoryBalances } from '../inventory/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { locations } from './schema.ts';

/**
 * Renames, re-purposes or retires a location. A location that holds stock keeps its purpose and stays active
 * (the stock would become unreachable or change meaning); empty it first.
 */
export async function updateLocation(db: TDb, input: TLocationUpdateInput, lang: TLang): Promise<TLocationView> {
  try {
    return await inTransaction(db, async (tx) => {
      const [loc] = await tx.select().from(locations).where(eq(locations.id, input.id)).limit(1).for('update');
      if (!loc) throw new AppError(404);
      const b = inventoryBalances;
      const [held] = await tx
        .select({ qty: sql<number>`coalesce(sum(${b.qty}), 0)::int`.mapWith(Number) })
        .from(b)
        .where(and(eq(b.locationId, loc.id), or(gt(b.qty, 0), gt(b.qtyAllocated, 0))));
      const qty = held?.qty ?? 0;
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
