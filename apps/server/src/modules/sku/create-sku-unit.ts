import type { TSkuUnitRecord } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { DomainError as AppError } from '../../lib/errors.ts';
import { skuUnits } from './schema.ts';

/** Provider staff add a unit; its code is permanent (1003 when taken). */
export async function createSkuUnit(db: TDbOrTx, input: { code: string; nameVi: string; nameEn: string; sortOrder?: number }): Promise<TSkuUnitRecord> {
  const [row] = await db
    .insert(skuUnits)
    .values({ code: input.code, nameVi: input.nameVi, nameEn: input.nameEn, sortOrder: input.sortOrder ?? 1000 })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(1003);
  return { code: row.code, nameVi: row.nameVi, nameEn: row.nameEn, sortOrder: row.sortOrder, isActive: row.isActive };
}
