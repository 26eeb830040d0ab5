import type { TLang } from '../errors/catalogue.ts';
import { z } from 'zod';
import { firstFault, zRules, type TFieldRule } from '../contract/field-rules.ts';
import type { TCheck } from './labels.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';

export const WRONG_OLD_PASSWORD_VI = 'Mật khẩu cũ không đúng. Vui lòng thử lại';
export const WRONG_OLD_PASSWORD_EN = 'The old password is wrong. Please try again';

export const PASSWORD_MESSAGES = {
  required: { vi: 'Vui lòng nhập mật khẩu', en: 'Please enter a password' },
  length: {
    vi: `Mật khẩu phải có từ ${PASSWORD_MIN} đến ${PASSWORD_MAX} ký tự`,
    en: `The password must have ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
  },
  letterAndDigit: {
    vi: 'Mật khẩu phải có cả chữ và số',
    en: 'The password must contain both letters and digits',
  },
  confirmRequired: { vi: 'Vui lòng nhập lại mật khẩu mới', en: 'Please re-enter the new password' },
  mismatch: { vi: 'Mật khẩu nhập lại không khớp', en: 'The two passwords do not match' },
  wrongOld: { vi: WRONG_OLD_PASSWORD_VI, en: WRONG_OLD_PASSWORD_EN },
} as const;

/** A password's rules in order, each with its message: 8-50 characters with a letter and a digit, not trimmed. */
const PASSWORD_RULES: readonly TFieldRule[] = [
  [(v) => typeof v === 'string' && v !== '', PASSWORD_MESSAGES.required],
  [
    (v) => {
      const n = [...(v as string)].length;
      return n >= PASSWORD_MIN && n <= PASSWORD_MAX;
    },
    PASSWORD_MESSAGES.length,
  ],
  [(v) => /\p{L}/u.test(v as string) && /\p{Nd}/u.test(v as string), PASSWORD_MESSAGES.letterAndDigit],
];

/** 8-50 characters with at least one letter and one digit. Not trimmed: spaces are part of a password. */
export function validatePassword(pw: string | null | undefined, lang: TLang = 'vi'): TCheck {
  const message = firstFault(PASSWORD_RULES, pw ?? '', lang);
  return message === null ? { ok: true } : { ok: false, message };
}

/**
 * A new password and its confirmation (the password change): the password's rules on `newPassword`, and on
 * `confirmPassword` that it is given and equal. The server's change and the web's form run it
 * (`fieldErrorsOf(newPasswordPairSchema, { newPassword, confirmPassword }, lang)`).
 */
export const newPasswordPairSchema = z
  .object({
    newPassword: zRules(...PASSWORD_RULES),
    confirmPassword: zRules([(v) => typeof v === 'string' && v !== '', PASSWORD_MESSAGES.confirmRequired]),
  })
  .check((payload) => {
    const { newPassword, confirmPassword } = payload.value as { newPassword?: unknown; confirmPassword?: unknown };
    if (typeof confirmPassword !== 'string' || confirmPassword === '' || confirmPassword === newPassword) return;
    payload.issues.push({ code: 'custom', path: ['confirmPassword'], input: confirmPassword, message: PASSWORD_MESSAGES.mismatch.en, params: { label: PASSWORD_MESSAGES.mismatch }, continue: true });
  });
