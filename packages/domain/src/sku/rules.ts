import { z } from 'zod';
import type { TLang } from '../errors/catalogue.ts';
import { firstFault, type TFieldRule } from '../contract/field-rules.ts';
import { isBlank, type TLabel } from '../common/labels.ts';
import { SKU_DESCRIPTION_MAX, TEXT_MAX_LONG, TEXT_MAX_MEDIUM, TEXT_MAX_SHORT, TEXT_MAX_XLONG } from '../common/limits.ts';
import { toNumber, toPositiveInt, toPositiveNumber } from '../common/numbers.ts';
import { SKU_CATEGORY_CODES, SKU_UNIT_CODES } from './categories.ts';

/** Codes people type and scanners read: letters, digits and underscore (the import rule of SPEC §5). */
export const SKU_CODE_RE = /^[A-Za-z0-9_]+$/;
export const SKU_CODE_MAX = TEXT_MAX_SHORT;
export const SKU_NAME_MAX = TEXT_MAX_LONG;
export const SKU_TAG_MAX = TEXT_MAX_MEDIUM;
export const SKU_NOTE_MAX = TEXT_MAX_XLONG;
/** Upper bounds so that a typo (an extra zero or ten) is caught and every value fits its column. */
export const SKU_WEIGHT_MAX_G = 1_000_000;
export const SKU_SIZE_MAX_CM = 1_000;
/** Sizes are stored with two decimals (numeric(10,2)): 2.5 cm is a real size, 2.505 cm is not a measurement. */
export const SKU_SIZE_DECIMALS = 2;
export const SKU_VOLUME_MAX_CM3 = 1_000_000_000;

/**
 * Characters as Postgres counts them (code points of the NFC form), like `charLength`, without building an array:
 * the SKU's rules run on every row of a 10,000-row upload.
 */
function textLength(s: string): number {
  // code points below U+0300 are never changed by NFC, so plain text needs no normalising
  // eslint-disable-next-line no-control-regex
  const t = /^[\u0000-\u02ff]*$/.test(s) ? s : s.normalize('NFC');
  let n = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff) n++;
  }
  return n;
}

/** True when `n` has at most `decimals` digits after the point (tolerating binary float noise). */
export function hasAtMostDecimals(n: number, decimals: number): boolean {
  const scaled = n * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * The limits of each text field of a SKU, stated once: ZSkuInput (the typed SKU) and skuDraftSchema (the form's and
 * the upload row's messages) both read them.
 */
export const SKU_TEXT_RULES = {
  mCode: { required: true, max: SKU_CODE_MAX },
  sCode: { required: true, max: SKU_CODE_MAX },
  name: { required: true, max: SKU_NAME_MAX },
  tag: { required: false, max: SKU_TAG_MAX },
  description: { required: true, max: SKU_DESCRIPTION_MAX },
  note: { required: false, max: SKU_NOTE_MAX },
} as const;
type TSkuTextField = keyof typeof SKU_TEXT_RULES;

/**
 * The bounds of each measure, stated once for ZSkuInput and skuDraftSchema: weights are whole grams, sizes
 * centimetres with SKU_SIZE_DECIMALS decimals; all above 0 and at most `max`.
 */
export const SKU_MEASURE_RULES = {
  grossWeight: { whole: true, max: SKU_WEIGHT_MAX_G },
  netWeight: { whole: true, max: SKU_WEIGHT_MAX_G },
  length: { whole: false, max: SKU_SIZE_MAX_CM },
  width: { whole: false, max: SKU_SIZE_MAX_CM },
  height: { whole: false, max: SKU_SIZE_MAX_CM },
} as const;

function zText(rule: { readonly required: true; readonly max: number }): z.ZodString;
function zText(rule: { readonly required: false; readonly max: number }): z.ZodOptional<z.ZodString>;
function zText(rule: { readonly required: boolean; readonly max: number }): z.ZodString | z.ZodOptional<z.ZodString> {
  return rule.required ? z.string().trim().min(1).max(rule.max) : z.string().trim().max(rule.max).optional();
}

function zMeasure(rule: { readonly whole: boolean; readonly max: number }): z.ZodNumber {
  return rule.whole ? z.number().int().positive().max(rule.max) : z.number().positive().max(rule.max).refine((n) => hasAtMostDecimals(n, SKU_SIZE_DECIMALS));
}

/**
 * SPEC §3 SKU fields. Weights are integer grams, sizes centimetres (> 0, decimals allowed), volume cm³.
 * This is the typed SKU's shape; `skuDraftSchema` gives the per-field messages a form or upload row shows, and
 * also checks net ≤ gross.
 */
export const ZSkuInput = z.object({
  sku: z.string().trim().min(1).max(SKU_CODE_MAX).regex(SKU_CODE_RE).optional(),
  mCode: zText(SKU_TEXT_RULES.mCode),
  sCode: zText(SKU_TEXT_RULES.sCode),
  name: zText(SKU_TEXT_RULES.name),
  category: z.enum(SKU_CATEGORY_CODES),
  // units are master data a tenant may extend, so any code is accepted here; forms preselect DEFAULT_UNIT
  unit: z.string().trim().min(1).max(SKU_CODE_MAX),
  tag: zText(SKU_TEXT_RULES.tag),
  description: zText(SKU_TEXT_RULES.description),
  manageExpDate: z.boolean().default(false),
  manageProdDate: z.boolean().default(false),
  grossWeight: zMeasure(SKU_MEASURE_RULES.grossWeight),
  netWeight: zMeasure(SKU_MEASURE_RULES.netWeight),
  length: zMeasure(SKU_MEASURE_RULES.length),
  width: zMeasure(SKU_MEASURE_RULES.width),
  height: zMeasure(SKU_MEASURE_RULES.height),
  volume: z.number().nonnegative().max(SKU_VOLUME_MAX_CM3).optional(),
  note: zText(SKU_TEXT_RULES.note),
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

/** An update that tries to change a SKU's code (codes are permanent). */
export const SKU_CODE_LOCKED: TLabel = { vi: 'Mã SKU không được thay đổi', en: 'The SKU code cannot be changed' };

const T = {
  required: { vi: '{f} không được để trống', en: '{f} is required' },
  tooLong: { vi: '{f} không được vượt quá {n} ký tự', en: '{f} must not exceed {n} characters' },
  codeChars: { vi: '{f} chỉ được chứa chữ, số và dấu gạch dưới', en: '{f} may contain letters, digits and underscore only' },
  invalid: { vi: '{f} không hợp lệ', en: '{f} is not valid' },
  positive: { vi: '{f} phải là số lớn hơn 0', en: '{f} must be a number greater than 0' },
  positiveInt: { vi: '{f} phải là số nguyên lớn hơn 0', en: '{f} must be a whole number greater than 0' },
  nonNegative: { vi: '{f} phải là số lớn hơn hoặc bằng 0', en: '{f} must be a number of 0 or more' },
  tooBig: { vi: '{f} không được lớn hơn {n}', en: '{f} must not be greater than {n}' },
  decimals: { vi: '{f} chỉ được có tối đa {n} chữ số thập phân', en: '{f} may have at most {n} decimal places' },
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

export const SKU_MEASURE_FIELDS = ['grossWeight', 'netWeight', 'length', 'width', 'height'] as const;
export type TSkuMeasureField = (typeof SKU_MEASURE_FIELDS)[number];

function fill(tpl: TLabel, field: keyof TSkuInput, lang: TLang, n?: number): string {
  const bound = n === undefined ? '' : n.toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US');
  return tpl[lang].replace('{f}', SKU_FIELD_LABELS[field][lang]).replace('{n}', bound);
}

/** A message of `T` for one field in both languages, its bound filled: the label a rule answers with. */
function says(tpl: TLabel, field: keyof TSkuInput, n?: number): TLabel {
  return { vi: fill(tpl, field, 'vi', n), en: fill(tpl, field, 'en', n) };
}

/** A field's text as typed: trimmed, a number as its digits, anything else as nothing. */
function textOf(v: unknown): string {
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

/** A text field by its rule (SKU_TEXT_RULES): required when the rule says so, at most its length. */
function textRules(field: TSkuTextField): TFieldRule[] {
  const rule = SKU_TEXT_RULES[field];
  const fits: TFieldRule = [(v) => textLength(textOf(v)) <= rule.max, says(T.tooLong, field, rule.max)];
  return rule.required ? [[(v) => textOf(v) !== '', says(T.required, field)], fits] : [fits];
}

/**
 * A weight (whole grams above 0) or size (cm above 0, SKU_SIZE_DECIMALS decimals at most) by its rule
 * (SKU_MEASURE_RULES), with its upper bound. Blank is "required".
 */
function measureRules(field: TSkuMeasureField): TFieldRule[] {
  const rule = SKU_MEASURE_RULES[field];
  const read = rule.whole ? toPositiveInt : toPositiveNumber;
  const rules: TFieldRule[] = [
    [(v) => !isBlank(v), says(T.required, field)],
    [(v) => read(v) !== null, says(rule.whole ? T.positiveInt : T.positive, field)],
    [(v) => read(v)! <= rule.max, says(T.tooBig, field, rule.max)],
  ];
  if (!rule.whole) rules.push([(v) => hasAtMostDecimals(read(v)!, SKU_SIZE_DECIMALS), says(T.decimals, field, SKU_SIZE_DECIMALS)]);
  return rules;
}

/** The rules of each measure, shared by the SKU's schema and the size/weight tool's cells. */
const SKU_MEASURE_CHECKS: Record<TSkuMeasureField, readonly TFieldRule[]> = {
  grossWeight: measureRules('grossWeight'),
  netWeight: measureRules('netWeight'),
  length: measureRules('length'),
  width: measureRules('width'),
  height: measureRules('height'),
};

/**
 * SPEC §5 for one weight or size; null when the value is good, else its message. The size/weight tool checks its
 * cells with it: the same rules as `skuDraftSchema`'s.
 */
export function checkSkuMeasure(field: TSkuMeasureField, value: unknown, lang: TLang = 'vi'): string | null {
  return firstFault(SKU_MEASURE_CHECKS[field], value, lang);
}

/** The net-over-gross message, for checks that compare weights outside `skuDraftSchema`. */
export function netOverGrossMessage(lang: TLang = 'vi'): string {
  return T.netOverGross[lang];
}

const SKU_CODE_CHECKS: readonly TFieldRule[] = [
  [(v) => isBlank(v) || textLength(textOf(v)) <= SKU_CODE_MAX, says(T.tooLong, 'sku', SKU_CODE_MAX)],
  [(v) => isBlank(v) || SKU_CODE_RE.test(textOf(v)), says(T.codeChars, 'sku')],
];
const SKU_VOLUME_CHECKS: readonly TFieldRule[] = [
  [(v) => isBlank(v) || (toNumber(v) ?? -1) >= 0, says(T.nonNegative, 'volume')],
  [(v) => isBlank(v) || toNumber(v)! <= SKU_VOLUME_MAX_CM3, says(T.tooBig, 'volume', SKU_VOLUME_MAX_CM3)],
];
const flagRule = (field: 'manageExpDate' | 'manageProdDate'): TFieldRule => [(v) => v === undefined || v === null || typeof v === 'boolean', says(T.boolean, field)];
const choiceRules = (field: 'category' | 'unit', codes: readonly string[]): TFieldRule[] => [
  [(v) => !isBlank(v), says(T.required, field)],
  [(v) => codes.includes(textOf(v)), says(T.invalid, field)],
];
/** The fields whose messages come after the net weight's (sizes, volume, note). */
const AFTER_NET_WEIGHT: ReadonlySet<unknown> = new Set(['length', 'width', 'height', 'volume', 'note']);

/**
 * SPEC §5 SKU rules of a form or an upload row, as the schema the server's create and update, the upload rows and
 * the web's form all run (`fieldErrorsOf(skuDraftSchema(options), draft, lang)`): one message per field at most,
 * in field order, each from `T`. Units (and categories) default to the built-in lists; a tenant passes its own.
 * The net weight must not exceed the gross weight once both are good; that message goes with netWeight.
 */
export function skuDraftSchema(options: TSkuValidationOptions = {}) {
  const fields: ReadonlyArray<readonly [keyof TSkuInput, readonly TFieldRule[]]> = [
    ['sku', SKU_CODE_CHECKS],
    ['mCode', textRules('mCode')],
    ['sCode', textRules('sCode')],
    ['name', textRules('name')],
    ['category', choiceRules('category', options.categories ?? SKU_CATEGORY_CODES)],
    ['unit', choiceRules('unit', options.units ?? SKU_UNIT_CODES)],
    ['tag', textRules('tag')],
    ['description', textRules('description')],
    ['manageExpDate', [flagRule('manageExpDate')]],
    ['manageProdDate', [flagRule('manageProdDate')]],
    ['grossWeight', SKU_MEASURE_CHECKS.grossWeight],
    ['netWeight', SKU_MEASURE_CHECKS.netWeight],
    ['length', SKU_MEASURE_CHECKS.length],
    ['width', SKU_MEASURE_CHECKS.width],
    ['height', SKU_MEASURE_CHECKS.height],
    ['volume', SKU_VOLUME_CHECKS],
    ['note', textRules('note')],
  ];
  // one check over the rules table, not a schema per field: it runs on every row of a 10,000-row upload, where 17
  // wrapped field schemas cost half again the rules themselves (the sku-upload bench's validation / parse ratio)
  return z.unknown().check((payload) => {
    const raw: Record<string, unknown> = payload.value !== null && typeof payload.value === 'object' ? withSkuAliases(payload.value as Record<string, unknown>) : {};
    let weightsOk = true;
    for (const [field, rules] of fields) {
      const v = raw[field];
      for (const [test, label] of rules) {
        if (test(v)) continue;
        if (field === 'grossWeight' || field === 'netWeight') weightsOk = false;
        payload.issues.push({ code: 'custom', path: [field], input: v, message: label.en, params: { label }, continue: true });
        break;
      }
    }
    if (!weightsOk || toPositiveInt(raw.netWeight)! <= toPositiveInt(raw.grossWeight)!) return;
    // keep field order: the message goes with netWeight, before those of the sizes
    const at = payload.issues.findIndex((i) => AFTER_NET_WEIGHT.has(i.path?.[0]));
    const issue = { code: 'custom' as const, path: ['netWeight'], input: raw.netWeight, message: T.netOverGross.en, params: { label: T.netOverGross }, continue: true };
    payload.issues.splice(at < 0 ? payload.issues.length : at, 0, issue);
  });
}
