import { describe, expect, it } from 'vitest';
import { CODE128_QUIET_ZONE, code128ModuleMm, encodeCode128 } from './barcodes.ts';

describe('Code 128 bars', () => {
  it('gives every symbol 11 modules, an even number of them dark, and the stop 13', () => {
    const code = encodeCode128('SO2411230001');
    // start B, S, O, code C, 5 digit pairs, check: 10 symbols before the stop
    const symbols = (code.widths.length - 7) / 6;
    expect(symbols).toBe(10);
    expect(code.modules).toBe(symbols * 11 + 13);
    for (let s = 0; s < symbols; s++) {
      const w = code.widths.slice(s * 6, s * 6 + 6);
      expect(w.reduce((a, b) => a + b, 0)).toBe(11);
      expect((w[0]! + w[2]! + w[4]!) % 2).toBe(0);
    }
    expect(code.widths.slice(symbols * 6)).toEqual([2, 3, 3, 1, 1, 1, 2]);
  });

  it('packs digit pairs into one symbol each (code set C)', () => {
    // 12 digits: start C, 6 pairs, check, stop
    expect(encodeCode128('123456789012').modules).toBe(8 * 11 + 13);
    // 10 characters with short digit runs stay in set B: start, 10, check, stop
    expect(encodeCode128('GHN8X4K2PQ').modules).toBe(12 * 11 + 13);
  });

  it('refuses what it cannot encode', () => {
    expect(() => encodeCode128('')).toThrow();
    expect(() => encodeCode128('Đơn1')).toThrow(/not printable ASCII/);
    expect(() => encodeCode128('A\nB')).toThrow(/not printable ASCII/);
  });

  it('picks module widths of whole 0.125 mm printer dots, at least 0.25 mm, quiet zones included', () => {
    const modules = encodeCode128('GHN8X4K2PQ').modules + 2 * CODE128_QUIET_ZONE; // 10 chars: 12 x 11 + 13 + 20 = 165
    expect(modules).toBe(165);
    expect(code128ModuleMm('GHN8X4K2PQ', 48.2, 0.25, 0.375)).toBe(0.25);
    expect(code128ModuleMm('GHN8X4K2PQ', 75, 0.25, 0.5)).toBe(0.375);
    expect(code128ModuleMm('GHN8X4K2PQ', 103, 0.25, 0.5)).toBe(0.5);
    expect(() => code128ModuleMm('GHN8X4K2PQ-TOO-LONG-FOR-A-SMALL-LABEL', 48.2)).toThrow(/needs \d+ modules/);
  });
});
