import type { TLang } from '../errors/catalogue.ts';
import type { TLabel } from './labels.ts';

/** Mobile network prefixes since the 2018 renumbering (first 2 digits of the national number). */
export const DEFAULT_MOBILE_PREFIXES: readonly string[] = ['03', '05', '07', '08', '09'];

/** Landline area codes since the 2017 renumbering: 024 Hà Nội, 028 TP HCM, then the 3-digit 02xx codes. */
export const DEFAULT_LANDLINE_PREFIXES: readonly string[] = [
  '024', '028',
  '0203', '0204', '0205', '0206', '0207', '0208', '0209', '0210', '0211', '0212', '0213', '0214', '0215', '0216',
  '0218', '0219', '0220', '0221', '0222', '0225', '0226', '0227', '0228', '0229', '0232', '0233', '0234', '0235',
  '0236', '0237', '0238', '0239', '0251', '0252', '0254', '0255', '0256', '0257', '0258', '0259', '0260', '0261',
  '0262', '0263', '0269', '0270', '0271', '0272', '0273', '0274', '0275', '0276', '0277', '0290', '0291', '0292',
  '0293', '0294', '0296', '0297', '0299',
];

/** Global config keys (SPEC §3) holding the comma-separated prefix lists. */
export const MOBILE_PREFIXES_CONFIG_KEY = 'valid_mobilephone_headers';
export const LANDLINE_PREFIXES_CONFIG_KEY = 'valid_homephone_headers';

export const MOBILE_PHONE_DIGITS = 10;
export const LANDLINE_PHONE_DIGITS: readonly number[] = [10, 11];

export interface TPhonePrefixes {
  mobile: readonly string[];
  landline: readonly string[];
}

export const DEFAULT_PHONE_PREFIXES: TPhonePrefixes = {
  mobile: DEFAULT_MOBILE_PREFIXES,
  landline: DEFAULT_LANDLINE_PREFIXES,
};

export type TPhoneKind = 'mobile' | 'landline';

export type TPhoneResult =
  | { ok: true; normalized: string; national: string; kind: TPhoneKind }
  | { ok: false; message: string };

export const PHONE_MESSAGES = {
  required: { vi: 'Vui lòng nhập số điện thoại', en: 'Please enter a phone number' },
  numeric: { vi: 'Số điện thoại chỉ được chứa chữ số', en: 'The phone number may contain digits only' },
  mustStart: { vi: 'Số điện thoại phải bắt đầu bằng 0 hoặc +84', en: 'The phone number must start with 0 or +84' },
  mobileDigits: { vi: 'Số điện thoại di động phải có 10 chữ số', en: 'A mobile phone number must have 10 digits' },
  landlineDigits: {
    vi: 'Số điện thoại bàn phải có 10 hoặc 11 chữ số',
    en: 'A landline phone number must have 10 or 11 digits',
  },
  invalid: { vi: 'Số điện thoại không đúng', en: 'The phone number is not valid' },
} as const satisfies Record<string, TLabel>;

/**
 * Parses a config value such as '03, 05,09' into prefixes. Each gets a leading 0 if the config omits it, so
 * '24' and '024' mean the same; blanks and non-digits are dropped, duplicates removed.
 */
export function parsePrefixList(csv: string | null | undefined): string[] {
  if (!csv) return [];
  const out: string[] = [];
  for (const part of csv.split(',')) {
    const p = part.trim();
    if (!/^\d+$/.test(p)) continue;
    const withZero = p.startsWith('0') ? p : `0${p}`;
    if (!out.includes(withZero)) out.push(withZero);
  }
  return out;
}

/** The comma-separated form the server seeds into global config. */
export function formatPrefixList(prefixes: readonly string[]): string {
  return prefixes.join(',');
}

/**
 * SPEC §5 normalisation: strip spaces, parentheses, dots, dashes and commas; a leading 84 becomes +84; a
 * number not starting with 0 or +84 gets 0 prepended. A '+' other than +84 is kept so validation can say
 * "must start with 0 or +84" instead of a misleading digits message. '+840…' (people writing the trunk 0
 * after the country code) drops that 0.
 */
export function normalizePhone(raw: string | null | undefined): string {
  const s = (raw ?? '').replace(/[\s().\-,]/g, '');
  if (s === '') return '';
  if (s.startsWith('+84')) return s.startsWith('+840') ? `+84${s.slice(4)}` : s;
  if (s.startsWith('84')) return `+${s}`;
  if (s.startsWith('0') || s.startsWith('+')) return s;
  return `0${s}`;
}

/** National (0xxxxxxxxx) form of a normalised number. */
export function toNationalPhone(normalized: string): string {
  return normalized.startsWith('+84') ? `0${normalized.slice(3)}` : normalized;
}

/** Longest configured prefix the national number starts with, so 0203 wins over a shorter match. */
function longestPrefix(national: string, prefixes: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const raw of prefixes) {
    const p = raw.startsWith('0') ? raw : `0${raw}`;
    if (national.startsWith(p) && (best === undefined || p.length > best.length)) best = p;
  }
  return best;
}

export function validatePhone(
  raw: string | null | undefined,
  prefixes: TPhonePrefixes = DEFAULT_PHONE_PREFIXES,
  lang: TLang = 'vi',
): TPhoneResult {
  const fail = (m: TLabel): TPhoneResult => ({ ok: false, message: m[lang] });
  const normalized = normalizePhone(raw);
  if (normalized === '') return fail(PHONE_MESSAGES.required);
  if (normalized.startsWith('+') && !normalized.startsWith('+84')) return fail(PHONE_MESSAGES.mustStart);
  const national = toNationalPhone(normalized);
  if (!/^\d+$/.test(national)) return fail(PHONE_MESSAGES.numeric);
  if (!national.startsWith('0')) return fail(PHONE_MESSAGES.mustStart);

  const mobile = longestPrefix(national, prefixes.mobile);
  const landline = longestPrefix(national, prefixes.landline);
  // Real lists never overlap; if a config makes them, the more specific (longer) prefix decides.
  const kind: TPhoneKind | undefined =
    mobile !== undefined && (landline === undefined || mobile.length >= landline.length)
      ? 'mobile'
      : landline !== undefined
        ? 'landline'
        : undefined;
  if (kind === undefined) return fail(PHONE_MESSAGES.invalid);
  if (kind === 'mobile' && national.length !== MOBILE_PHONE_DIGITS) return fail(PHONE_MESSAGES.mobileDigits);
  if (kind === 'landline' && !LANDLINE_PHONE_DIGITS.includes(national.length)) {
    return fail(PHONE_MESSAGES.landlineDigits);
  }
  return { ok: true, normalized, national, kind };
}
