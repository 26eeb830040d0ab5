import type { TLang } from '../errors/catalogue.ts';
import type { TLabel } from '../common/labels.ts';

/** Upload (SPEC §5): xls and xlsx; some screens take xlsx only. */
export const ALLOWED_IMPORT_EXTENSIONS = ['xls', 'xlsx'] as const;
export const XLSX_ONLY_EXTENSIONS = ['xlsx'] as const;
export const ALLOWED_ATTACHMENT_EXTENSIONS = [
  'png', 'jpeg', 'jpg', 'docx', 'doc', 'xls', 'xlsx', 'pdf', 'zip', 'rar', 'pptx',
] as const;

/** Lower-case extension without the dot; '' when there is none. */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

export function hasAllowedExtension(fileName: string, allowed: readonly string[]): boolean {
  const ext = fileExtension(fileName);
  return ext !== '' && allowed.includes(ext);
}

export const ROW_MESSAGE_KINDS = [
  'required',
  'code_chars',
  'wrong_format',
  'min_0',
  'min_1',
  'gte_other',
  'positive_float',
  'quantity_limit',
  'unit_limit',
  'weight_limit',
  'money_limit',
  'unit_value_range',
  'duplicate',
  'date_today_or_later',
  'max_length',
  'not_number',
  'one_of_two',
  'receiver_address_invalid',
  'distance_too_far',
  'exists',
  'not_found',
  'duplicate_row',
  'invalid_value',
  'yes_no',
  'max_value',
  'decimals',
  'at_least_one',
] as const;
export type TRowMessageKind = (typeof ROW_MESSAGE_KINDS)[number];

export interface TRowMessageParams {
  /** column title as the file shows it */
  field?: string;
  /** the bound in limit kinds (e.g. 50/100/255/500 for max_length) */
  limit?: number;
  /** the other column for gte_other and one_of_two; the carrier's name for distance_too_far */
  other?: string;
  /** the other row for duplicate_row, printed as is (no digit grouping) */
  row?: number;
}

// {f} field, {n} limit, {o} other. Kinds that need a limit or other read naturally without one too.
const TEMPLATES: Record<TRowMessageKind, TLabel> = {
  required: { vi: '{f} không được để trống', en: '{f} must not be empty' },
  code_chars: { vi: '{f} chỉ được chứa chữ, số và dấu gạch dưới', en: '{f} may contain letters, digits and underscore only' },
  wrong_format: { vi: '{f} sai định dạng', en: '{f} has the wrong format' },
  min_0: { vi: '{f} phải lớn hơn hoặc bằng 0', en: '{f} must be greater than or equal to 0' },
  min_1: { vi: '{f} phải lớn hơn hoặc bằng 1', en: '{f} must be greater than or equal to 1' },
  gte_other: { vi: '{f} phải lớn hơn hoặc bằng {o}', en: '{f} must be greater than or equal to {o}' },
  positive_float: { vi: '{f} phải là số thực lớn hơn 0', en: '{f} must be a decimal number greater than 0' },
  quantity_limit: { vi: '{f} vượt quá số lượng cho phép{ n}', en: '{f} exceeds the allowed quantity{ n}' },
  unit_limit: { vi: '{f} vượt quá giới hạn đơn vị tính cho phép{ n}', en: '{f} exceeds the allowed unit value{ n}' },
  weight_limit: { vi: '{f} vượt quá khối lượng cho phép{ n}', en: '{f} exceeds the allowed weight{ n}' },
  money_limit: { vi: '{f} vượt quá số tiền cho phép{ n}', en: '{f} exceeds the allowed amount{ n}' },
  unit_value_range: { vi: '{f} phải lớn hơn 0 và nhỏ hơn {n}', en: '{f} must be greater than 0 and less than {n}' },
  duplicate: { vi: '{f} bị trùng lặp', en: '{f} is duplicated' },
  date_today_or_later: {
    vi: '{f} phải từ ngày hôm nay trở đi, định dạng dd/mm/yyyy',
    en: '{f} must be today or later, in dd/mm/yyyy format',
  },
  max_length: { vi: '{f} không được vượt quá {n} ký tự', en: '{f} must not exceed {n} characters' },
  not_number: { vi: '{f} phải là số', en: '{f} must be a number' },
  one_of_two: { vi: 'Một trong hai trường {f} hoặc {o} phải có giá trị', en: 'One of {f} or {o} must have a value' },
  receiver_address_invalid: { vi: 'Địa chỉ người nhận không hợp lệ', en: 'The receiver address is not valid' },
  distance_too_far: {
    vi: 'Khoảng cách giao hàng quá xa đối với đơn vị vận chuyển{ o}',
    en: 'The delivery distance is too far for the carrier{ o}',
  },
  exists: { vi: '{f} đã tồn tại', en: '{f} already exists' },
  not_found: { vi: '{f} không tồn tại', en: '{f} does not exist' },
  duplicate_row: { vi: '{f} bị trùng lặp với dòng {r}', en: '{f} duplicates row {r}' },
  invalid_value: { vi: '{f} không hợp lệ', en: '{f} is not valid' },
  yes_no: { vi: '{f} chỉ nhận giá trị Có hoặc Không', en: '{f} accepts Yes or No only' },
  max_value: { vi: '{f} không được lớn hơn {n}', en: '{f} must not be greater than {n}' },
  decimals: { vi: '{f} chỉ được có tối đa {n} chữ số thập phân', en: '{f} may have at most {n} decimal places' },
  at_least_one: { vi: 'Cần nhập ít nhất một trong các cột {f}', en: 'At least one of the columns {f} must have a value' },
};

const DEFAULT_FIELD: TLabel = { vi: 'Giá trị', en: 'Value' };
const DEFAULT_OTHER: TLabel = { vi: 'trường còn lại', en: 'the other field' };

export function rowPrefix(row: number, lang: TLang = 'vi'): string {
  return lang === 'vi' ? `Lỗi tại dòng ${row}` : `Error at row ${row}`;
}

/**
 * One row message, always starting 'Lỗi tại dòng N: ' / 'Error at row N: ' (DESIGN §6). `row` is the row
 * number as the spreadsheet shows it. Limits print in vi-VN/en-US grouping ("10.000" / "10,000").
 */
export function rowMessage(row: number, kind: TRowMessageKind, params: TRowMessageParams = {}, lang: TLang = 'vi'): string {
  const field = params.field?.trim() || DEFAULT_FIELD[lang];
  const limit = params.limit === undefined ? '' : params.limit.toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US');
  const other = params.other?.trim() ?? '';
  const body = TEMPLATES[kind][lang]
    .replace('{f}', field)
    .replace('{ n}', limit === '' ? '' : ` (${limit})`)
    .replace('{n}', limit)
    .replace('{ o}', other === '' ? '' : ` ${other}`)
    .replace('{o}', other === '' ? DEFAULT_OTHER[lang] : other)
    .replace('{r}', params.row === undefined ? '?' : String(params.row));
  return `${rowPrefix(row, lang)}: ${body}`;
}
