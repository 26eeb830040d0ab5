import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { CODE128, encodeCode128 } from './code128.ts';
import { code128ModuleMm } from './barcodes.ts';

/** ISO/IEC 15417: check = (start value + sum of position x value over the data symbols) mod 103. */
function checkByTheRule(startAndData: number[]): number {
  return startAndData.reduce((sum, v, i) => sum + (i === 0 ? v : i * v), 0) % 103;
}

/** Set B value of a printable ASCII character. */
const B = (ch: string) => ch.charCodeAt(0) - 32;

/** bwip-js (an independent implementation, BWIPP) as a string of module widths. */
function bwipWidths(text: string): string {
  const [sym] = bwipjs.raw('code128', text, {}) as { sbs: number[] }[];
  return sym!.sbs.join('');
}

describe('Code 128 encoder', () => {
  it.each([
    // letters then digits: start B, S, O, switch to C for the 10-digit run, digit pairs
    ['SO2411230001', [104, B('S'), B('O'), 99, 24, 11, 23, 0, 1]],
    // all digits, even: start C
    ['1234', [105, 12, 34]],
    ['00', [105, 0]],
    // an odd run of 5 at the end: its first digit stays in B
    ['AB12345', [104, B('A'), B('B'), B('1'), 99, 23, 45]],
    // leading 11 digits: C for five pairs, back to B for the last digit
    ['12345678901', [105, 12, 34, 56, 78, 90, 100, B('1')]],
    // a short run of digits stays in B
    ['GHN8X4K2PQ', [104, ...'GHN8X4K2PQ'.split('').map(B)]],
    ['A1234B', [104, B('A'), B('1'), B('2'), B('3'), B('4'), B('B')]],
    // 3 digits alone: B (C would not be shorter)
    ['123', [104, B('1'), B('2'), B('3')]],
  ])('encodes %s with the right symbols and check digit', (text, startAndData) => {
    const code = encodeCode128(text);
    expect(code.values).toEqual([...startAndData, checkByTheRule(startAndData), 106]);
  });

  it('computes the check digit of a known symbol', () => {
    // 104 + 1x51 + 2x47 + 3x99 + 4x24 + 5x11 + 6x23 + 7x0 + 8x1 = 843; 843 mod 103 = 19
    expect(encodeCode128('SO2411230001').values.at(-2)).toBe(19);
  });

  it('draws the same bars and spaces as bwip-js for every set B character and every digit pair', () => {
    for (let c = 32; c <= 126; c++) {
      const text = String.fromCharCode(c);
      expect(encodeCode128(text).widths.join(''), text).toBe(bwipWidths(text));
    }
    for (let n = 0; n <= 99; n++) {
      const text = String(n).padStart(2, '0');
      expect(encodeCode128(text).widths.join(''), text).toBe(bwipWidths(text));
    }
    for (const text of ['SO2411230001', 'GHN8X4K2PQ', 'AB12345', '12345678901']) {
      expect(encodeCode128(text).widths.join(''), text).toBe(bwipWidths(text));
    }
  });

  it('gives every symbol 11 modules, an even number of them dark, and the stop 13', () => {
    const code = encodeCode128('SO2411230001');
    const symbols = code.values.length - 1;
    expect(code.modules).toBe(symbols * 11 + 13);
    for (let s = 0; s < symbols; s++) {
      const w = code.widths.slice(s * 6, s * 6 + 6);
      expect(w.reduce((a, b) => a + b, 0)).toBe(11);
      expect((w[0]! + w[2]! + w[4]!) % 2).toBe(0);
    }
    expect(code.widths.slice(symbols * 6)).toEqual([2, 3, 3, 1, 1, 1, 2]);
  });

  it('refuses what it cannot encode', () => {
    expect(() => encodeCode128('')).toThrow();
    expect(() => encodeCode128('Đơn1')).toThrow(/not printable ASCII/);
    expect(() => encodeCode128('A\nB')).toThrow(/not printable ASCII/);
  });

  it('picks module widths of whole 0.125 mm printer dots, at least 0.25 mm, quiet zones included', () => {
    const modules = encodeCode128('GHN8X4K2PQ').modules + 2 * CODE128.QUIET_ZONE; // 10 chars: 12 x 11 + 13 + 20 = 165
    expect(modules).toBe(165);
    expect(code128ModuleMm('GHN8X4K2PQ', 48.2, 0.25, 0.375)).toBe(0.25);
    expect(code128ModuleMm('GHN8X4K2PQ', 75, 0.25, 0.5)).toBe(0.375);
    expect(code128ModuleMm('GHN8X4K2PQ', 103, 0.25, 0.5)).toBe(0.5);
    expect(() => code128ModuleMm('GHN8X4K2PQ-TOO-LONG-FOR-A-SMALL-LABEL', 48.2)).toThrow(/needs \d+ modules/);
  });
});
