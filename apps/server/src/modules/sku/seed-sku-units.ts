import { SKU_UNIT_CODES, SKU_UNIT_LABELS } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { skuUnits } from './schema.ts';

/**
 * Puts the domain's default units in the managed list. Idempotent and non-destructive: a unit provider staff
 * renamed or deactivated keeps their change; a default added to the domain later appears at the next start.
 */
export async function seedSkuUnits(db: TDbOrTx): Promise<void> {
  await db
    .insert(skuUnits)
    .values(SKU_UNIT_CODES.map((code, i) => ({ code, nameVi: SKU_UNIT_LABELS[code].vi, nameEn: SKU_UNIT_LABELS[code].en, sortOrder: i * 10 })))
    .onConflictDoNothing();
}
