import { eq, sql } from 'drizzle-orm';
import { fieldErrorsOf, skuDerived, skuDraftSchema, toSkuInput, type TSku, type TSkuDraft, type TSkuUpdateBody, SKU_CODE_LOCKED } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { failFields } from '../../lib/errors.ts';
import type { TClientScope } from '../../db/scope.ts';
import { draftOf } from './create-sku.ts';
import { skuUnitOptions } from './list-sku-units.ts';
import { skuChanges, skus } from './schema.ts';
import { assertCodesFree, conflictFromDbError, diffSku, loadSku, skuKeys, toSku, unitNames, type TSkuRecord } from './sku-records.ts';

function asDraft(r: TSkuRecord): TSkuDraft {
  return {
    sku: r.sku, mCode: r.mCode, sCode: r.sCode, name: r.name, category: r.category, unit: r.unit, tag: r.tag ?? undefined,
    description: r.description, manageExpDate: r.manageExpDate, manageProdDate: r.manageProdDate, grossWeight: r.grossWeight,
    netWeight: r.netWeight, length: r.length, width: r.width, height: r.height, volume: r.volume, note: r.note ?? undefined,
  };
}

/**
 * Update by id: absent fields keep their value, null clears an optional one; the code cannot change. The whole
 * result is validated as on create, mCode and sCode stay unique, volume and volumetric weight follow the sizes
 * (unless a volume is given), and the change is logged with who, when, before and after.
 */
export async function updateSku(db: TDb, scope: TClientScope, body: TSkuUpdateBody): Promise<TSku> {
  const current = await loadSku(db, scope, { id: body.id });
  const { id: _id, ...rest } = body;
  const patch = draftOf(rest);
  if (patch.sku !== undefined && patch.sku !== null && String(patch.sku).trim() !== current.sku) {
    failFields([{ field: 'sku', message: SKU_CODE_LOCKED[scope.lang] }]);
  }
  const merged: TSkuDraft = { ...asDraft(current), ...patch, sku: current.sku };
  for (const k of Object.keys(patch) as Array<keyof TSkuDraft>) if (patch[k] === null) merged[k] = undefined;
  const sizesChanged = (['length', 'width', 'height'] as const).some((k) => patch[k] !== undefined && Number(patch[k]) !== current[k]);
  if (patch.volume === undefined && sizesChanged) merged.volume = undefined;
  const units = (await skuUnitOptions(db)).map((u) => u.code);
  const errors = fieldErrorsOf(skuDraftSchema({ units: units.includes(current.unit) ? units : [...units, current.unit] }), merged, scope.lang);
  if (errors.length > 0) failFields(errors);
  const input = toSkuInput(merged);
  await assertCodesFree(db, scope.clientId, { mCode: input.mCode, sCode: input.sCode }, scope.lang, current.id);
  const derived = skuDerived(input);
  const next = {
    mCode: input.mCode, sCode: input.sCode, name: input.name, category: input.category, unit: input.unit, tag: input.tag ?? null,
    description: input.description, manageExpDate: input.manageExpDate, manageProdDate: input.manageProdDate,
    grossWeight: input.grossWeight, netWeight: input.netWeight, length: input.length, width: input.width, height: input.height,
    volume: derived.volume, volumetricWeight: derived.volumetricWeight, note: input.note ?? null,
  };
  const diff = diffSku(current, next);
  if (!diff) return toSku(current, scope.lang, await unitNames(db));
  try {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(skus)
        .set({ ...next, ...skuKeys({ ...next, sku: current.sku }), updatedBy: scope.userId, updatedAt: sql`now()` })
        .where(eq(skus.id, current.id))
        .returning();
      await tx.insert(skuChanges).values({ skuId: current.id, clientId: scope.clientId, source: 'update', changedBy: scope.userId, ...diff });
      return updated!;
    });
    return toSku(row, scope.lang, await unitNames(db));
  } catch (e) {
    throw conflictFromDbError(e, scope.lang) ?? e;
  }
}
