import { describe, expect, it } from 'vitest';
import { formatSize, joinKnown } from './format.ts';

describe('formatSize', () => {
  it('shows the three sides with the vi-VN grouping', () => {
    expect(formatSize(20, 15, 10)).toBe('20 × 15 × 10 cm');
    expect(formatSize(1200, 15.5, 10)).toBe('1.200 × 15,5 × 10 cm');
  });
  it('is null when a side is unknown, so no "×× cm" is shown', () => {
    expect(formatSize(null, null, null)).toBeNull();
    expect(formatSize(20, undefined, 10)).toBeNull();
    expect(formatSize(0, 0, 0)).toBeNull();
  });
});

describe('joinKnown', () => {
  it('leaves out empty parts instead of showing dashes', () => {
    expect(joinKnown(['', 'A-01-01', null, '2'])).toBe('A-01-01 · 2');
    expect(joinKnown(['LOT1', 'A-01-01', '31/12/2026', 2])).toBe('LOT1 · A-01-01 · 31/12/2026 · 2');
    expect(joinKnown([undefined, false, '  '])).toBe('');
  });
});
