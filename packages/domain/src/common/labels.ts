import type { TLang } from '../errors/catalogue.ts';

/** A text shown in the UI in both catalogue languages. */
export interface TLabel {
  vi: string;
  en: string;
}

/** One field's problem, as forms and the API show it. */
export interface TFieldError {
  field: string;
  message: string;
}

/** Result of a single-value check. */
export type TCheck = { ok: true } | { ok: false; message: string };

export function pickLabel(label: TLabel, lang: TLang = 'vi'): string {
  return label[lang];
}

/** A label's text in `lang` with its `{name}` placeholders filled from `vars` (a missing one becomes empty). */
export function fillLabel(label: TLabel, lang: TLang, vars: Record<string, string | number>): string {
  return label[lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** Texts more than one area answers. */
export const COMMON_MESSAGES = {
  statusSynced: { vi: 'Đồng bộ trạng thái thành công', en: 'Status synchronised' },
  otpSent: { vi: 'Đã gửi mã OTP tới {phone}', en: 'Code sent to {phone}' },
} as const satisfies Record<string, TLabel>;

/** Label of an enum value; falls back to the raw value so an unknown server value still shows something. */
export function labelOf<K extends string | number>(
  labels: Readonly<Record<K, TLabel>>,
  value: K,
  lang: TLang = 'vi',
): string {
  const label: TLabel | undefined = labels[value];
  return label ? label[lang] : String(value);
}

/** Length in characters as Postgres varchar counts them (code points of the NFC form), not UTF-16 units. */
export function charLength(s: string): number {
  return [...s.normalize('NFC')].length;
}

/** A required text is missing when absent or only whitespace. */
export function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}
