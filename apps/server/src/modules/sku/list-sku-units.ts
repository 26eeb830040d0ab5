import { asc, eq } from 'drizzle-orm';
import type { TLabel, TSkuUnitOption, TSkuUnitRecord } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { skuUnits } from './schema.ts';

/** The managed unit list, in display order; active units only unless told. */
export async function listSkuUnits(db: TDbOrTx, opts: { activeOnly: boolean } = { activeOnly: true }): Promise<TSkuUnitRecord[]> {
  const q = db
    .select({ code: skuUnits.code, nameVi: skuUnits.nameVi, nameEn: skuUnits.nameEn, sortOrder: skuUnits.sortOrder, isActive: skuUnits.isActive })
    .from(skuUnits);
  return (opts.activeOnly ? q.where(eq(skuUnits.isActive, true)) : q).orderBy(asc(skuUnits.sortOrder), asc(skuUnits.code));
}

/** Units as the validators take them (code and both names). */
export async function skuUnitOptions(db: TDbOrTx): Promise<TSkuUnitOption[]> {
  return (await listSkuUnits(db)).map((u) => ({ code: u.code, vi: u.nameVi, en: u.nameEn }));
}

/** A stored unit's names as a label. */
export function unitLabel(u: { nameVi: string; nameEn: string }): TLabel {
  return { vi: u.nameVi, en: u.nameEn };
}
