import { describe, it, expect } from 'vitest';
import { isTodayOrLaterVn, parseDdMmYyyy, toVnDateKey, vnDateKey } from './dates.ts';
import { toInt, toNumber, toPositiveInt, toPositiveNumber } from './numbers.ts';

describe('Vietnamese calendar dates', () => {
  it('shifts UTC instants to UTC+7', () => {
    expect(vnDateKey(new Date('2025-03-09T16:59:59Z'))).toBe('2025-03-09');
    expect(vnDateKey(new Date('2025-03-09T17:00:00Z'))).toBe('2025-03-10');
  });
  it('takes a bare date as a calendar date', () => {
    expect(toVnDateKey('2025-03-10')).toBe('2025-03-10');
    expect(toVnDateKey('2025-02-30')).toBeNull();
    expect(toVnDateKey('10/03/2025')).toBe('2025-03-10');
    expect(toVnDateKey('not a date')).toBeNull();
  });
  it('compares today or later in Vietnam', () => {
    const now = new Date('2025-03-09T18:00:00Z'); // already 10/03 01:00 in Vietnam
    expect(isTodayOrLaterVn('2025-03-10', now)).toBe(true);
    expect(isTodayOrLaterVn('2025-03-09', now)).toBe(false);
    expect(isTodayOrLaterVn(new Date('2025-03-09T17:30:00Z'), now)).toBe(true);
  });
  it('parses dd/mm/yyyy strictly', () => {
    expect(parseDdMmYyyy('1/2/2025')).toBe('2025-02-01');
    expect(parseDdMmYyyy('29/02/2024')).toBe('2024-02-29');
    expect(parseDdMmYyyy('29/02/2025')).toBeNull();
    expect(parseDdMmYyyy('2025-02-01')).toBeNull();
  });
});

describe('number parsing', () => {
  it('accepts numbers and plain decimal strings only', () => {
    expect(toNumber('1.5')).toBe(1.5);
    expect(toNumber(' 2 ')).toBe(2);
    expect(toNumber('1e3')).toBeNull();
    expect(toNumber('1,5')).toBeNull();
    expect(toNumber('')).toBeNull();
    expect(toNumber(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toInt('3')).toBe(3);
    expect(toInt('3.0')).toBeNull();
    expect(toInt(3.5)).toBeNull();
  });
  it('tells positive values at the boundary', () => {
    expect(toPositiveInt(0)).toBeNull();
    expect(toPositiveInt(1)).toBe(1);
    expect(toPositiveInt('-1')).toBeNull();
    expect(toPositiveNumber(0.001)).toBe(0.001);
    expect(toPositiveNumber(0)).toBeNull();
  });
});
