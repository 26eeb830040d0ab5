import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import { encodeCode128, qrMatrix } from '../../lib/pdf/barcodes.ts';

/**
 * Reads ZPL back as a printer would: each label's size, its text fields (the graphic field decoded from Zebra's
 * ASCII compression, with the text of the comment before it), its Code 128 and QR fields with their data, its
 * boxes; and draws a label to pixels (graphic fields as sent, barcodes as the printer draws them) for ZXing.
 */

export type TZplField =
  | { kind: 'text'; x: number; y: number; text: string; width: number; height: number; bits: Uint8Array }
  | { kind: 'code128'; x: number; y: number; module: number; height: number; data: string }
  | { kind: 'qr'; x: number; y: number; magnification: number; data: string }
  | { kind: 'box'; x: number; y: number; width: number; height: number; thickness: number };

export interface TZplLabel {
  width: number;
  height: number;
  fields: TZplField[];
}

/** Zebra's ASCII compression back to bits (1 = black). */
export function decodeGraphic(total: number, bytesPerRow: number, data: string, width: number): Uint8Array {
  const rows = total / bytesPerRow;
  const hexPerRow = bytesPerRow * 2;
  const out: string[] = [];
  let row = '';
  let repeat = 0;
  for (const ch of data) {
    if (ch === ':') {
      out.push(out[out.length - 1]!);
      continue;
    }
    if (ch === ',') {
      out.push(row.padEnd(hexPerRow, '0'));
      row = '';
      continue;
    }
    if (ch === '!') {
      out.push(row.padEnd(hexPerRow, 'F'));
      row = '';
      continue;
    }
    if (ch >= 'G' && ch <= 'Y') {
      repeat += ch.charCodeAt(0) - 'G'.charCodeAt(0) + 1;
      continue;
    }
    if (ch >= 'g' && ch <= 'z') {
      repeat += (ch.charCodeAt(0) - 'g'.charCodeAt(0) + 1) * 20;
      continue;
    }
    row += ch.repeat(Math.max(1, repeat));
    repeat = 0;
    if (row.length === hexPerRow) {
      out.push(row);
      row = '';
    }
    if (row.length > hexPerRow) throw new Error('graphic row overflows');
  }
  if (out.length !== rows) throw new Error(`graphic has ${out.length} rows, ${rows} announced`);
  const bits = new Uint8Array(width * rows);
  out.forEach((hex, r) => {
    for (let col = 0; col < width; col++) {
      const byte = parseInt(hex.slice((col >> 3) * 2, (col >> 3) * 2 + 2), 16);
      bits[r * width + col] = (byte >> (7 - (col & 7))) & 1;
    }
  });
  return bits;
}

function unescape(data: string): string {
  return data.replace(/_([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** Every label of a ZPL stream with its fields. */
export function parseZpl(zpl: string): TZplLabel[] {
  const labels: TZplLabel[] = [];
  for (const body of zpl.split('^XZ').slice(0, -1)) {
    const commands = body.split('^').slice(1);
    const label: TZplLabel = { width: 0, height: 0, fields: [] };
    let comment = '';
    let at = { x: 0, y: 0 };
    let by = { module: 2, height: 10 };
    let pending: { kind: 'code128' | 'qr'; magnification: number } | null = null;
    for (const c of commands) {
      const name = c.slice(0, 2);
      const args = c.slice(2).trim();
      if (name === 'PW') label.width = Number(args);
      else if (name === 'LL') label.height = Number(args);
      else if (name === 'FX') comment = c.slice(2).replace(/\n$/, '');
      else if (name === 'FO') {
        const [x, y] = args.split(',').map(Number);
        at = { x: x!, y: y! };
      } else if (name === 'BY') {
        const [m, , h] = args.split(',').map(Number);
        by = { module: m!, height: h! };
      } else if (name === 'BC') pending = { kind: 'code128', magnification: 0 };
      else if (name === 'BQ') pending = { kind: 'qr', magnification: Number(args.split(',')[2]) };
      else if (name === 'FD') {
        const data = unescape(c.slice(2));
        if (pending?.kind === 'code128') label.fields.push({ kind: 'code128', ...at, module: by.module, height: by.height, data });
        else if (pending?.kind === 'qr') label.fields.push({ kind: 'qr', ...at, magnification: pending.magnification, data: data.replace(/^[LMQH]A,/, '') });
        pending = null;
      } else if (name === 'GF') {
        const [, total, , perRow, ...rest] = args.split(',');
        const width = Number(perRow) * 8;
        const bits = decodeGraphic(Number(total), Number(perRow), rest.join(','), width);
        label.fields.push({ kind: 'text', ...at, text: comment, width, height: Number(total) / Number(perRow), bits });
      } else if (name === 'GB') {
        const [w, h, t] = args.split(',').map(Number);
        label.fields.push({ kind: 'box', ...at, width: w!, height: h!, thickness: t! });
      }
    }
    labels.push(label);
  }
  return labels;
}

/** The label drawn as the printer would, as luminance (0 black, 255 white), one byte a dot. */
export function drawZpl(label: TZplLabel): Uint8ClampedArray {
  const { width: W, height: H } = label;
  const lum = new Uint8ClampedArray(W * H).fill(255);
  const dot = (x: number, y: number) => {
    if (x >= 0 && y >= 0 && x < W && y < H) lum[y * W + x] = 0;
  };
  const rect = (x: number, y: number, w: number, h: number) => {
    for (let r = y; r < y + h; r++) for (let c = x; c < x + w; c++) dot(c, r);
  };
  for (const f of label.fields) {
    if (f.kind === 'text') {
      for (let r = 0; r < f.height; r++) for (let c = 0; c < f.width; c++) if (f.bits[r * f.width + c]) dot(f.x + c, f.y + r);
    } else if (f.kind === 'box') {
      const t = f.thickness;
      rect(f.x, f.y, f.width, t);
      rect(f.x, f.y + f.height - t, f.width, t);
      rect(f.x, f.y, t, f.height);
      rect(f.x + f.width - t, f.y, t, f.height);
    } else if (f.kind === 'code128') {
      let x = f.x;
      encodeCode128(f.data).widths.forEach((w, i) => {
        if (i % 2 === 0) rect(x, f.y, w * f.module, f.height);
        x += w * f.module;
      });
    } else {
      qrMatrix(f.data).forEach((row, r) => row.forEach((dark, c) => dark && rect(f.x + c * f.magnification, f.y + r * f.magnification, f.magnification, f.magnification)));
    }
  }
  return lum;
}

/**
 * ZXing's reading of a drawn label: its Code 128 and its QR, null where none is read. The QR is read from the square
 * around its field, as a scanner aimed at it reads it: over the whole label, ZXing's finder search sometimes takes the
 * drawn text for a finder pattern and reads nothing.
 */
export function scanZpl(label: TZplLabel): { code128: string | null; qr: string | null } {
  const lum = drawZpl(label);
  const read = (format: BarcodeFormat, pixels: Uint8ClampedArray, w: number, h: number): string | null => {
    const hints = new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [format]],
      [DecodeHintType.TRY_HARDER, true],
    ]);
    try {
      return new MultiFormatReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, w, h))), hints).getText();
    } catch {
      return null;
    }
  };
  const qrField = label.fields.find((f) => f.kind === 'qr');
  let qr: string | null = null;
  if (qrField?.kind === 'qr') {
    const n = qrMatrix(qrField.data).length;
    const margin = 4 * qrField.magnification;
    const x0 = Math.max(0, qrField.x - margin);
    const y0 = Math.max(0, qrField.y - margin);
    const x1 = Math.min(label.width, qrField.x + n * qrField.magnification + margin);
    const y1 = Math.min(label.height, qrField.y + n * qrField.magnification + margin);
    const crop = new Uint8ClampedArray((x1 - x0) * (y1 - y0));
    for (let y = y0; y < y1; y++) crop.set(lum.subarray(y * label.width + x0, y * label.width + x1), (y - y0) * (x1 - x0));
    qr = read(BarcodeFormat.QR_CODE, crop, x1 - x0, y1 - y0);
  }
  return { code128: read(BarcodeFormat.CODE_128, lum, label.width, label.height), qr };
}
