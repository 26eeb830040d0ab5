import type { TLang } from '../errors/catalogue.ts';
import type { TCheck } from './labels.ts';

/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX = 254;

export const EMAIL_MESSAGES = {
  required: { vi: 'Email không được để rỗng', en: 'Email must not be empty' },
  format: { vi: 'Email không đúng định dạng', en: 'The email format is not valid' },
} as const;

// Deliberately practical rather than full RFC 5322: the addresses people actually type, with a dotted domain.
const EMAIL_RE = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function normalizeEmail(raw: string | null | undefined): string {
  return (raw ?? '').trim().toLowerCase();
}

export function validateEmail(raw: string | null | undefined, lang: TLang = 'vi'): TCheck {
  const s = (raw ?? '').trim();
  if (s === '') return { ok: false, message: EMAIL_MESSAGES.required[lang] };
  const local = s.split('@')[0] ?? '';
  const badDots = local.startsWith('.') || local.endsWith('.') || local.includes('..');
  if (s.length > EMAIL_MAX || badDots || !EMAIL_RE.test(s)) {
    return { ok: false, message: EMAIL_MESSAGES.format[lang] };
  }
  return { ok: true };
}
