import { describe, it, expect } from 'vitest';
import { validateEmail } from './email.ts';
import { fieldErrorsOf } from '../contract/field-rules.ts';
import { newPasswordPairSchema, validatePassword, WRONG_OLD_PASSWORD_VI } from './password.ts';

const pairErrors = (newPassword: string, confirmPassword: string, lang: 'vi' | 'en' = 'vi') => fieldErrorsOf(newPasswordPairSchema, { newPassword, confirmPassword }, lang);

describe('validateEmail', () => {
  it('refuses empty input', () => {
    expect(validateEmail('')).toEqual({ ok: false, message: 'Email không được để rỗng' });
    expect(validateEmail('   ')).toEqual({ ok: false, message: 'Email không được để rỗng' });
    expect(validateEmail(undefined, 'en')).toEqual({ ok: false, message: 'Email must not be empty' });
  });
  it('refuses bad formats', () => {
    for (const bad of ['abc', 'a@b', 'a@b.', '@b.com', 'a b@c.com', 'a..b@c.com', '.a@c.com', 'a@-b.com', 'a@b.c']) {
      expect(validateEmail(bad)).toEqual({ ok: false, message: 'Email không đúng định dạng' });
    }
  });
  it('accepts ordinary addresses, trimmed', () => {
    for (const good of ['a@b.vn', ' shop.owner+1@mail.example.com.vn ', 'A_B@Gmail.COM']) {
      expect(validateEmail(good)).toEqual({ ok: true });
    }
  });
  it('refuses addresses over 254 characters', () => {
    expect(validateEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.vn`).ok).toBe(false);
  });
});

describe('validatePassword', () => {
  it('accepts 8 and 50 characters with a letter and a digit', () => {
    expect(validatePassword('abcdefg1')).toEqual({ ok: true });
    expect(validatePassword(`${'a'.repeat(49)}1`)).toEqual({ ok: true });
  });
  it('refuses 7 and 51 characters', () => {
    expect(validatePassword('abcdef1')).toEqual({ ok: false, message: 'Mật khẩu phải có từ 8 đến 50 ký tự' });
    expect(validatePassword(`${'a'.repeat(50)}1`).ok).toBe(false);
  });
  it('needs both letters and digits', () => {
    expect(validatePassword('abcdefgh')).toEqual({ ok: false, message: 'Mật khẩu phải có cả chữ và số' });
    expect(validatePassword('12345678', 'en')).toEqual({ ok: false, message: 'The password must contain both letters and digits' });
    expect(validatePassword('mậtkhẩu9')).toEqual({ ok: true });
  });
  it('asks for a password when empty', () => {
    expect(validatePassword('')).toEqual({ ok: false, message: 'Vui lòng nhập mật khẩu' });
  });
});

describe('newPasswordPairSchema', () => {
  it('passes when both match and are valid', () => {
    expect(pairErrors('abcdefg1', 'abcdefg1')).toEqual([]);
  });
  it('reports a mismatch on the confirmation', () => {
    expect(pairErrors('abcdefg1', 'abcdefg2')).toEqual([
      { field: 'confirmPassword', message: 'Mật khẩu nhập lại không khớp' },
    ]);
  });
  it('reports both an invalid new password and a missing confirmation', () => {
    expect(pairErrors('short', '', 'en').map((e) => e.field)).toEqual(['newPassword', 'confirmPassword']);
  });
  it('keeps the spec text for a wrong old password', () => {
    expect(WRONG_OLD_PASSWORD_VI).toBe('Mật khẩu cũ không đúng. Vui lòng thử lại');
  });
});
