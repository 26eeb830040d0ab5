import {
  PAYMENT_TYPE_LABELS,
  REQUIRED_NOTE_LABELS,
  SERVICE_TYPE_LABELS,
  dmyHm,
  normalizePaymentType,
  type TRequiredNote,
  type TServiceType,
} from '@ffm/domain';
import { drawCode128 } from './barcodes.ts';
import { addressParts, count, money, oldAddressLine, type TPrintParty } from './common.ts';
import { FONT_REGULAR } from './fonts.ts';
import { addPage, createDocument, mmBox as b, finishDocument, flushPages, mm, printable, rule, textBox, textLine, type TPdfDoc, type TPdfSink } from './document.ts';

/**
 * Outbound delivery notes (get-print-bill): the warehouse's "phiếu xuất kho kiêm giao hàng", A4 portrait, one or
 * more pages per order. The first page carries the header, parties and shipping terms; the line table continues
 * on as many pages as it needs, each with the header and the table's column titles repeated; the totals, money
 * and signature boxes close the last page. Every page shows 'Trang i/n' of its own order.
 */

/** One line of the order. */
export interface TDeliveryNoteLine {
  lineNo: number;
  sku: string;
  name: string;
  quantity: number;
  /** unit of measure, e.g. 'Cái', 'Hộp', 'STANDARD' */
  unit: string;
}

/** What one delivery note prints. Texts are shown as given (NFC-normalised); amounts are integer VND. */
export interface TDeliveryNote {
  /** the outbound SO code: Code 128 in the header */
  code: string;
  /** the shop's own code for the order */
  clientOrderCode?: string | null;
  /** the fulfilment provider running the warehouse, at the top */
  providerName: string;
  warehouse: { code: string; name: string; address?: string | null };
  /** the shop (customer) whose goods leave */
  clientName?: string | null;
  /** order / zone type, e.g. 'B2C1D' */
  orderType?: string | null;
  createdAt: Date;
  /** defaults to now */
  printedAt?: Date;
  sender: TPrintParty;
  receiver: TPrintParty;
  carrierName?: string | null;
  /** the carrier's tracking code once handed over */
  shippingOrderCode?: string | null;
  sortCode?: string | null;
  /** 1 fast, 2 standard, 3 economy */
  serviceTypeId?: TServiceType | null;
  /** 1 (and 4, 5) sender pays the shipping fee, 2 receiver pays */
  paymentTypeId?: number | null;
  requiredNote?: TRequiredNote | null;
  /** cash on delivery the carrier collects */
  codAmount: number;
  /** declared value of the goods */
  goodsValue: number;
  goodsName?: string | null;
  note?: string | null;
  lines: TDeliveryNoteLine[];
}

const PAGE_W = 210;
const PAGE_H = 297;
const L = 12;
const R = PAGE_W - 12;
const W = R - L;
/** rows stop above this line (mm); the footer sits below it */
const BOTTOM = PAGE_H - 16;

/** table columns (mm): widths add up to W */
const COLS = [
  { key: 'no', title: 'STT', sub: 'No.', w: 11, align: 'center' },
  { key: 'sku', title: 'Mã SKU', sub: 'SKU', w: 40, align: 'left' },
  { key: 'name', title: 'Tên sản phẩm', sub: 'Product', w: 86, align: 'left' },
  { key: 'unit', title: 'ĐVT', sub: 'Unit', w: 22, align: 'center' },
  { key: 'qty', title: 'Số lượng', sub: 'Quantity', w: 27, align: 'right' },
] as const;
const HEAD_ROW_H = 9;
const TOTAL_ROW_H = 7;
const CELL_PAD = 1.5;
const ROW_MIN_H = 6.5;
const ROW_MAX_H = 24;
const ROW_FONT = 9;
/** the closing block: money, requirement and signatures */
const CLOSING_H = 62;

/** Where the table starts on the first page and on the pages after it (mm). */
const TABLE_TOP_FIRST = 137;
const TABLE_TOP_NEXT = 50;

function colX(i: number): number {
  return L + COLS.slice(0, i).reduce((s, c) => s + c.w, 0);
}

/** Height (mm) a line's row needs: the wrapped product name or SKU, between ROW_MIN_H and ROW_MAX_H. */
function rowHeight(doc: TPdfDoc, line: TDeliveryNoteLine): number {
  doc.font(FONT_REGULAR).fontSize(ROW_FONT);
  const nameH = doc.heightOfString(printable(line.name), { width: mm(COLS[2].w - 2 * CELL_PAD) }) / mm(1);
  const skuH = doc.heightOfString(printable(line.sku), { width: mm(COLS[1].w - 2 * CELL_PAD) }) / mm(1);
  return Math.min(ROW_MAX_H, Math.max(ROW_MIN_H, Math.max(nameH, skuH) + 2 * CELL_PAD));
}

interface TPagePlan {
  /** indexes into lines: [from, to) */
  from: number;
  to: number;
  /** the total row and closing block go on this page */
  closing: boolean;
  /** the table (header row at least) is drawn on this page */
  table: boolean;
}

/** Splits the rows over pages: header repeated, and the totals and signatures kept together on the last page. */
function planPages(heights: number[]): TPagePlan[] {
  const pages: TPagePlan[] = [];
  let i = 0;
  let top = TABLE_TOP_FIRST;
  for (;;) {
    let y = top + HEAD_ROW_H;
    const from = i;
    while (i < heights.length && y + heights[i]! <= BOTTOM) {
      y += heights[i]!;
      i++;
    }
    const done = i === heights.length;
    const closingFits = done && y + TOTAL_ROW_H + CLOSING_H <= BOTTOM;
    if (done && !closingFits && i - from > 1) {
      // the totals and signatures do not fit under the last row: the last row moves over with them
      i--;
    }
    pages.push({ from, to: i, closing: closingFits, table: from < i || from === 0 });
    if (closingFits) return pages;
    if (i === heights.length) {
      // a page of a single row and no room left: the totals and signatures take a page of their own
      pages.push({ from: i, to: i, closing: true, table: false });
      return pages;
    }
    top = TABLE_TOP_NEXT;
  }
}

function pair(doc: TPdfDoc, label: string, value: string, x: number, y: number, w: number, labelW = 33): void {
  textLine(doc, label, b(x, y, labelW, 5), { size: 8.5, color: '#333333' });
  textLine(doc, value || '—', b(x + labelW, y, w - labelW, 5), { weight: 'bold', size: 9, minSize: 7 });
}

/** Header of every page: provider and warehouse on the left, the SO barcode on the right. */
function drawHeader(doc: TPdfDoc, n: TDeliveryNote, continued: boolean): void {
  textLine(doc, n.providerName, b(L, 12, 110, 6), { weight: 'bold', size: 13, minSize: 9 });
  textLine(doc, `Kho xuất: ${printable(n.warehouse.name)} (${printable(n.warehouse.code)})`, b(L, 19, 110, 5), { size: 9, minSize: 7 });
  textBox(doc, n.warehouse.address ?? '', b(L, 24, 110, 8), { size: 8, minSize: 6.5 });
  drawCode128(doc, n.code, b(124, 11, R - 124, 0), { height: mm(13), maxModuleMm: 0.375 });
  textLine(doc, n.code, b(124, 25, R - 124, 5.5), { weight: 'bold', size: 12, minSize: 8, align: 'center' });
  textLine(doc, continued ? 'PHIẾU XUẤT KHO KIÊM GIAO HÀNG (tiếp theo)' : 'PHIẾU XUẤT KHO KIÊM GIAO HÀNG', b(L, 34, W, 8), {
    weight: 'bold',
    size: continued ? 12 : 16,
    align: 'center',
  });
  textLine(doc, continued ? `Delivery note ${n.code} (continued)` : 'Delivery note', b(L, 41.5, W, 4), { size: 8, align: 'center', color: '#444444' });
}

function partyBlock(doc: TPdfDoc, title: string, p: TPrintParty, x: number, y: number, w: number, h: number): void {
  doc.lineWidth(0.6).strokeColor('black').rect(mm(x), mm(y), mm(w), mm(h)).stroke();
  textLine(doc, title, b(x + 2, y + 1.5, w - 4, 4.5), { weight: 'bold', size: 9 });
  textLine(doc, printable(p.name), b(x + 2, y + 6.5, w - 4, 5), { weight: 'bold', size: 10, minSize: 7.5 });
  textLine(doc, `Điện thoại: ${printable(p.phone)}`, b(x + 2, y + 12, w - 4, 4.5), { size: 9, minSize: 7 });
  const { street, area } = addressParts(p);
  const old = oldAddressLine(p);
  textBox(doc, `Địa chỉ: ${street}`, b(x + 2, y + 17, w - 4, h - (old ? 23 : 18.5)), { size: 9, minSize: 6.5, tail: area });
  textBox(doc, old, b(x + 2, y + h - 5.5, w - 4, 4.5), { size: 7, minSize: 5, color: '#333333' });
}

/** First page: order facts, sender and receiver, shipping terms. */
function drawFirstPageBody(doc: TPdfDoc, n: TDeliveryNote, printedAt: Date): void {
  const half = W / 2;
  const y0 = 49;
  pair(doc, 'Mã đơn xuất:', n.code, L, y0, half - 2);
  pair(doc, 'Mã đơn khách hàng:', printable(n.clientOrderCode), L, y0 + 5.5, half - 2);
  pair(doc, 'Khách hàng:', printable(n.clientName), L, y0 + 11, half - 2);
  pair(doc, 'Loại đơn:', printable(n.orderType), L, y0 + 16.5, half - 2);
  pair(doc, 'Ngày tạo:', dmyHm(n.createdAt), L + half + 2, y0, half - 2);
  pair(doc, 'Ngày in:', dmyHm(printedAt), L + half + 2, y0 + 5.5, half - 2);
  pair(doc, 'Vận chuyển:', [printable(n.carrierName), printable(n.shippingOrderCode)].filter(Boolean).join(' - '), L + half + 2, y0 + 11, half - 2);
  pair(doc, 'Mã phân loại:', printable(n.sortCode), L + half + 2, y0 + 16.5, half - 2);

  const py = 73;
  const ph = 36;
  partyBlock(doc, 'NGƯỜI GỬI / Sender', n.sender, L, py, half - 2, ph);
  partyBlock(doc, 'NGƯỜI NHẬN / Receiver', n.receiver, L + half + 2, py, half - 2, ph);

  const payment = n.paymentTypeId != null ? normalizePaymentType(n.paymentTypeId) : null;
  const ty = py + ph + 3;
  pair(doc, 'Dịch vụ:', n.serviceTypeId ? SERVICE_TYPE_LABELS[n.serviceTypeId].vi : '', L, ty, half - 2, 24);
  pair(doc, 'Phí vận chuyển:', payment ? PAYMENT_TYPE_LABELS[payment].vi : '', L + half + 2, ty, half - 2, 28);
  pair(doc, 'Tên hàng:', printable(n.goodsName), L, ty + 5.5, W, 24);
  textLine(doc, 'Ghi chú:', b(L, ty + 11, 24, 5), { size: 8.5, color: '#333333' });
  textBox(doc, printable(n.note) || '—', b(L + 24, ty + 11, W - 24, TABLE_TOP_FIRST - ty - 12.5), { size: 9, minSize: 7 });
}

function drawTableHeader(doc: TPdfDoc, y: number): void {
  doc.save().rect(mm(L), mm(y), mm(W), mm(HEAD_ROW_H)).fillColor('#e8e8e8').fill().restore();
  COLS.forEach((c, i) => {
    const x = colX(i);
    textLine(doc, c.title, b(x + CELL_PAD, y + 1, c.w - 2 * CELL_PAD, 4), { weight: 'bold', size: 8.5, minSize: 7, align: c.align });
    textLine(doc, c.sub, b(x + CELL_PAD, y + 5, c.w - 2 * CELL_PAD, 3.5), { size: 7, align: c.align, color: '#444444' });
  });
  gridRow(doc, y, HEAD_ROW_H);
}

/** The borders of a row: its outline and the column separators. */
function gridRow(doc: TPdfDoc, y: number, h: number): void {
  doc.lineWidth(0.5).strokeColor('black').rect(mm(L), mm(y), mm(W), mm(h)).stroke();
  for (let i = 1; i < COLS.length; i++) rule(doc, mm(colX(i)), mm(y), mm(colX(i)), mm(y + h), 0.5);
}

function drawRow(doc: TPdfDoc, line: TDeliveryNoteLine, y: number, h: number): void {
  const cell = (i: number) => b(colX(i) + CELL_PAD, y + CELL_PAD, COLS[i]!.w - 2 * CELL_PAD, h - 2 * CELL_PAD);
  textLine(doc, String(line.lineNo), cell(0), { size: ROW_FONT, align: 'center' });
  textBox(doc, line.sku, cell(1), { size: ROW_FONT, minSize: 7 });
  textBox(doc, line.name, cell(2), { size: ROW_FONT, minSize: 7 });
  textLine(doc, line.unit, cell(3), { size: ROW_FONT, minSize: 7, align: 'center' });
  textLine(doc, count(line.quantity), cell(4), { weight: 'bold', size: ROW_FONT, minSize: 7, align: 'right' });
  gridRow(doc, y, h);
}

/** Totals row, money, requirement and signatures. */
function drawClosing(doc: TPdfDoc, n: TDeliveryNote, y: number, withTotals: boolean): void {
  if (withTotals) {
    const totalQty = n.lines.reduce((s, l) => s + l.quantity, 0);
    doc.save().rect(mm(L), mm(y), mm(W), mm(TOTAL_ROW_H)).fillColor('#f3f3f3').fill().restore();
    doc.lineWidth(0.5).strokeColor('black').rect(mm(L), mm(y), mm(W), mm(TOTAL_ROW_H)).stroke();
    textLine(doc, `Tổng cộng / Total: ${count(n.lines.length)} dòng hàng`, b(L + CELL_PAD, y + 1.3, W - 40, 5), { weight: 'bold', size: 9 });
    textLine(doc, count(totalQty), b(R - 40, y + 1.3, 40 - CELL_PAD, 5), { weight: 'bold', size: 10, align: 'right' });
    y += TOTAL_ROW_H;
  }
  y += 4;
  const half = W / 2;
  pair(doc, 'Giá trị hàng hoá:', money(n.goodsValue), L, y, half - 2, 32);
  textLine(doc, 'Tiền thu hộ (COD):', b(L + half + 2, y, 36, 5), { size: 8.5, color: '#333333' });
  textLine(doc, money(n.codAmount), b(L + half + 38, y - 1.2, half - 40, 7), { weight: 'bold', size: 14, minSize: 9 });
  y += 7.5;
  const note = n.requiredNote ? (REQUIRED_NOTE_LABELS[n.requiredNote]?.vi ?? printable(n.requiredNote)) : '';
  pair(doc, 'Yêu cầu khi giao:', note, L, y, W, 32);
  y += 9;

  const signers = [
    ['Người lập phiếu', 'Prepared by'],
    ['Thủ kho', 'Storekeeper'],
    ['Người giao hàng', 'Carrier'],
    ['Người nhận hàng', 'Receiver'],
  ];
  const sw = W / signers.length;
  signers.forEach(([vi, en], i) => {
    const x = L + i * sw;
    textLine(doc, vi!, b(x, y, sw, 4.5), { weight: 'bold', size: 9, align: 'center' });
    textLine(doc, `${en} · (Ký, ghi rõ họ tên)`, b(x, y + 4.8, sw, 3.5), { size: 7, align: 'center', color: '#444444' });
  });
}

function drawFooter(doc: TPdfDoc, n: TDeliveryNote, page: number, pages: number, printedAt: Date): void {
  rule(doc, mm(L), mm(PAGE_H - 13), mm(R), mm(PAGE_H - 13), 0.4);
  textLine(doc, `${n.code} · In lúc ${dmyHm(printedAt)}`, b(L, PAGE_H - 11.5, W / 2, 4), { size: 7.5, color: '#444444' });
  textLine(doc, `Trang ${page}/${pages}`, b(L + W / 2, PAGE_H - 11.5, W / 2, 4), { size: 7.5, align: 'right', color: '#444444' });
}

function drawNote(doc: TPdfDoc, n: TDeliveryNote): void {
  const printedAt = n.printedAt ?? new Date();
  const lines = [...n.lines].sort((a, c) => a.lineNo - c.lineNo);
  const heights = lines.map((l) => rowHeight(doc, l));
  const plan = planPages(heights);
  plan.forEach((p, pi) => {
    addPage(doc, mm(PAGE_W), mm(PAGE_H));
    drawHeader(doc, n, pi > 0);
    if (pi === 0) drawFirstPageBody(doc, n, printedAt);
    let y = pi === 0 ? TABLE_TOP_FIRST : TABLE_TOP_NEXT;
    if (p.table) {
      drawTableHeader(doc, y);
      y += HEAD_ROW_H;
      for (let i = p.from; i < p.to; i++) {
        drawRow(doc, lines[i]!, y, heights[i]!);
        y += heights[i]!;
      }
    }
    if (p.closing) drawClosing(doc, { ...n, lines }, y, true);
    drawFooter(doc, n, pi + 1, plan.length, printedAt);
  });
}

/**
 * One PDF with the delivery notes of `notes` in order, each on one or more A4 pages. Throws when there is no
 * note, or when an SO code is not printable ASCII (Code 128). With a `sink`, the bytes go to it note by note and
 * none are answered.
 */
export async function renderDeliveryNotes(notes: readonly TDeliveryNote[], sink?: TPdfSink): Promise<Uint8Array> {
  if (notes.length === 0) throw new Error('no delivery note to print');
  const doc = createDocument(notes.length === 1 ? `Phiếu xuất kho ${notes[0]!.code}` : `Phiếu xuất kho (${notes.length})`, sink);
  for (const n of notes) {
    drawNote(doc, n);
    await flushPages(doc);
  }
  return finishDocument(doc);
}
