import type { TLang } from '../errors/catalogue.ts';
import type { TLabel } from '../common/labels.ts';
import { foldText } from '../common/limits.ts';
import { cellText, parseYesNo, type TCellValue, type TUploadColumn } from '../uploads/upload.ts';
import { rowMessage, rowPrefix } from '../uploads/row-messages.ts';
import { DEFAULT_UNIT, SKU_CATEGORY_CODES, SKU_CATEGORY_LABELS } from './categories.ts';
import { toSkuInput } from './normalize.ts';
import {
  checkSkuMeasure,
  netOverGrossMessage,
  SKU_CODE_MAX,
  SKU_CODE_RE,
  SKU_FIELD_LABELS,
  SKU_MEASURE_FIELDS,
  skuDraftSchema,
  type TSkuDraft,
  type TSkuInput,
  type TSkuMeasureField,
} from './rules.ts';
import { toPositiveInt, toPositiveNumber } from '../common/numbers.ts';
import { fieldErrorsOf } from '../contract/field-rules.ts';

const col = (key: keyof typeof SKU_FIELD_LABELS, required: boolean, example: TCellValue, width = 18, aliases: string[] = []): TUploadColumn => ({
  key,
  label: SKU_FIELD_LABELS[key],
  required,
  example,
  width,
  aliases,
});

/** The SKU upload template, in column order. Required columns carry '*' in the template's header. */
export const SKU_UPLOAD_COLUMNS: readonly TUploadColumn[] = [
  col('sku', false, 'AO_THUN_01', 16, ['sku code', 'ma san pham']),
  col('mCode', true, '8934567000011', 18, ['ma nsx', 'mcode']),
  col('sCode', true, 'KH_AO_01', 16, ['scode']),
  col('name', true, 'Áo thun cotton trắng', 30, ['ten', 'product']),
  col('category', true, 'THOI_TRANG', 18, ['danh muc san pham']),
  col('unit', false, 'CAI', 12, ['don vi', 'dvt']),
  col('tag', false, 'he-2026', 12, ['tags']),
  col('description', true, 'Áo thun cổ tròn, 100% cotton', 30, ['mo ta san pham']),
  col('manageExpDate', false, 'Không', 14, ['quan ly han su dung', 'han su dung', 'hsd']),
  col('manageProdDate', false, 'Không', 14, ['ngay san xuat', 'nsx', 'manageProductDate']),
  col('grossWeight', true, 250, 14, ['khoi luong ca bi', 'gross weight']),
  col('netWeight', true, 200, 14, ['khoi luong tinh', 'net weight']),
  col('length', true, 30, 12, ['chieu dai', 'dai']),
  col('width', true, 20, 12, ['chieu rong', 'rong']),
  col('height', true, 2.5, 12, ['chieu cao', 'cao']),
  col('volume', false, null, 12, ['the tich']),
  col('note', false, '', 20, ['ghi chu']),
];

/** The size and weight tool's template: the SKU code and the values to set; a blank value is left as it is. */
export const SIZE_WEIGHT_UPLOAD_COLUMNS: readonly TUploadColumn[] = [
  col('sku', true, 'AO_THUN_01', 16, ['sku code', 'ma san pham']),
  col('grossWeight', false, 260, 14, ['khoi luong ca bi', 'gross weight']),
  col('netWeight', false, 210, 14, ['khoi luong tinh', 'net weight']),
  col('length', false, 31, 12, ['chieu dai', 'dai']),
  col('width', false, 21, 12, ['chieu rong', 'rong']),
  col('height', false, 3, 12, ['chieu cao', 'cao']),
];

/** A unit a tenant may use, with its names (from the managed list). */
export interface TSkuUnitOption {
  code: string;
  vi: string;
  en: string;
}

export type TRowParse<T> = { ok: true; value: T } | { ok: false; errors: string[] };
export type TRowCells = ReadonlyMap<string, TCellValue>;

function lookup(entries: Array<{ code: string; names: string[] }>): Map<string, string> {
  const m = new Map<string, string>();
  for (const e of entries) {
    for (const n of [e.code, ...e.names]) {
      const k = foldText(n);
      if (k !== '' && !m.has(k)) m.set(k, e.code);
    }
  }
  return m;
}

/**
 * A row parser for SKU uploads, built once per file (its lookups are precomputed, so a row costs the rules
 * and nothing else). Category and unit cells take the code or either name ('THOI_TRANG', 'Thời trang',
 * 'fashion'); a blank unit is STANDARD; yes/no cells take Có/Không, Yes/No, Y/N, TRUE/FALSE, 1/0 or x.
 * Messages are skuDraftSchema's, each prefixed 'Lỗi tại dòng N: '.
 */
export function createSkuRowParser(units: readonly TSkuUnitOption[], lang: TLang): (cells: TRowCells, rowNo: number) => TRowParse<TSkuInput> {
  const categories = lookup(SKU_CATEGORY_CODES.map((code) => ({ code, names: [SKU_CATEGORY_LABELS[code].vi, SKU_CATEGORY_LABELS[code].en] })));
  const unitCodes = units.map((u) => u.code);
  const unitLookup = lookup(units.map((u) => ({ code: u.code, names: [u.vi, u.en] })));
  const schema = skuDraftSchema({ units: unitCodes });
  // a file repeats a handful of category and unit spellings: fold each once
  const resolver = (m: Map<string, string>) => {
    const seen = new Map<string, string>();
    return (text: string): string => {
      let v = seen.get(text);
      if (v === undefined) seen.set(text, (v = m.get(foldText(text)) ?? text));
      return v;
    };
  };
  const categoryOf = resolver(categories);
  const unitOf = resolver(unitLookup);
  return (cells, rowNo) => {
    const draft: TSkuDraft = {};
    const errors: string[] = [];
    for (const key of ['sku', 'mCode', 'sCode', 'name', 'tag', 'description', 'note'] as const) {
      const t = cellText(cells.get(key));
      draft[key] = t === '' ? undefined : t;
    }
    const category = cellText(cells.get('category'));
    draft.category = category === '' ? undefined : categoryOf(category);
    const unit = cellText(cells.get('unit'));
    draft.unit = unit === '' ? DEFAULT_UNIT : unitOf(unit);
    for (const key of ['manageExpDate', 'manageProdDate'] as const) {
      const v = parseYesNo(cells.get(key));
      if (v === null) errors.push(rowMessage(rowNo, 'yes_no', { field: SKU_FIELD_LABELS[key][lang] }, lang));
      else draft[key] = v;
    }
    for (const key of ['grossWeight', 'netWeight', 'length', 'width', 'height', 'volume'] as const) {
      const v = cells.get(key);
      draft[key] = typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v === null ? undefined : v;
    }
    const fieldErrors = fieldErrorsOf(schema, draft, lang);
    if (fieldErrors.length > 0) {
      const prefix = rowPrefix(rowNo, lang);
      for (const e of fieldErrors) errors.push(`${prefix}: ${e.message}`);
    }
    return errors.length > 0 ? { ok: false, errors } : { ok: true, value: toSkuInput(draft) };
  };
}

/** A size/weight tool row: the SKU and the values to set (absent: keep the SKU's own). */
export interface TSizeWeightRow {
  sku: string;
  grossWeight?: number;
  netWeight?: number;
  length?: number;
  width?: number;
  height?: number;
}

const MEASURE_NAMES: Record<TSkuMeasureField, TLabel> = {
  grossWeight: SKU_FIELD_LABELS.grossWeight,
  netWeight: SKU_FIELD_LABELS.netWeight,
  length: SKU_FIELD_LABELS.length,
  width: SKU_FIELD_LABELS.width,
  height: SKU_FIELD_LABELS.height,
};

/** Parses one size/weight row: sku required; each given value > 0 with the SKU rules; at least one given. */
export function parseSizeWeightRow(cells: TRowCells, rowNo: number, lang: TLang): TRowParse<TSizeWeightRow> {
  const errors: string[] = [];
  const prefix = rowPrefix(rowNo, lang);
  const sku = cellText(cells.get('sku'));
  const skuLabel = SKU_FIELD_LABELS.sku[lang];
  if (sku === '') errors.push(rowMessage(rowNo, 'required', { field: skuLabel }, lang));
  else if (sku.length > SKU_CODE_MAX) errors.push(rowMessage(rowNo, 'max_length', { field: skuLabel, limit: SKU_CODE_MAX }, lang));
  else if (!SKU_CODE_RE.test(sku)) errors.push(rowMessage(rowNo, 'code_chars', { field: skuLabel }, lang));
  const row: TSizeWeightRow = { sku };
  let given = 0;
  for (const field of SKU_MEASURE_FIELDS) {
    const v = cells.get(field);
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) continue;
    given++;
    const message = checkSkuMeasure(field, v, lang);
    if (message !== null) {
      errors.push(`${prefix}: ${message}`);
      continue;
    }
    row[field] = field === 'grossWeight' || field === 'netWeight' ? (toPositiveInt(v) ?? 0) : (toPositiveNumber(v) ?? 0);
  }
  if (given === 0) {
    const names = SKU_MEASURE_FIELDS.map((f) => MEASURE_NAMES[f][lang]).join(', ');
    errors.push(rowMessage(rowNo, 'at_least_one', { field: names }, lang));
  }
  if (row.grossWeight !== undefined && row.netWeight !== undefined && row.netWeight > row.grossWeight) {
    errors.push(`${prefix}: ${netOverGrossMessage(lang)}`);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: row };
}
