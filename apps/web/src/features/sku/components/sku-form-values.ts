import {
  DEFAULT_UNIT,
  roundTo2,
  skuVolumeCm3,
  toPositiveNumber,
  volumetricWeightGrams,
  type TSku,
  type TSkuCreateBody,
} from '@ffm/domain';

/**
 * What the SKU form holds. Numbers stay text while typed, so '0', 'abc' or '2,5' reach the domain's rules and get
 * their message (a number input would silently drop them).
 */
export interface TSkuFormValues {
  sku: string;
  mCode: string;
  sCode: string;
  name: string;
  category: string | undefined;
  unit: string | undefined;
  tag: string;
  description: string;
  manageExpDate: boolean;
  manageProdDate: boolean;
  grossWeight: string;
  netWeight: string;
  length: string;
  width: string;
  height: string;
  /** blank: length × width × height */
  volume: string;
  note: string;
}

export const SKU_TEXT_FIELDS = ['sku', 'mCode', 'sCode', 'name', 'tag', 'description', 'note'] as const;
export const SKU_NUMBER_FIELDS = ['grossWeight', 'netWeight', 'length', 'width', 'height', 'volume'] as const;

export function emptySkuForm(): TSkuFormValues {
  return {
    sku: '',
    mCode: '',
    sCode: '',
    name: '',
    category: undefined,
    unit: DEFAULT_UNIT,
    tag: '',
    description: '',
    manageExpDate: false,
    manageProdDate: false,
    grossWeight: '',
    netWeight: '',
    length: '',
    width: '',
    height: '',
    volume: '',
    note: '',
  };
}

/** The form of a stored SKU; its volume shows only when it is not simply length × width × height. */
export function skuToForm(s: TSku): TSkuFormValues {
  const computed = roundTo2(skuVolumeCm3(s.length, s.width, s.height));
  return {
    sku: s.sku,
    mCode: s.mCode,
    sCode: s.sCode,
    name: s.name,
    category: s.category,
    unit: s.unit,
    tag: s.tag ?? '',
    description: s.description,
    manageExpDate: s.manageExpDate,
    manageProdDate: s.manageProdDate,
    grossWeight: String(s.grossWeight),
    netWeight: String(s.netWeight),
    length: String(s.length),
    width: String(s.width),
    height: String(s.height),
    volume: Math.abs(s.volume - computed) < 0.005 ? '' : String(s.volume),
    note: s.note ?? '',
  };
}

/** A decimal typed with a comma (the vi-VN way: '2,5') is read as 2.5. */
export function numberText(v: string | undefined): string {
  return (v ?? '').trim().replace(/^(\d+),(\d+)$/, '$1.$2');
}

/** The draft the domain's rules check (skuDraftSchema): texts trimmed, numbers as typed. */
export function formToDraft(v: Partial<TSkuFormValues>): Record<string, unknown> {
  const draft: Record<string, unknown> = {};
  for (const k of SKU_TEXT_FIELDS) {
    const s = (v[k] ?? '').trim();
    draft[k] = s === '' ? undefined : s;
  }
  draft.category = v.category || undefined;
  draft.unit = v.unit || undefined;
  draft.manageExpDate = v.manageExpDate === true;
  draft.manageProdDate = v.manageProdDate === true;
  for (const k of SKU_NUMBER_FIELDS) {
    const s = numberText(v[k]);
    draft[k] = s === '' ? undefined : s;
  }
  return draft;
}

/**
 * The create or update body. On update, a cleared optional field is sent as null (the server clears it; a null
 * volume follows the sizes again); absent fields would keep their stored value.
 */
export function formToBody(v: TSkuFormValues, mode: 'create' | 'update'): TSkuCreateBody {
  const d = formToDraft(v);
  const body: TSkuCreateBody = {};
  const clear = mode === 'update' ? null : undefined;
  for (const k of ['mCode', 'sCode', 'name', 'description', 'category', 'unit'] as const) body[k] = d[k] as string | undefined;
  if (mode === 'create' && d.sku !== undefined) body.sku = d.sku as string;
  body.tag = (d.tag as string | undefined) ?? clear;
  body.note = (d.note as string | undefined) ?? clear;
  body.manageExpDate = v.manageExpDate;
  body.manageProdDate = v.manageProdDate;
  for (const k of ['grossWeight', 'netWeight', 'length', 'width', 'height'] as const) body[k] = d[k] as string | undefined;
  body.volume = (d.volume as string | undefined) ?? clear;
  return body;
}

/** Volume (cm³) and volumetric weight (g, L × W × H / 5000) of the sizes typed so far; null until all three are numbers > 0. */
export function derivedOf(v: Partial<TSkuFormValues>): { volume: number; volumetricWeight: number } | null {
  const l = toPositiveNumber(numberText(v.length));
  const w = toPositiveNumber(numberText(v.width));
  const h = toPositiveNumber(numberText(v.height));
  if (l === null || w === null || h === null) return null;
  const given = toPositiveNumber(numberText(v.volume));
  return { volume: given ?? roundTo2(skuVolumeCm3(l, w, h)), volumetricWeight: volumetricWeightGrams(l, w, h) };
}

/** Two forms hold the same SKU (unsaved-changes check). */
export function sameSkuForm(a: Partial<TSkuFormValues>, b: Partial<TSkuFormValues>): boolean {
  return JSON.stringify(formToDraft(a)) === JSON.stringify(formToDraft(b));
}
