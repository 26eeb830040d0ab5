// Length limits of SPEC §5 and §9, in characters.
export const ACCOUNT_HOLDER_NAME_MAX = 255;
export const ACCOUNT_NUMBER_MAX = 32;
export const BANK_ACCOUNT_NAME_MAX = 255;
export const BRANCH_NAME_MAX = 255;
export const SHOP_NAME_MAX = 255;
export const SHOP_ADDRESS_MAX = 500;
export const PERMISSION_GROUP_NAME_MAX = 64;
export const PERMISSION_GROUP_DESCRIPTION_MAX = 64;
export const SKU_DESCRIPTION_MAX = 200;

/** The generic text limits (SPEC §9 "50/100/255/500"), named by size. */
export const TEXT_MAX_SHORT = 50;
export const TEXT_MAX_MEDIUM = 100;
export const TEXT_MAX_LONG = 255;
export const TEXT_MAX_XLONG = 500;
export const TEXT_LIMITS = [TEXT_MAX_SHORT, TEXT_MAX_MEDIUM, TEXT_MAX_LONG, TEXT_MAX_XLONG] as const;
export type TTextLimit = (typeof TEXT_LIMITS)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;

/** num_call_api_send_otp */
export const OTP_MAX_SENDS = 3;
export const TOAST_DURATION_MS = 3000;
export const VOLUMETRIC_DIVISOR = 5000;
export const INSURANCE_CONFIG_ID = 16;
export const PICK_STATION_CONFIG_ID = 53337;
/** SPEC §5 has two readings (1000 and 10000); we take the looser one so no valid file of either is refused. */
export const UNIT_VALUE_MAX = 10000;
/** Share of SKUs the dashboard highlights by frequency. */
export const DASHBOARD_TOP_SKU_SHARE = 0.2;

/**
 * Volumetric weight in grams, GHN convention L×W×H(cm)/5000 kg. Rounded up to the whole gram because a
 * courier never charges for less than the parcel's volume. Non-positive or non-finite sizes give 0: size
 * validation reports those, this stays total.
 */
export function volumetricWeightGrams(lengthCm: number, widthCm: number, heightCm: number): number {
  const dims = [lengthCm, widthCm, heightCm];
  if (dims.some((d) => !Number.isFinite(d) || d <= 0)) return 0;
  // ×1000/5000 = /5; dividing once keeps integer inputs exact.
  return Math.ceil((lengthCm * widthCm * heightCm * 1000) / VOLUMETRIC_DIVISOR);
}

/** Volumetric weight in kilograms, to the gram (3 decimals), derived from the gram value so both agree. */
export function volumetricWeightKg(lengthCm: number, widthCm: number, heightCm: number): number {
  return volumetricWeightGrams(lengthCm, widthCm, heightCm) / 1000;
}

/** The weight a courier charges: the larger of actual and volumetric, in grams. */
export function chargeableWeightGrams(
  actualGrams: number,
  lengthCm: number,
  widthCm: number,
  heightCm: number,
): number {
  const actual = Number.isFinite(actualGrams) && actualGrams > 0 ? Math.ceil(actualGrams) : 0;
  return Math.max(actual, volumetricWeightGrams(lengthCm, widthCm, heightCm));
}

const VND_FORMAT = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });

/** '1.234.567 ₫' (the space before ₫ is a no-break space, as Intl emits it). */
export function formatVnd(amount: number): string {
  return VND_FORMAT.format(Math.round(amount));
}

/** Strips Vietnamese (and other Latin) diacritics; đ/Đ are letters of their own, not accents, so map them. */
export function removeAccents(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/[ĐÐ]/g, 'D')
    .normalize('NFC');
}

/** Key for accent-insensitive search: lower case, no diacritics, single spaces, trimmed. */
export function foldText(s: string): string {
  return removeAccents(s).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Does `haystack` contain `needle`, ignoring case, accents and spacing? */
export function foldIncludes(haystack: string, needle: string): boolean {
  return foldText(haystack).includes(foldText(needle));
}

/** SPEC §9 "NhM'": whole hours and minutes left, e.g. "3h15'"; "0" once the deadline is reached. */
export function hoursRemainingLabel(deadline: Date | number, now: Date | number = Date.now()): string {
  const end = typeof deadline === 'number' ? deadline : deadline.getTime();
  const start = typeof now === 'number' ? now : now.getTime();
  const minutes = Math.floor((end - start) / 60_000);
  if (!Number.isFinite(minutes) || minutes <= 0) return '0';
  return `${Math.floor(minutes / 60)}h${minutes % 60}'`;
}

export const BANK_ACCOUNT_MESSAGES = {
  nameRequired: { vi: 'Vui lòng nhập tên tài khoản', en: 'Please enter the account name' },
  nameTooLong: {
    vi: `Tên tài khoản không được vượt quá ${BANK_ACCOUNT_NAME_MAX} ký tự`,
    en: `The account name must not exceed ${BANK_ACCOUNT_NAME_MAX} characters`,
  },
  nameSpecial: {
    vi: 'Tên tài khoản không được chứa ký tự đặc biệt',
    en: 'The account name must not contain special characters',
  },
  numberRequired: { vi: 'Vui lòng nhập số tài khoản', en: 'Please enter the account number' },
  numberDigits: { vi: 'Số tài khoản chỉ được chứa chữ số', en: 'The account number may contain digits only' },
  numberTooLong: {
    vi: `Số tài khoản không được vượt quá ${ACCOUNT_NUMBER_MAX} ký tự`,
    en: `The account number must not exceed ${ACCOUNT_NUMBER_MAX} characters`,
  },
} as const;
