import { CODE128_QUIET_ZONE, encodeCode128, qrMatrix } from '../pdf/barcodes.ts';
import { printable } from '../pdf/document.ts';
import { lineHeight, rasterLine, textWidth, type TBitmap, type TZplWeight } from './raster.ts';

/**
 * A small ZPL II writer for 203 dpi thermal printers (8 dots a millimetre), the counterpart of the PDF kit's
 * document: layouts place text, Code 128, QR codes and rules in millimetres from the label's top left corner.
 * - text is drawn here and sent as a graphic field (^GFA, Zebra's ASCII compression), never as a printer font:
 *   the resident fonts of ZPL printers have no Vietnamese letters (docs/printing.md). Each text field is preceded
 *   by a comment (^FX) with the text it shows, which printers ignore and people and the tests read;
 * - barcodes are the printer's own (^BC Code 128 in automatic mode, ^BQ QR at error correction M), with module
 *   widths in whole dots, at least 2 (0.25 mm), chosen like the PDF's: the widest that fits the box.
 */

export const DOTS_PER_MM = 8;
/** a PDF point in dots at 203 dpi */
const DOTS_PER_PT = 203 / 72;

export function dots(mmValue: number): number {
  return Math.round(mmValue * DOTS_PER_MM);
}

export interface TZplTextOptions {
  weight?: TZplWeight;
  /** the size wanted, in points (as the PDF layouts give it) */
  size: number;
  /** the smallest size before the text is cut with '…'; default: size */
  minSize?: number;
  align?: 'left' | 'center' | 'right';
  /** textBox only: text after ', ' that stays whole when the rest must be cut (an address's area) */
  tail?: string;
}

/** Zebra's ASCII compression of one image row after another (':' repeats a row, ',' zeroes the rest, runs as counts). */
function compressRows(bitmap: TBitmap): { bytesPerRow: number; total: number; data: string } {
  const bytesPerRow = Math.ceil(bitmap.width / 8);
  let out = '';
  let previous = '';
  for (let row = 0; row < bitmap.height; row++) {
    let hex = '';
    for (let byte = 0; byte < bytesPerRow; byte++) {
      let v = 0;
      for (let bit = 0; bit < 8; bit++) {
        const col = byte * 8 + bit;
        if (col < bitmap.width && bitmap.bits[row * bitmap.width + col]) v |= 0x80 >> bit;
      }
      hex += v.toString(16).toUpperCase().padStart(2, '0');
    }
    if (row > 0 && hex === previous) {
      out += ':';
      continue;
    }
    previous = hex;
    const trimmed = hex.replace(/0+$/, '');
    out += runs(trimmed) + (trimmed.length < hex.length ? ',' : '');
  }
  return { bytesPerRow, total: bytesPerRow * bitmap.height, data: out };
}

/** a repeat count as Zebra's letters: g..z are 20..400 in twenties, G..Y 1..19 */
function countLetters(n: number): string {
  let s = '';
  let left = n;
  while (left >= 20) {
    const twenties = Math.min(20, Math.floor(left / 20));
    s += String.fromCharCode('g'.charCodeAt(0) + twenties - 1);
    left -= twenties * 20;
  }
  if (left > 0) s += String.fromCharCode('G'.charCodeAt(0) + left - 1);
  return s;
}

function runs(hex: string): string {
  let out = '';
  let i = 0;
  while (i < hex.length) {
    let j = i;
    while (j < hex.length && hex[j] === hex[i]) j++;
    const n = j - i;
    out += n >= 3 ? countLetters(n) + hex[i]! : hex.slice(i, j);
    i = j;
  }
  return out;
}

/** field data made safe: with ^FH_ every '^', '~' and '_' is sent as its hex escape */
function fieldData(text: string): string {
  return text.replace(/[\^~_]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** a comment's text: printers end a comment at the next '^' or '~' */
function commentText(text: string): string {
  return text.replace(/[\^~]/g, ' ');
}

function cut(text: string, fits: (t: string) => boolean): string {
  if (fits(text)) return text;
  const chars = Array.from(text);
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(`${chars.slice(0, mid).join('').trimEnd()}…`)) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? '…' : `${chars.slice(0, lo).join('').trimEnd()}…`;
}

function wrap(text: string, widthDots: number, sizeDots: number, weight: TZplWeight): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (!line || textWidth(next, sizeDots, weight) <= widthDots) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  // a single word wider than the box is cut where it leaves the box
  return lines.map((l) => (textWidth(l, sizeDots, weight) <= widthDots ? l : cut(l, (t) => textWidth(t, sizeDots, weight) <= widthDots)));
}

/** Whether a Code 128 of `data` fits `widthMm` at 2-dot modules with its quiet zones (else `code128` throws). */
export function code128Fits(data: string, widthMm: number): boolean {
  return (encodeCode128(data).modules + 2 * CODE128_QUIET_ZONE) * 2 <= dots(widthMm);
}

/** One label: `^XA` … `^XZ`. */
export class ZplLabel {
  private readonly parts: string[] = [];

  constructor(widthMm: number, heightMm: number) {
    this.parts.push('^XA', '^CI28', `^PW${dots(widthMm)}`, `^LL${dots(heightMm)}`, '^LH0,0');
  }

  private bitmap(x: number, y: number, image: TBitmap, text: string): void {
    const gf = compressRows(image);
    this.parts.push(`^FX${commentText(text)}`, `^FO${x},${y}^GFA,${gf.total},${gf.total},${gf.bytesPerRow},${gf.data}^FS`);
  }

  /** One line in a box (mm): shrunk from `size` to `minSize` in 0.5 pt steps, then cut with '…'. */
  textLine(text: string, x: number, y: number, w: number, h: number, o: TZplTextOptions): void {
    const t = printable(text);
    if (!t) return;
    const weight = o.weight ?? 'regular';
    const width = dots(w);
    let size = o.size;
    const min = o.minSize ?? o.size;
    while (size > min && textWidth(t, size * DOTS_PER_PT, weight) > width) size -= 0.5;
    const px = Math.max(1, Math.round(Math.max(size, min) * DOTS_PER_PT));
    const shown = cut(t, (s) => textWidth(s, px, weight) <= width);
    const image = rasterLine(shown, px, weight);
    const left = o.align === 'center' ? (width - image.width) / 2 : o.align === 'right' ? width - image.width : 0;
    const top = Math.max(0, (dots(h) - image.height) / 2);
    this.bitmap(dots(x) + Math.max(0, Math.round(left)), dots(y) + Math.round(top), image, shown);
  }

  /** Wrapped text in a box (mm): the largest size down to `minSize` at which it fits, else cut (never the tail). */
  textBox(text: string, x: number, y: number, w: number, h: number, o: TZplTextOptions): void {
    const head = printable(text);
    const tail = printable(o.tail);
    const whole = head && tail ? `${head}, ${tail}` : head || tail;
    if (!whole) return;
    const weight = o.weight ?? 'regular';
    const width = dots(w);
    const height = dots(h);
    const min = o.minSize ?? o.size;
    let size = o.size;
    const fits = (t: string, px: number) => wrap(t, width, px, weight).length * lineHeight(px, weight) <= height;
    while (size > min && !fits(whole, size * DOTS_PER_PT)) size -= 0.5;
    const px = Math.max(1, Math.round(Math.max(size, min) * DOTS_PER_PT));
    let shown = whole;
    if (!fits(whole, px)) {
      shown = tail && head ? `${cut(head, (t) => fits(`${t}, ${tail}`, px))}, ${tail}` : cut(whole, (t) => fits(t, px));
    }
    const lh = lineHeight(px, weight);
    const lines = wrap(shown, width, px, weight).slice(0, Math.max(1, Math.floor(height / lh)));
    lines.forEach((line, i) => {
      const image = rasterLine(line, px, weight);
      const left = o.align === 'center' ? (width - image.width) / 2 : o.align === 'right' ? width - image.width : 0;
      this.bitmap(dots(x) + Math.max(0, Math.round(left)), dots(y) + i * lh, image, line);
    });
  }

  /**
   * Code 128 of `data` across `w` mm from (x, y), bars `h` mm tall: the printer's own symbol in automatic mode,
   * modules of a whole number of dots (2 to `maxModuleDots`), quiet zones of 10 modules left inside the width.
   * Throws when even 2-dot modules do not fit, like the PDF: an unscannable code is not printed.
   */
  code128(data: string, x: number, y: number, w: number, h: number, maxModuleDots = 4): void {
    const total = encodeCode128(data).modules + 2 * CODE128_QUIET_ZONE;
    const module = Math.min(maxModuleDots, Math.floor(dots(w) / total));
    if (module < 2) throw new Error(`Code 128 of '${data}' needs ${total} modules: ${total * 2} dots at 2 dots a module, but only ${dots(w)} are free`);
    const symbol = (total - 2 * CODE128_QUIET_ZONE) * module;
    const left = dots(x) + Math.floor((dots(w) - symbol) / 2);
    this.parts.push(`^FO${left},${dots(y)}^BY${module},3,${dots(h)}^BCN,${dots(h)},N,N,N,A^FH_^FD${fieldData(data)}^FS`);
  }

  /** A QR code of `data` in a square of `size` mm at (x, y), its 4-module quiet zone inside the square. */
  qr(data: string, x: number, y: number, size: number): void {
    const n = qrMatrix(data).length;
    const magnification = Math.max(1, Math.min(10, Math.floor(dots(size) / (n + 8))));
    const offset = Math.floor((dots(size) - n * magnification) / 2);
    this.parts.push(`^FO${dots(x) + offset},${dots(y) + offset}^BQN,2,${magnification}^FH_^FDMA,${fieldData(data)}^FS`);
  }

  /** A frame (mm) with a border `thickness` dots wide. */
  frame(x: number, y: number, w: number, h: number, thickness = 3): void {
    this.parts.push(`^FO${dots(x)},${dots(y)}^GB${dots(w)},${dots(h)},${thickness}^FS`);
  }

  hr(x1: number, x2: number, y: number, thickness = 2): void {
    this.parts.push(`^FO${dots(x1)},${dots(y)}^GB${dots(x2 - x1)},${thickness},${thickness}^FS`);
  }

  vr(x: number, y1: number, y2: number, thickness = 2): void {
    this.parts.push(`^FO${dots(x)},${dots(y1)}^GB${thickness},${dots(y2 - y1)},${thickness}^FS`);
  }

  end(): string {
    return `${[...this.parts, '^XZ'].join('\n')}\n`;
  }
}
