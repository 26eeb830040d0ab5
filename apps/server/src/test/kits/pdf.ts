import { createCanvas } from '@napi-rs/canvas';
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A page of a PDF as pdf.js reads it: its MediaBox in points and its text items. */
export interface TReadPage {
  /** [x0, y0, x1, y1] in points */
  mediaBox: number[];
  width: number;
  height: number;
  /** the text layer, items joined by spaces (line breaks of wrapped text become spaces) */
  text: string;
  items: { str: string; x: number; y: number; width: number; height: number }[];
}

/** Reads a PDF with pdf.js (a real PDF reader, not our writer): the page count, sizes and text of every page. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: TReadPage[]; fonts: string[] }> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: TReadPage[] = [];
  const fonts = new Set<string>();
  try {
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const items = content.items
        .filter((i) => 'str' in i)
        .map((i) => ({ str: i.str, x: i.transform[4] as number, y: i.transform[5] as number, width: i.width, height: i.height }));
      for (const s of Object.values(content.styles)) fonts.add(s.fontFamily);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      pages.push({ mediaBox: [x0, y0, x1, y1], width: x1 - x0, height: y1 - y0, text: items.map((i) => i.str).join(' ').replace(/\s+/g, ' '), items });
      page.cleanup();
    }
  } finally {
    await pdf.destroy();
  }
  return { pages, fonts: [...fonts] };
}

/** A 203 dpi thermal printer's resolution: the coarsest our labels print at. */
export const THERMAL_DPI = 203;

/**
 * Where a person aims the scanner: a rectangle of the page in mm from its top left corner; `qr`: exactly the QR
 * code's square (its quiet zone included), nothing else in it.
 */
export interface TScanAim {
  x: number;
  y: number;
  w: number;
  h: number;
  qr?: boolean;
}

/**
 * Prints a page to pixels as a printer would (pdf.js onto a canvas at `dpi`), then scans it with ZXing (an
 * independent barcode reader): the text of the Code 128 and of the QR code found on it, null where none is read.
 */
export async function scanPage(bytes: Uint8Array, pageNo: number, dpi = THERMAL_DPI, aim?: TScanAim): Promise<{ code128: string | null; qr: string | null }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const page = await pdf.getPage(pageNo);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = 'white';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas, canvasContext: ctx, viewport } as unknown as Parameters<typeof page.render>[0]).promise;
    const px = (v: number) => Math.round((v / 25.4) * dpi);
    const [x0, y0, w, h] = aim ? [px(aim.x), px(aim.y), px(aim.w), px(aim.h)] : [0, 0, canvas.width, canvas.height];
    const rgba = ctx.getImageData(x0, y0, w, h).data;
    const lum = new Uint8ClampedArray(w * h);
    for (let i = 0; i < lum.length; i++) lum[i] = (rgba[i * 4]! * 299 + rgba[i * 4 + 1]! * 587 + rgba[i * 4 + 2]! * 114) / 1000;
    const read = (format: BarcodeFormat, pure = false): string | null => {
      const hints = new Map<DecodeHintType, unknown>([
        [DecodeHintType.POSSIBLE_FORMATS, [format]],
        [DecodeHintType.TRY_HARDER, true],
        ...(pure ? [[DecodeHintType.PURE_BARCODE, true] as [DecodeHintType, unknown]] : []),
      ]);
      try {
        const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(lum, w, h)));
        return new MultiFormatReader().decode(bitmap, hints).getText();
      } catch {
        return null;
      }
    };
    // ZXing's QR finder-pattern search misses about 1 in 20 codes even on a perfect image (some data patterns pass
    // for finder patterns); aimed at the code alone, as a person aims a phone, it also reads the modules directly
    const qr = read(BarcodeFormat.QR_CODE) ?? (aim?.qr ? read(BarcodeFormat.QR_CODE, true) : null);
    return { code128: aim?.qr ? null : read(BarcodeFormat.CODE_128), qr };
  } finally {
    await pdf.destroy();
  }
}

/**
 * The QR code of a page as a person scans it: aimed at the code's square, moving the phone closer when the first
 * look does not read it (resolutions `dpi`, then 1.25 and 1.5 times it).
 */
export async function scanQr(bytes: Uint8Array, pageNo: number, aim: Omit<TScanAim, 'qr'>, dpi = 300): Promise<string | null> {
  for (const f of [1, 1.25, 1.5]) {
    const { qr } = await scanPage(bytes, pageNo, Math.round(dpi * f), { ...aim, qr: true });
    if (qr) return qr;
  }
  return null;
}
