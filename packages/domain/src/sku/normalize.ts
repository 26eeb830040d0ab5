import { volumetricWeightGrams } from '../common/limits.ts';
import { toNumber, toPositiveInt, toPositiveNumber } from '../common/numbers.ts';
import { isBlank } from '../common/labels.ts';
import { DEFAULT_UNIT, type TSkuCategory } from './categories.ts';
import { skuVolumeCm3, withSkuAliases, type TSkuDraft, type TSkuInput } from './rules.ts';

/** Two decimals, the precision sizes and volumes are stored with. */
export function roundTo2(n: number): number {
  return Math.round(n * 100) / 100;
}

function optionalText(v: unknown): string | undefined {
  if (isBlank(v)) return undefined;
  return typeof v === 'string' ? v.trim() : String(v);
}

function flag(v: unknown): boolean {
  return v === true;
}

/**
 * The typed SKU of a draft that `skuDraftSchema` accepted (numbers given as text become numbers, blanks become
 * undefined, `manageProductDate` folds into `manageProdDate`). Call it only after validation passed.
 */
function text(v: unknown): string {
  return typeof v === 'string' ? v.trim() : String(v ?? '');
}

export function toSkuInput(draft: TSkuDraft): TSkuInput {
  const raw = withSkuAliases(draft);
  const volume = isBlank(raw.volume) ? undefined : toNumber(raw.volume);
  return {
    sku: optionalText(raw.sku),
    mCode: text(raw.mCode),
    sCode: text(raw.sCode),
    name: text(raw.name),
    category: text(raw.category) as TSkuCategory,
    unit: optionalText(raw.unit) ?? DEFAULT_UNIT,
    tag: optionalText(raw.tag),
    description: text(raw.description),
    manageExpDate: flag(raw.manageExpDate),
    manageProdDate: flag(raw.manageProdDate),
    grossWeight: toPositiveInt(raw.grossWeight) ?? 0,
    netWeight: toPositiveInt(raw.netWeight) ?? 0,
    length: toPositiveNumber(raw.length) ?? 0,
    width: toPositiveNumber(raw.width) ?? 0,
    height: toPositiveNumber(raw.height) ?? 0,
    volume: volume === null || volume === undefined ? undefined : roundTo2(volume),
    note: optionalText(raw.note),
  };
}

export interface TSkuDerived {
  /** cm³, two decimals: the given volume, else length × width × height */
  volume: number;
  /** grams, L × W × H / 5000 kg rounded up to the gram (SPEC §5) */
  volumetricWeight: number;
}

/** Volume and volumetric weight of a SKU's sizes; a given volume wins over the computed one. */
export function skuDerived(sizes: { length: number; width: number; height: number; volume?: number | null }): TSkuDerived {
  const computed = roundTo2(skuVolumeCm3(sizes.length, sizes.width, sizes.height));
  return {
    volume: sizes.volume === undefined || sizes.volume === null ? computed : roundTo2(sizes.volume),
    volumetricWeight: volumetricWeightGrams(sizes.length, sizes.width, sizes.height),
  };
}
