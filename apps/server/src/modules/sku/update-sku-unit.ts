import { eq, sql } from 'drizzle-orm';
import type { TSkuUnitRecord } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { DomainError as AppError } from '../../lib/errors.ts';
import { skuUnits } from './schema.ts';

/** Provider staff rename, reorder or (de)activate a unit. SKUs keep a deactivated unit; new ones cannot take it. */
export async function updateSkuUnit(
  db: TDbOrTx,
  input: { code: string; nameVi?: string; nameEn?: string; sortOrder?: number; isActive?: boolean },
): Promise<TSkuUnitRecord> {
  const [row] = await db
    .update(skuUnits)
    .set({
      ...(input.nameVi !== undefined ? { nameVi: input.nameVi } : {}),
      ...(input.nameEn !== undefined ? { nameEn: input.nameEn } : {}),
      ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(skuUnits.code, input.code))
    .returning();
  if (!row) throw new AppError(20004);
  return { code: row.code, nameVi: row.nameVi, nameEn: row.nameEn, sortOrder: row.sortOrder, isActive: row.isActive };
}
