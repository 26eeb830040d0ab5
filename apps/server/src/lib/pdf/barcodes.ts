import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';
import { mm, type TBox, type TPdfDoc } from './document.ts';

/**
 * Barcodes drawn as vector rectangles (no images): sharp at any printer resolution and a few hundred bytes each.
 */

/**
 * A thermal printer's dot at 203 dpi is 0.125 mm: bars drawn as whole numbers of dots print with even widths,
 * so the module width is a multiple of it (0.25 mm, 0.375 mm, 0.5 mm ...).
 */
export const PRINTER_DOT_MM = 0.125;

/** Minimum quiet zone of a Code 128 each side, in modules (ISO/IEC 15417). */
export const CODE128_QUIET_ZONE = 10;

export interface TCode128Bars {
  /** widths in modules, alternating bar, space, bar ... (starts and ends with a bar) */
  widths: number[];
  /** total width in modules, without quiet zones */
  modules: number;
}

/**
 * The bars and spaces of a Code 128 of printable ASCII text (32-126), from bwip-js (BWIPP), which picks the code
 * sets for the shortest symbol. Throws on an empty text or any other character: nothing we print needs them, and
 * an order code with one is a bug to see, not a barcode to guess.
 */
export function encodeCode128(text: string): TCode128Bars {
  if (text.length === 0) throw new Error('Code 128: nothing to encode');
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 || c > 126) throw new Error(`Code 128: character ${JSON.stringify(text[i])} at ${i} is not printable ASCII`);
  }
  const [symbol] = bwipjs.raw('code128', text, {}) as Array<{ sbs: number[] }>;
  if (!symbol) throw new Error(`Code 128: bwip-js gave no symbol for '${text}'`);
  const widths = symbol.sbs.slice();
  return { widths, modules: widths.reduce((a, b) => a + b, 0) };
}

export interface TCode128Options {
  /** bar height in points */
  height: number;
  /** the narrowest module allowed (mm); 0.25 mm is what 203 dpi label printers and handheld scanners read well */
  minModuleMm?: number;
  /** the widest module wanted (mm) */
  maxModuleMm?: number;
  align?: 'left' | 'center';
}

export interface TDrawnBarcode {
  /** module width chosen, mm */
  moduleMm: number;
  /** x of the first bar and width of the bars (quiet zones excluded), points */
  x: number;
  width: number;
}

/** The widest module (a multiple of the printer dot, within min..max) at which the symbol and its quiet zones fit. */
export function code128ModuleMm(text: string, availableMm: number, minModuleMm = 0.25, maxModuleMm = 0.5): number {
  const total = encodeCode128(text).modules + 2 * CODE128_QUIET_ZONE;
  const fit = Math.floor(availableMm / total / PRINTER_DOT_MM + 1e-9) * PRINTER_DOT_MM;
  const moduleMm = Math.min(fit, maxModuleMm);
  if (moduleMm < minModuleMm - 1e-9) {
    throw new Error(
      `Code 128 of '${text}' needs ${total} modules with its quiet zones: ${(total * minModuleMm).toFixed(1)} mm at ${minModuleMm} mm, but only ${availableMm.toFixed(1)} mm is free`,
    );
  }
  return moduleMm;
}

/**
 * Code 128 of `text` in `box.w` (quiet zones of 10 modules included), bars `o.height` tall from `box.y`.
 * Throws when even the minimum module width does not fit: a barcode that cannot be scanned is not printed.
 */
export function drawCode128(doc: TPdfDoc, text: string, box: Pick<TBox, 'x' | 'y' | 'w'>, o: TCode128Options): TDrawnBarcode {
  const code = encodeCode128(text);
  const moduleMm = code128ModuleMm(text, box.w / mm(1), o.minModuleMm, o.maxModuleMm);
  const m = mm(moduleMm);
  const totalW = (code.modules + 2 * CODE128_QUIET_ZONE) * m;
  let x = box.x + (o.align === 'left' ? 0 : (box.w - totalW) / 2) + CODE128_QUIET_ZONE * m;
  const x0 = x;
  doc.save();
  code.widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(x, box.y, w * m, o.height);
    x += w * m;
  });
  doc.fillColor('black').fill();
  doc.restore();
  return { moduleMm, x: x0, width: x - x0 };
}

/** The QR matrix of a text (error correction level M, byte mode for URLs): rows of booleans, true = dark. */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const rows: boolean[][] = [];
  for (let r = 0; r < n; r++) rows.push(Array.from({ length: n }, (_, c) => modules.get(r, c) === 1));
  return rows;
}

/**
 * A QR code of `text` filling a square of `size` points at (x, y), its 4-module quiet zone inside the square.
 * Dark runs of a row are drawn as one rectangle each. Answers the module size in mm.
 */
export function drawQr(doc: TPdfDoc, text: string, x: number, y: number, size: number): number {
  const matrix = qrMatrix(text);
  const n = matrix.length;
  const quiet = 4;
  const m = size / (n + 2 * quiet);
  doc.save();
  for (let r = 0; r < n; r++) {
    const row = matrix[r]!;
    let c = 0;
    while (c < n) {
      if (!row[c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < n && row[c]) c++;
      // a hair of overlap so anti-aliased viewers show no seams between rows
      doc.rect(x + (quiet + start) * m, y + (quiet + r) * m, (c - start) * m, m + 0.01);
    }
  }
  doc.fillColor('black').fill();
  doc.restore();
  return m / mm(1);
}
