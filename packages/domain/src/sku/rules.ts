import { z } from 'zod';
import type { TLang } from '../errors/catalogue.ts';
import { charLength, isBlank, type TFieldError, type TLabel } from '../common/labels.ts';
import { SKU_DESCRIPTION_MAX, TEXT_MAX_LONG, TEXT_MAX_MEDIUM, TEXT_MAX_SHORT, TEXT_MAX_XLONG } from '../common/limits.ts';
import { toNumber, toPositiveInt, toPositiveNumber } from '../common/numbers.ts';
import { SKU_CATEGORY_CODES, SKU_UNIT_CODES } from './categories.ts';

/** Codes people type and scanners read: letters, digits and underscore (the import rule of SPEC §5). */
export const SKU_CODE_RE = /^[A-Za-z0-9_]+$/;
export const SKU_CODE_MAX = TEXT_MAX_SHORT;
export const SKU_NAME_MAX = TEXT_MAX_LONG;
export const SKU_TAG_MAX = TEXT_MAX_MEDIUM;
export const SKU_NOTE_MAX = TEXT_MAX_XLONG;

/**
 * SPEC §3 SKU fields. Weights are integer grams, sizes centimetres (> 0, decimals allowed), volume cm³.
 * This is the contract's shape; `validateSku` gives the per-field messages a form or upload row shows, and
 * also checks net ≤ gross, which stays out of the schema so the server can still `.partial()` it for updates.
 */
export const ZSkuInput = z.object({
  sku: z.string().trim().min(1).max(SKU_CODE_MAX).regex(SKU_CODE_RE).optional(),
  mCode: z.string().trim().min(1).max(SKU_CODE_MAX),
  sCode: z.string().trim().min(1).max(SKU_CODE_MAX),
  name: z.string().trim().min(1).max(SKU_NAME_MAX),
  category: z.enum(SKU_CATEGORY_CODES),
  // units are master data a tenant may extend, so any code is accepted here; forms preselect DEFAULT_UNIT
  unit: z.string().trim().min(1).max(SKU_CODE_MAX),
  tag: z.string().trim().max(SKU_TAG_MAX).optional(),
  description: z.string().trim().min(1).max(SKU_DESCRIPTION_MAX),
  manageExpDate: z.boolean().default(false),
  manageProdDate: z.boolean().default(false),
  grossWeight: z.number().int().positive(),
  netWeight: z.number().int().positive(),
  length: z.number().positive(),
  width: z.number().positive(),
  height: z.number().positive(),
  volume: z.number().nonnegative().optional(),
  note: z.string().trim().max(SKU_NOTE_MAX).optional(),
});
export type TSkuInput = z.infer<typeof ZSkuInput>;

/** What a form or an upload row holds before parsing: any field, any type. */
export type TSkuDraft = { [K in keyof TSkuInput]?: unknown } & { manageProductDate?: unknown };

/** SPEC §3 notes the alternative spelling manageProductDate; fold it into manageProdDate. */
export function withSkuAliases<T extends Record<string, unknown>>(raw: T): T & { manageProdDate?: unknown } {
  if (raw.manageProdDate === undefined && raw.manageProductDate !== undefined) {
    return { ...raw, manageProdDate: raw.manageProductDate };
  }
  return raw;
}

export const SKU_FIELD_LABELS: Record<keyof TSkuInput, TLabel> = {
  sku: { vi: 'Mã SKU', en: 'SKU code' },
  mCode: { vi: 'Mã nhà sản xuất', en: 'Manufacturer code' },
  sCode: { vi: 'Mã khách hàng', en: 'Customer code' },
  name: { vi: 'Tên sản phẩm', en: 'Product name' },
  category: { vi: 'Danh mục', en: 'Category' },
  unit: { vi: 'Đơn vị tính', en: 'Unit' },
  tag: { vi: 'Tag', en: 'Tag' },
  description: { vi: 'Mô tả', en: 'Description' },
  manageExpDate: { vi: 'Quản lý hạn sử dụng', en: 'Track expiry date' },
  manageProdDate: { vi: 'Quản lý ngày sản xuất', en: 'Track production date' },
  grossWeight: { vi: 'Khối lượng cả bì (g)', en: 'Gross weight (g)' },
  netWeight: { vi: 'Khối lượng tịnh (g)', en: 'Net weight (g)' },
  length: { vi: 'Chiều dài (cm)', en: 'Length (cm)' },
  width: { vi: 'Chiều rộng (cm)', en: 'Width (cm)' },
  height: { vi: 'Chiều cao (cm)', en: 'Height (cm)' },
  volume: { vi: 'Thể tích (cm³)', en: 'Volume (cm³)' },
  note: { vi: 'Ghi chú', en: 'Note' },
};

const T = {
  required: { vi: '{f} không được để trống', en: '{f} is required' },
  tooLong: { vi: '{f} không được vượt quá {n} ký tự', en: '{f} must not exceed {n} characters' },
  codeChars: { vi: '{f} chỉ được chứa chữ, số và dấu gạch dưới', en: '{f} may contain letters, digits and underscore only' },
  invalid: { vi: '{f} không hợp lệ', en: '{f} is not valid' },
  positive: { vi: '{f} phải là số lớn hơn 0', en: '{f} must be a number greater than 0' },
  positiveInt: { vi: '{f} phải là số nguyên lớn hơn 0', en: '{f} must be a whole number greater than 0' },
  nonNegative: { vi: '{f} phải là số lớn hơn hoặc bằng 0', en: '{f} must be a number of 0 or more' },
  boolean: { vi: '{f} phải là có hoặc không', en: '{f} must be yes or no' },
  netOverGross: {
    vi: 'Khối lượng tịnh không được lớn hơn khối lượng cả bì',
    en: 'The net weight must not exceed the gross weight',
  },
} as const satisfies Record<string, TLabel>;

export interface TSkuValidationOptions {
  /** Units the tenant may use; defaults to SKU_UNIT_CODES. */
  units?: readonly string[];
  /** Categories; defaults to SKU_CATEGORY_CODES. */
  categories?: readonly string[];
}

/** The volume a SKU's sizes imply, in cm³ (used when the volume field is left empty). */
export function skuVolumeCm3(lengthCm: number, widthCm: number, heightCm: number): number {
  return lengthCm * widthCm * heightCm;
}

/** SPEC §5 SKU rules, one message per field at most, in field order. */
export function validateSku(input: TSkuDraft, lang: TLang = 'vi', options: TSkuValidationOptions = {}): TFieldError[] {
  const errors: TFieldError[] = [];
  const raw = withSkuAliases(input);
  const units = options.units ?? SKU_UNIT_CODES;
  const categories = options.categories ?? SKU_CATEGORY_CODES;
  const say = (field: keyof TSkuInput, tpl: TLabel, n?: number): void => {
    const message = tpl[lang].replace('{f}', SKU_FIELD_LABELS[field][lang]).replace('{n}', String(n ?? ''));
    errors.push({ field, message });
  };
  const text = (field: keyof TSkuInput): string => {
    const v = raw[field];
    return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
  };
  const requiredText = (field: keyof TSkuInput, max: number): boolean => {
    if (isBlank(raw[field]) || text(field) === '') {
      say(field, T.required);
      return false;
    }
    if (charLength(text(field)) > max) {
      say(field, T.tooLong, max);
      return false;
    }
    return true;
  };
  const optionalText = (field: keyof TSkuInput, max: number): void => {
    if (charLength(text(field)) > max) say(field, T.tooLong, max);
  };

  if (!isBlank(raw.sku)) {
    if (charLength(text('sku')) > SKU_CODE_MAX) say('sku', T.tooLong, SKU_CODE_MAX);
    else if (!SKU_CODE_RE.test(text('sku'))) say('sku', T.codeChars);
  }
  requiredText('mCode', SKU_CODE_MAX);
  requiredText('sCode', SKU_CODE_MAX);
  requiredText('name', SKU_NAME_MAX);
  if (isBlank(raw.category)) say('category', T.required);
  else if (!categories.includes(text('category'))) say('category', T.invalid);
  if (isBlank(raw.unit)) say('unit', T.required);
  else if (!units.includes(text('unit'))) say('unit', T.invalid);
  optionalText('tag', SKU_TAG_MAX);
  requiredText('description', SKU_DESCRIPTION_MAX);
  for (const flag of ['manageExpDate', 'manageProdDate'] as const) {
    if (raw[flag] !== undefined && raw[flag] !== null && typeof raw[flag] !== 'boolean') say(flag, T.boolean);
  }

  let gross: number | null = null;
  let net: number | null = null;
  for (const field of ['grossWeight', 'netWeight'] as const) {
    const v = toPositiveInt(raw[field]);
    if (isBlank(raw[field])) say(field, T.required);
    else if (v === null) say(field, T.positiveInt);
    if (field === 'grossWeight') gross = v;
    else net = v;
  }
  if (gross !== null && net !== null && net > gross) errors.push({ field: 'netWeight', message: T.netOverGross[lang] });
  for (const field of ['length', 'width', 'height'] as const) {
    if (isBlank(raw[field])) say(field, T.required);
    else if (toPositiveNumber(raw[field]) === null) say(field, T.positive);
  }
  if (!isBlank(raw.volume)) {
    const v = toNumber(raw.volume);
    if (v === null || v < 0) say('volume', T.nonNegative);
  }
  optionalText('note', SKU_NOTE_MAX);
  return errors;
}
