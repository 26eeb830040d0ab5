import { SKU_CATEGORY_CODES, SKU_CATEGORY_LABELS, type TLang, type TSkuMeta } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { listSkuUnits, unitLabel } from './list-sku-units.ts';

/** Categories (fixed, SPEC §3) and the active units, named in the user's language, for forms and filters. */
export async function getSkuMeta(db: TDbOrTx, lang: TLang): Promise<TSkuMeta> {
  const units = await listSkuUnits(db);
  return {
    categories: SKU_CATEGORY_CODES.map((code) => ({ code, name: SKU_CATEGORY_LABELS[code][lang] })),
    units: units.map((u) => ({ code: u.code, name: unitLabel(u)[lang] })),
  };
}
