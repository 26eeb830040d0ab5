/**
 * Code 128 (ISO/IEC 15417) encoder for printable ASCII (32-126): order and SO codes, SKUs, tracking numbers.
 * Answers the symbol values (start, data, check, stop) and the widths of its bars and spaces in modules, which
 * barcodes.ts draws as rectangles. Code sets B (printable ASCII) and C (digit pairs) are used; set A (control
 * characters) is not needed for anything we print, so a control character is refused.
 */

/** Bar/space widths (bar first) of each symbol value 0-106; 106 is the stop pattern with its final bar. */
const PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

export const CODE128 = {
  START_B: 104,
  START_C: 105,
  /** in set B: switch to C */
  CODE_C: 99,
  /** in set C: switch to B */
  CODE_B: 100,
  STOP: 106,
  /** the check symbol is (start + sum of position x value) mod 103 */
  MODULUS: 103,
  /** minimum quiet zone each side, in modules */
  QUIET_ZONE: 10,
} as const;

export interface TCode128 {
  /** symbol values in order: start, data and code-set switches, check, stop */
  values: number[];
  /** widths in modules, alternating bar, space, bar ... (starts and ends with a bar) */
  widths: number[];
  /** total width in modules, without quiet zones */
  modules: number;
}

function isDigit(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c >= 48 && c <= 57;
}

/** Length of the run of digits starting at i. */
function digitRun(text: string, i: number): number {
  let j = i;
  while (j < text.length && isDigit(text, j)) j++;
  return j - i;
}

/**
 * Picks code sets as ISO/IEC 15417 Annex E suggests (which gives the shortest symbol for the texts we print):
 * start in C for a leading run of 4 or more digits (or a text of exactly two digits); in B, switch to C for a
 * run of 6 or more digits, or 4 or more that end the text, leaving the odd digit in B.
 */
function symbolValues(text: string): number[] {
  const out: number[] = [];
  const lead = digitRun(text, 0);
  let set: 'B' | 'C' = lead >= 4 || (lead === 2 && text.length === 2) ? 'C' : 'B';
  out.push(set === 'C' ? CODE128.START_C : CODE128.START_B);
  let i = 0;
  while (i < text.length) {
    if (set === 'C') {
      if (digitRun(text, i) >= 2) {
        out.push(Number(text.slice(i, i + 2)));
        i += 2;
        continue;
      }
      out.push(CODE128.CODE_B);
      set = 'B';
    }
    const run = digitRun(text, i);
    const endsText = i + run === text.length;
    if (run >= 6 || (run >= 4 && endsText)) {
      // an odd run keeps its first digit in B so the rest pairs up
      if (run % 2 === 1) {
        out.push(text.charCodeAt(i) - 32);
        i++;
      }
      out.push(CODE128.CODE_C);
      set = 'C';
      continue;
    }
    out.push(text.charCodeAt(i) - 32);
    i++;
  }
  return out;
}

/** The check symbol value of a start symbol followed by data symbols. */
export function code128Check(startAndData: readonly number[]): number {
  let sum = startAndData[0] ?? 0;
  for (let i = 1; i < startAndData.length; i++) sum += i * startAndData[i]!;
  return sum % CODE128.MODULUS;
}

/** Encodes printable ASCII text; throws on an empty text or a character outside 32-126. */
export function encodeCode128(text: string): TCode128 {
  if (text.length === 0) throw new Error('Code 128: nothing to encode');
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 || c > 126) throw new Error(`Code 128: character ${JSON.stringify(text[i])} at ${i} is not printable ASCII`);
  }
  const data = symbolValues(text);
  const values = [...data, code128Check(data), CODE128.STOP];
  const widths: number[] = [];
  for (const v of values) for (const ch of PATTERNS[v]!) widths.push(ch.charCodeAt(0) - 48);
  return { values, widths, modules: widths.reduce((a, b) => a + b, 0) };
}
