import PDFDocument from 'pdfkit';
import { FONT_BOLD, FONT_REGULAR, fontCoverage, fontFiles } from './fonts.ts';

/**
 * The drawing kit shared by our printed documents: a pdfkit document with the embedded font, millimetre units,
 * and text boxes that wrap, shrink and, as a last resort, end in '…' so that text never leaves its box (and
 * pdfkit never adds a page behind our back).
 */

export type TPdfDoc = PDFKit.PDFDocument;

/** points per millimetre (1 pt = 1/72 in) */
export const PT_PER_MM = 72 / 25.4;

export function mm(v: number): number {
  return v * PT_PER_MM;
}

/** A rectangle in points, from the page's top-left corner. */
export interface TBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A box from millimetre coordinates (layouts are written in mm). */
export function mmBox(x: number, y: number, w: number, h: number): TBox {
  return { x: mm(x), y: mm(y), w: mm(w), h: mm(h) };
}

export type TFontWeight = 'regular' | 'bold';

/**
 * Where a streamed document's bytes go as its pages are finished (a render worker posting them to the request):
 * with a sink, `finishDocument` answers no bytes of its own.
 */
export type TPdfSink = (chunk: Buffer) => void;

const streamed = new WeakSet<TPdfDoc>();

/** A document with no page yet, margins 0 and the embedded font registered (regular unless told). */
export function createDocument(title: string, sink?: TPdfSink): TPdfDoc {
  const { regular, bold } = fontFiles();
  // font: null keeps pdfkit from loading its default Helvetica metrics, which we never use
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    compress: true,
    font: null as unknown as string,
    info: { Title: title, Creator: 'FFM portal', Producer: 'FFM portal (pdfkit)' },
    lang: 'vi-VN',
  });
  doc.registerFont(FONT_REGULAR, regular);
  doc.registerFont(FONT_BOLD, bold);
  doc.font(FONT_REGULAR);
  if (sink) {
    doc.on('data', sink);
    streamed.add(doc);
  }
  return doc;
}

/**
 * Lets the pages finished so far flow to a streamed document's sink (pdfkit hands its bytes on only between turns
 * of the event loop); nothing for a document answered whole.
 */
export async function flushPages(doc: TPdfDoc): Promise<void> {
  if (streamed.has(doc)) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Adds a page of exactly width x height points. */
export function addPage(doc: TPdfDoc, width: number, height: number): void {
  doc.addPage({ size: [width, height], margin: 0 });
}

/** Ends the document and answers its bytes (none when they went to its sink). */
export function finishDocument(doc: TPdfDoc): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    if (!streamed.has(doc)) doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * What a person typed, made printable: Unicode NFC (so 'ệ' typed as e + two combining marks is the one glyph the
 * font has), control characters and line breaks folded into single spaces, characters the font has no glyph for
 * (emoji, CJK) left out rather than printed as empty boxes.
 */
export function printable(text: string | number | null | undefined): string {
  if (text === null || text === undefined) return '';
  const covered = fontCoverage();
  let out = '';
  for (const ch of String(text).normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    const control = cp < 32 || (cp >= 0x7f && cp <= 0x9f) || cp === 0x2028 || cp === 0x2029;
    out += control ? ' ' : covered.has(cp) ? ch : '';
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

function joinTail(head: string, tail: string): string {
  return head && tail ? `${head}, ${tail}` : head || tail;
}

function setFont(doc: TPdfDoc, weight: TFontWeight | undefined, size: number): void {
  doc.font(weight === 'bold' ? FONT_BOLD : FONT_REGULAR).fontSize(size);
}

export interface TTextOptions {
  weight?: TFontWeight;
  /** the size wanted, in points */
  size: number;
  /** the smallest size it may shrink to before the text is cut with '…'; default: size (no shrinking) */
  minSize?: number;
  align?: 'left' | 'center' | 'right';
  valign?: 'top' | 'middle' | 'bottom';
  lineGap?: number;
  color?: string;
  /**
   * textBox only: text printed after `text` and ', ' that must stay whole (an address's ward, district and
   * province): when even the smallest size is too small, `text` is cut with '…', never the tail.
   */
  tail?: string;
}

/**
 * Wrapped text inside a box: the largest size from `size` down to `minSize` (0.5 pt steps) at which all of it
 * fits; below that, what does not fit is cut and the last line ends in '…'. Answers the height drawn.
 */
export function textBox(doc: TPdfDoc, text: string, box: TBox, o: TTextOptions): number {
  const head = printable(text);
  const tail = o.tail ? printable(o.tail) : '';
  let t = joinTail(head, tail);
  if (!t || box.w <= 0 || box.h <= 0) return 0;
  const lineGap = o.lineGap ?? 0;
  const min = Math.min(o.minSize ?? o.size, o.size);
  const heightOf = (s: string) => doc.heightOfString(s, { width: box.w, lineGap });
  let size = o.size;
  let height = 0;
  for (;;) {
    setFont(doc, o.weight, size);
    height = heightOf(t);
    if (height <= box.h + 0.01 || size <= min) break;
    size = Math.max(min, size - 0.5);
  }
  if (height > box.h + 0.01 && tail && heightOf(joinTail('…', tail)) <= box.h + 0.01) {
    // the longest start of the head that fits with '…' and the whole tail
    let lo = 0;
    let hi = head.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (heightOf(joinTail(`${head.slice(0, mid).trimEnd()}…`, tail)) <= box.h + 0.01) lo = mid;
      else hi = mid - 1;
    }
    t = joinTail(`${head.slice(0, lo).trimEnd()}…`, tail);
    height = heightOf(t);
  }
  const used = Math.min(height, box.h);
  const y = o.valign === 'middle' ? box.y + (box.h - used) / 2 : o.valign === 'bottom' ? box.y + box.h - used : box.y;
  doc.fillColor(o.color ?? 'black');
  doc.text(t, box.x, y, { width: box.w, height: box.h - (y - box.y), lineGap, align: o.align ?? 'left', ellipsis: '…' });
  return used;
}

/**
 * One line of text inside a box's width: shrinks from `size` to `minSize`, then cuts the end with '…'.
 * The box's height only places the line (valign); a line is size x 1.17 tall. Answers the width drawn.
 */
export function textLine(doc: TPdfDoc, text: string, box: TBox, o: TTextOptions): number {
  let t = printable(text);
  if (!t || box.w <= 0) return 0;
  const min = Math.min(o.minSize ?? o.size, o.size);
  let size = o.size;
  for (;;) {
    setFont(doc, o.weight, size);
    if (doc.widthOfString(t) <= box.w || size <= min) break;
    size = Math.max(min, size - 0.5);
  }
  if (doc.widthOfString(t) > box.w) {
    // binary search for the longest prefix that fits with the ellipsis
    let lo = 0;
    let hi = t.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (doc.widthOfString(`${t.slice(0, mid).trimEnd()}…`) <= box.w) lo = mid;
      else hi = mid - 1;
    }
    t = `${t.slice(0, lo).trimEnd()}…`;
  }
  const width = doc.widthOfString(t);
  const lineH = doc.currentLineHeight(true);
  const y = o.valign === 'middle' ? box.y + (box.h - lineH) / 2 : o.valign === 'bottom' ? box.y + box.h - lineH : box.y;
  const x = o.align === 'center' ? box.x + (box.w - width) / 2 : o.align === 'right' ? box.x + box.w - width : box.x;
  doc.fillColor(o.color ?? 'black');
  doc.text(t, x, y, { lineBreak: false });
  return width;
}

/** A stroked rectangle (borders of label cells and table rows). */
export function frame(doc: TPdfDoc, box: TBox, lineWidth = 0.75): void {
  doc.lineWidth(lineWidth).strokeColor('black').rect(box.x, box.y, box.w, box.h).stroke();
}

/** A horizontal or vertical rule. */
export function rule(doc: TPdfDoc, x1: number, y1: number, x2: number, y2: number, lineWidth = 0.75): void {
  doc.lineWidth(lineWidth).strokeColor('black').moveTo(x1, y1).lineTo(x2, y2).stroke();
}
