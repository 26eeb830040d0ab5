import { describe, it, expect } from 'vitest';
import {
  DEFAULT_LANDLINE_PREFIXES,
  DEFAULT_MOBILE_PREFIXES,
  formatPrefixList,
  normalizePhone,
  parsePrefixList,
  validatePhone,
  type TPhonePrefixes,
} from './phone.ts';

const prefixes: TPhonePrefixes = { mobile: DEFAULT_MOBILE_PREFIXES, landline: DEFAULT_LANDLINE_PREFIXES };

describe('normalizePhone', () => {
  it('turns a leading 84 into +84', () => {
    expect(normalizePhone('84912345678')).toBe('+84912345678');
  });
  it('strips spaces, parentheses, dots, dashes and commas', () => {
    expect(normalizePhone(' (091) 234.56-78, ')).toBe('0912345678');
  });
  it('prepends 0 to a number starting with neither 0 nor +84', () => {
    expect(normalizePhone('912345678')).toBe('0912345678');
  });
  it('keeps +84 and drops a trunk 0 written after it', () => {
    expect(normalizePhone('+84 912 345 678')).toBe('+84912345678');
    expect(normalizePhone('+84 (0) 912 345 678')).toBe('+84912345678');
  });
  it('leaves empty input empty', () => {
    expect(normalizePhone('  ')).toBe('');
    expect(normalizePhone(undefined)).toBe('');
  });
});

describe('validatePhone', () => {
  it('accepts 84912345678 as a mobile, giving both forms', () => {
    expect(validatePhone('84912345678', prefixes)).toEqual({
      ok: true,
      normalized: '+84912345678',
      national: '0912345678',
      kind: 'mobile',
    });
  });
  it('accepts a 10-digit mobile and refuses 9 and 11 digits', () => {
    expect(validatePhone('0912345678', prefixes)).toMatchObject({ ok: true, kind: 'mobile' });
    expect(validatePhone('091234567', prefixes)).toEqual({ ok: false, message: 'Số điện thoại di động phải có 10 chữ số' });
    expect(validatePhone('09123456789', prefixes)).toEqual({ ok: false, message: 'Số điện thoại di động phải có 10 chữ số' });
  });
  it('accepts every default mobile prefix', () => {
    for (const p of ['03', '05', '07', '08', '09']) {
      expect(validatePhone(`${p}12345678`, prefixes).ok).toBe(true);
    }
  });
  it('accepts landlines of 10 and 11 digits and refuses 9 and 12', () => {
    expect(validatePhone('0243123456', prefixes)).toMatchObject({ ok: true, kind: 'landline' });
    expect(validatePhone('02431234567', prefixes)).toMatchObject({ ok: true, kind: 'landline' });
    expect(validatePhone('02033123456', prefixes)).toMatchObject({ ok: true, kind: 'landline', national: '02033123456' });
    expect(validatePhone('024312345', prefixes)).toEqual({ ok: false, message: 'Số điện thoại bàn phải có 10 hoặc 11 chữ số' });
    expect(validatePhone('024312345678', prefixes)).toEqual({ ok: false, message: 'Số điện thoại bàn phải có 10 hoặc 11 chữ số' });
  });
  it('matches the 3-digit area code before the 2-digit one', () => {
    const custom: TPhonePrefixes = { mobile: ['09'], landline: ['020', '0203'] };
    expect(validatePhone('02031234567', custom)).toMatchObject({ ok: true, kind: 'landline' });
  });
  it('refuses an unknown prefix', () => {
    expect(validatePhone('0112345678', prefixes)).toEqual({ ok: false, message: 'Số điện thoại không đúng' });
    expect(validatePhone('0217123456', prefixes)).toEqual({ ok: false, message: 'Số điện thoại không đúng' });
  });
  it('asks for a number when empty', () => {
    expect(validatePhone('', prefixes)).toEqual({ ok: false, message: 'Vui lòng nhập số điện thoại' });
    expect(validatePhone(null, prefixes)).toEqual({ ok: false, message: 'Vui lòng nhập số điện thoại' });
    expect(validatePhone('', prefixes, 'en')).toEqual({ ok: false, message: 'Please enter a phone number' });
  });
  it('refuses letters and special characters', () => {
    expect(validatePhone('09123abc78', prefixes)).toEqual({ ok: false, message: 'Số điện thoại chỉ được chứa chữ số' });
    expect(validatePhone('0912#45678', prefixes)).toEqual({ ok: false, message: 'Số điện thoại chỉ được chứa chữ số' });
    expect(validatePhone('abc', prefixes, 'en')).toEqual({ ok: false, message: 'The phone number may contain digits only' });
  });
  it('refuses a foreign country code', () => {
    expect(validatePhone('+1 555 123 4567', prefixes)).toEqual({ ok: false, message: 'Số điện thoại phải bắt đầu bằng 0 hoặc +84' });
  });
  it('uses the defaults when no prefixes are given', () => {
    expect(validatePhone('0987654321').ok).toBe(true);
  });
});

describe('prefix lists', () => {
  it('parses a config value, adding the trunk 0 and dropping junk and duplicates', () => {
    expect(parsePrefixList(' 03, 9 ,,x1, 09,024')).toEqual(['03', '09', '024']);
    expect(parsePrefixList('')).toEqual([]);
    expect(parsePrefixList(null)).toEqual([]);
  });
  it('round-trips the defaults through the config format', () => {
    expect(parsePrefixList(formatPrefixList(DEFAULT_LANDLINE_PREFIXES))).toEqual([...DEFAULT_LANDLINE_PREFIXES]);
    expect(formatPrefixList(DEFAULT_MOBILE_PREFIXES)).toBe('03,05,07,08,09');
  });
  it('has one landline code per province: 024, 028 and 61 three-digit codes', () => {
    expect(DEFAULT_LANDLINE_PREFIXES).toHaveLength(63);
    expect(new Set(DEFAULT_LANDLINE_PREFIXES).size).toBe(63);
    expect(DEFAULT_LANDLINE_PREFIXES.every((p) => /^02\d{1,2}$/.test(p))).toBe(true);
  });
});
