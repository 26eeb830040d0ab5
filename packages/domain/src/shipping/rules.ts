import type { TLang } from '../errors/catalogue.ts';
import type { TFieldError, TLabel } from '../common/labels.ts';
import { validatePhone, type TPhonePrefixes } from '../common/phone.ts';
import { toInt } from '../common/numbers.ts';
import { REQUIRED_NOTES, SERVICE_TYPES, isSenderPays, type TRequiredNote, type TServiceType } from './enums.ts';
import { SERVICE_IDS, serviceTypeOfId } from './tariff.ts';

/**
 * The create form's and create call's field rules (SPEC §5 phone rules, sizes and money as integers). The server
 * runs them and answers every failing field at once; the web runs the same rules while the user types.
 */

const M = {
  required: { vi: 'Vui lòng nhập thông tin này', en: 'This field is required' },
  positiveInt: { vi: 'Phải là số nguyên lớn hơn 0', en: 'Must be a whole number greater than 0' },
  nonNegativeInt: { vi: 'Phải là số nguyên không âm', en: 'Must be a whole number, 0 or more' },
  requiredNote: { vi: 'Ghi chú bắt buộc phải là CHOXEMHANGKHONGTHU, CHOTHUHANG hoặc KHONGCHOXEMHANG', en: 'Required note must be CHOXEMHANGKHONGTHU, CHOTHUHANG or KHONGCHOXEMHANG' },
  paymentType: { vi: 'Hình thức thanh toán phải là 1 (người gửi trả) hoặc 2 (người nhận trả)', en: 'Payment type must be 1 (sender pays) or 2 (receiver pays)' },
  serviceType: { vi: 'Dịch vụ phải là 1 (nhanh), 2 (chuẩn) hoặc 3 (tiết kiệm)', en: 'Service type must be 1 (fast), 2 (standard) or 3 (economy)' },
  tooLong: { vi: 'Vượt quá số ký tự cho phép', en: 'Too long' },
} satisfies Record<string, TLabel>;

/** A place named in a call that names no single unit; `{name}` is the name as sent (filled by `fillLabel`). */
export const PLACE_NAME_MESSAGES = {
  province: { vi: 'Không tìm thấy tỉnh/thành "{name}"', en: 'No province or city named "{name}"' },
  district: { vi: 'Không tìm thấy quận/huyện "{name}" (hoặc tên này chỉ nhiều nơi): gửi kèm tỉnh/thành hoặc mã quận/huyện', en: 'No single district named "{name}": add the province or send the district id' },
  ward: { vi: 'Không tìm thấy phường/xã "{name}" trong quận/huyện đã chọn (hoặc tên này chỉ nhiều nơi)', en: 'No single ward named "{name}" in the district' },
  province2025: { vi: 'Không tìm thấy tỉnh/thành (2025) "{name}"', en: 'No 2025 province or city "{name}"' },
  ward2025: { vi: 'Không tìm thấy phường/xã (2025) "{name}" trong tỉnh/thành đã chọn (hoặc tên này chỉ nhiều nơi)', en: 'No single 2025 ward "{name}" in the province' },
  wardSplit: {
    vi: 'Phường/xã cũ {name} đã được chia cho nhiều phường/xã mới: {wards}. Hãy ghi một trong số đó theo địa chỉ mới (2025)',
    en: 'The old ward {name} was split between several new wards: {wards}. Give one of them as a 2025 address',
  },
} as const satisfies Record<string, TLabel>;

/** Field messages of the shipping calls and the hub book; `{…}` filled by `fillLabel`. */
export const SHIPPING_MESSAGES = {
  pickShiftUnknown: { vi: 'Ca lấy hàng {shift} không tồn tại hoặc đã qua: xem shift/date', en: 'Unknown or past pick shift {shift}: see shift/date' },
  codNotWhole: { vi: 'Phải là số nguyên không âm', en: 'Must be a whole number, 0 or more' },
  hubNameRequired: { vi: 'Vui lòng nhập tên', en: 'Required' },
  hubAddressRequired: { vi: 'Vui lòng nhập địa chỉ', en: 'Required' },
} as const satisfies Record<string, TLabel>;

export const SHIPPING_DEFAULTS = { serviceType: 2 as TServiceType, paymentType: 1 as const, requiredNote: 'KHONGCHOXEMHANG' as TRequiredNote };

/** The service type from service_type_id or a GHN service_id; the default (standard) when neither is given. */
export function resolveServiceType(serviceTypeId: unknown, serviceId: unknown): TServiceType | null {
  const byType = toInt(serviceTypeId);
  if (byType !== null && serviceTypeId !== '') return isServiceType(byType) ? byType : null;
  const byId = toInt(serviceId);
  // GHN's examples send service_id 0 beside service_type_id; 0 alone means the default
  if (byId !== null && serviceId !== '' && byId !== 0) return serviceTypeOfId(byId) ?? (isServiceType(byId) ? byId : null);
  return SHIPPING_DEFAULTS.serviceType;
}

export { SERVICE_IDS };

function isServiceType(n: number): n is TServiceType {
  return (SERVICE_TYPES as readonly number[]).includes(n);
}

export interface TParcelNumbers {
  weight: number;
  length: number;
  width: number;
  height: number;
  codAmount: number;
  insuranceValue: number;
}

/** One parcel number of the input: its default when absent, else an integer from `min` (an error otherwise). */
function parcelInt(input: Record<string, unknown>, field: string, min: number, fallback: number | null, lang: TLang, errors: TFieldError[]): number {
  const raw = input[field];
  if (raw === undefined || raw === null || raw === '') {
    if (fallback !== null) return fallback;
    errors.push({ field, message: M.required[lang] });
    return 0;
  }
  const n = toInt(raw);
  if (n === null || n < min || n > 10_000_000_000) {
    errors.push({ field, message: (min > 0 ? M.positiveInt : M.nonNegativeInt)[lang] });
    return 0;
  }
  return n;
}

/** Weight and sizes positive integers (sizes default to 10 cm like GHN's), money non-negative integers. */
export function parcelNumbers(input: Record<string, unknown>, lang: TLang, errors: TFieldError[]): TParcelNumbers {
  return {
    weight: parcelInt(input, 'weight', 1, null, lang, errors),
    length: parcelInt(input, 'length', 1, 10, lang, errors),
    width: parcelInt(input, 'width', 1, 10, lang, errors),
    height: parcelInt(input, 'height', 1, 10, lang, errors),
    codAmount: parcelInt(input, input.cod_amount !== undefined && input.cod_amount !== null ? 'cod_amount' : 'cod_value', 0, 0, lang, errors),
    insuranceValue: parcelInt(input, 'insurance_value', 0, 0, lang, errors),
  };
}

export interface TReceiverCheck {
  toName: string;
  toPhone: string;
  toAddress: string;
  requiredNote: TRequiredNote;
  paymentType: 1 | 2;
}

/** Receiver name, phone (SPEC §5), address, required note and payment type of a create or update. */
export function receiverFields(input: Record<string, unknown>, prefixes: TPhonePrefixes, lang: TLang, errors: TFieldError[]): TReceiverCheck {
  const text = (field: string, max: number): string => {
    const v = typeof input[field] === 'string' ? (input[field] as string).trim() : '';
    if (v === '') errors.push({ field, message: M.required[lang] });
    else if (v.length > max) errors.push({ field, message: M.tooLong[lang] });
    return v;
  };
  const toName = text('to_name', 255);
  const toAddress = text('to_address', 500);
  const phone = validatePhone(typeof input.to_phone === 'string' ? input.to_phone : null, prefixes, lang);
  if (!phone.ok) errors.push({ field: 'to_phone', message: phone.message });
  const noteRaw = typeof input.required_note === 'string' && input.required_note.trim() !== '' ? input.required_note.trim().toUpperCase() : SHIPPING_DEFAULTS.requiredNote;
  const requiredNote = (REQUIRED_NOTES as readonly string[]).includes(noteRaw) ? (noteRaw as TRequiredNote) : null;
  if (!requiredNote) errors.push({ field: 'required_note', message: M.requiredNote[lang] });
  const payRaw = input.payment_type_id === undefined || input.payment_type_id === null || input.payment_type_id === '' ? 1 : toInt(input.payment_type_id);
  const paymentType = payRaw === null ? null : isSenderPays(payRaw) ? 1 : payRaw === 2 ? 2 : null;
  if (paymentType === null) errors.push({ field: 'payment_type_id', message: M.paymentType[lang] });
  return { toName, toPhone: phone.ok ? phone.national : '', toAddress, requiredNote: requiredNote ?? SHIPPING_DEFAULTS.requiredNote, paymentType: paymentType ?? 1 };
}

export function serviceTypeError(lang: TLang): TFieldError {
  return { field: 'service_type_id', message: M.serviceType[lang] };
}

/** Whether a comma-separated block list (global config) holds a code; numbers compare as numbers ('05' = '5'). */
export function inBlockList(csv: string, code: string | number): boolean {
  const want = String(code).trim();
  return csv
    .split(',')
    .map((s) => s.trim())
    .some((s) => s !== '' && (s === want || (/^\d+$/.test(s) && /^\d+$/.test(want) && Number(s) === Number(want))));
}
