import { describe, it, expect } from 'vitest';
import {
  chargeableWeightGrams,
  foldIncludes,
  foldText,
  formatVnd,
  hoursRemainingLabel,
  removeAccents,
  volumetricWeightGrams,
  volumetricWeightKg,
  VOLUMETRIC_DIVISOR,
} from './limits.ts';

describe('volumetric weight', () => {
  it('is L×W×H/5000 kg', () => {
    expect(VOLUMETRIC_DIVISOR).toBe(5000);
    expect(volumetricWeightKg(50, 40, 30)).toBe(12);
    expect(volumetricWeightGrams(50, 40, 30)).toBe(12000);
    expect(volumetricWeightGrams(10, 10, 10)).toBe(200);
    expect(volumetricWeightKg(10, 10, 10)).toBe(0.2);
  });
  it('rounds a fractional gram up', () => {
    expect(volumetricWeightGrams(1, 1, 1)).toBe(1);
    expect(volumetricWeightGrams(3, 1, 2)).toBe(2);
    expect(volumetricWeightGrams(10.5, 10, 10)).toBe(210);
  });
  it('gives 0 for missing or non-positive sizes', () => {
    expect(volumetricWeightGrams(0, 10, 10)).toBe(0);
    expect(volumetricWeightGrams(-1, 10, 10)).toBe(0);
    expect(volumetricWeightGrams(Number.NaN, 10, 10)).toBe(0);
  });
  it('charges the larger of actual and volumetric weight', () => {
    expect(chargeableWeightGrams(500, 50, 40, 30)).toBe(12000);
    expect(chargeableWeightGrams(15000, 50, 40, 30)).toBe(15000);
  });
});

describe('formatVnd', () => {
  it('uses the vi-VN currency format', () => {
    expect(formatVnd(1234567)).toBe('1.234.567\u00a0₫');
    expect(formatVnd(0)).toBe('0\u00a0₫');
    expect(formatVnd(1500.6)).toBe('1.501\u00a0₫');
  });
});

describe('accent folding', () => {
  it('folds Vietnamese text for search', () => {
    expect(foldText('Hà Nội')).toBe(foldText('ha noi'));
    expect(foldText('Quận 1')).toBe('quan 1');
    expect(foldText('  Đường   Nguyễn  Huệ ')).toBe('duong nguyen hue');
    expect(removeAccents('Thừa Thiên Huế, Đà Nẵng')).toBe('Thua Thien Hue, Da Nang');
    expect(foldText('ơ ư ă â ê ô ỳ ỹ ỵ')).toBe('o u a a e o y y y');
  });
  it('folds decomposed (NFD) input the same as composed', () => {
    expect(foldText('Ha\u0300 No\u0323\u0302i')).toBe('ha noi');
  });
  it('finds a substring regardless of accents', () => {
    expect(foldIncludes('Phường Bến Nghé, Quận 1', 'ben nghe')).toBe(true);
    expect(foldIncludes('Phường Bến Nghé', 'ben thanh')).toBe(false);
  });
});

describe('hoursRemainingLabel', () => {
  const now = new Date('2025-01-01T00:00:00Z');
  it("shows hours and minutes as NhM'", () => {
    expect(hoursRemainingLabel(new Date('2025-01-01T03:15:00Z'), now)).toBe("3h15'");
    expect(hoursRemainingLabel(new Date('2025-01-02T01:05:30Z'), now)).toBe("25h5'");
    expect(hoursRemainingLabel(now.getTime() + 59_000, now)).toBe('0');
    expect(hoursRemainingLabel(now.getTime() + 60_000, now)).toBe("0h1'");
  });
  it('shows 0 once the deadline is reached or past', () => {
    expect(hoursRemainingLabel(now, now)).toBe('0');
    expect(hoursRemainingLabel(new Date('2024-12-31T23:00:00Z'), now)).toBe('0');
  });
});
