import { DEFAULT_UNIT, fieldErrorsOf, isBlank, skuDerived, skuDraftSchema, toSkuInput, type TSku, type TSkuCreateBody, type TSkuDraft } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { failFields } from '../../lib/errors.ts';
import type { TClientScope } from '../../db/scope.ts';
import { skuUnitOptions } from './list-sku-units.ts';
import { skus } from './schema.ts';
import { assertCodesFree, conflictFromDbError, nextSkuCodes, skuKeys, toSku, unitNames } from './sku-records.ts';

/** The SKU fields of a create or update body (customerId and id left out). */
export function draftOf(body: TSkuCreateBody): TSkuDraft {
  const { customerId: _c, ...fields } = body;
  const draft: TSkuDraft = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) (draft as Record<string, unknown>)[k] = v;
  return draft;
}

/**
 * Create (SPEC §3, §5): the domain's skuDraftSchema, the same rules the form shows, then the per-client unique
 * codes (20001 sku, 20007 mCode, 20008 sCode). Without a sku the server assigns the next 'SKU00000042'.
 */
export async function createSku(db: TDb, scope: TClientScope, body: TSkuCreateBody): Promise<TSku> {
  const draft = draftOf(body);
  // SPEC §3: the default unit is STANDARD (the form preselects it; an API client may leave it out)
  if (isBlank(draft.unit)) draft.unit = DEFAULT_UNIT;
  const units = await skuUnitOptions(db);
  const errors = fieldErrorsOf(skuDraftSchema({ units: units.map((u) => u.code) }), draft, scope.lang);
  if (errors.length > 0) failFields(errors);
  const input = toSkuInput(draft);
  await assertCodesFree(db, scope.clientId, input, scope.lang);
  const derived = skuDerived(input);
  for (let attempt = 0; ; attempt++) {
    const code = input.sku ?? (await nextSkuCodes(db, 1))[0]!;
    try {
      const [row] = await db
        .insert(skus)
        .values({
          clientId: scope.clientId,
          sku: code,
          mCode: input.mCode,
          sCode: input.sCode,
          name: input.name,
          ...skuKeys({ ...input, sku: code }),
          category: input.category,
          unit: input.unit,
          tag: input.tag ?? null,
          description: input.description,
          manageExpDate: input.manageExpDate,
          manageProdDate: input.manageProdDate,
          grossWeight: input.grossWeight,
          netWeight: input.netWeight,
          length: input.length,
          width: input.width,
          height: input.height,
          volume: derived.volume,
          volumetricWeight: derived.volumetricWeight,
          note: input.note ?? null,
          createdBy: scope.userId,
          updatedBy: scope.userId,
        })
        .returning();
      return toSku(row!, scope.lang, await unitNames(db));
    } catch (e) {
      const conflict = conflictFromDbError(e, scope.lang);
      // an assigned code can meet one a person typed earlier ('SKU00000042'): take the next one
      if (conflict && conflict.code === 20001 && input.sku === undefined && attempt < 5) continue;
      if (conflict) throw conflict;
      throw e;
    }
  }
}
