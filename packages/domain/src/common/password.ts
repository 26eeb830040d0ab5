import type { TLang } from '../errors/catalogue.ts';
import type { TCheck, TFieldError } from './labels.ts';
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

/** 8-50 characters with at least one letter and one digit. Not trimmed: spaces are part of a password. */
export function validatePassword(pw: string | null | undefined, lang: TLang = 'vi'): TCheck {
  const s = pw ?? '';
  if (s === '') return { ok: false, message: PASSWORD_MESSAGES.required[lang] };
  const length = [...s].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return { ok: false, message: PASSWORD_MESSAGES.length[lang] };
  if (!/\p{L}/u.test(s) || !/\p{Nd}/u.test(s)) return { ok: false, message: PASSWORD_MESSAGES.letterAndDigit[lang] };
  return { ok: true };
}

/** Checks the new password and its confirmation; errors name the fields `newPassword` and `confirmPassword`. */
export function validateNewPasswordPair(
  newPw: string | null | undefined,
  confirm: string | null | undefined,
  lang: TLang = 'vi',
): TFieldError[] {
  const errors: TFieldError[] = [];
  const first = validatePassword(newPw, lang);
  if (!first.ok) errors.push({ field: 'newPassword', message: first.message });
  if ((confirm ?? '') === '') {
    errors.push({ field: 'confirmPassword', message: PASSWORD_MESSAGES.confirmRequired[lang] });
  } else if (confirm !== newPw) {
    errors.push({ field: 'confirmPassword', message: PASSWORD_MESSAGES.mismatch[lang] });
  }
  return errors;
}
