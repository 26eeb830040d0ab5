import {
  REQUIRED_NOTE_LABELS,
  SERVICE_TYPE_LABELS,
  dmyHm,
  isSenderPays,
  type TRequiredNote,
  type TServiceType,
} from '@ffm/domain';
import { drawCode128, drawQr } from './barcodes.ts';
import { addressParts, count, money, oldAddressLine, weight, type TPrintParty } from './common.ts';
import { addPage, createDocument, mmBox as b, finishDocument, flushPages, frame, mm, printable, rule, textBox, textLine, type TPdfDoc, type TPdfSink } from './document.ts';

/**
 * Express shipping labels (GHN's printA5 / print80x80 / print52x70): one label per page at the exact page size,
 * with a Code 128 of the order code, a QR of the tracking page, the sort code, receiver, sender, what to collect,
 * weight, contents and the delivery requirement. Every text box shrinks, then cuts with '…', so nothing leaves
 * the label whatever its length.
 */

export type TLabelSize = 'A5' | '80x80' | '52x70';

/** Page size of each label in millimetres (width x height), portrait. */
export const LABEL_SIZES_MM: Record<TLabelSize, { w: number; h: number }> = {
  A5: { w: 148, h: 210 },
  '80x80': { w: 80, h: 80 },
  '52x70': { w: 52, h: 70 },
};

/** What one label prints. Texts are shown as given (NFC-normalised); amounts are integer VND. */
export interface TShippingLabel {
  /** the provider's order code (GHN order_code): Code 128 and the large text */
  orderCode: string;
  /** the shop's own code for the order (client_order_code) */
  clientOrderCode?: string | null;
  /** sort / route code the hubs sort by, printed large; null or empty prints a dash */
  sortCode?: string | null;
  /** what the QR encodes: the public tracking page of this order */
  trackingUrl: string;
  /** the carrier's name at the top of the label */
  providerName: string;
  sender: TPrintParty;
  receiver: TPrintParty;
  /** cash on delivery for the goods (cod_amount) */
  codAmount: number;
  /** the shipping fee; added to what the receiver pays when paymentTypeId says the receiver pays */
  shippingFee?: number;
  /** GHN payment_type_id: 1 (and 4, 5) sender pays the fee, 2 receiver pays */
  paymentTypeId: number;
  /** 1 fast, 2 standard, 3 economy */
  serviceTypeId?: TServiceType | null;
  /** chargeable weight in grams */
  weightGrams: number;
  /** the parcel's contents (GHN items[]), summarised as 'name x qty; ...' */
  items: { name: string; quantity: number }[];
  requiredNote: TRequiredNote;
  /** free-text note for the courier */
  note?: string | null;
  createdAt: Date;
}

export const FOOTER_SIGN = 'Chữ ký người nhận';
export const FOOTER_SIGN_HINT = '(Xác nhận hàng nguyên vẹn)';

export interface TLabelTexts {
  sortCode: string;
  receiver: { street: string; area: string };
  sender: { street: string; area: string };
  items: string;
  totalQty: number;
  collect: number;
  collectDetail: string;
  requiredNote: string;
  feePayer: string;
  service: string;
  created: string;
}

/** The derived texts every size prints. */
export function labelTexts(l: TShippingLabel): TLabelTexts {
  const receiverPays = !isSenderPays(l.paymentTypeId);
  const fee = receiverPays ? Math.max(0, l.shippingFee ?? 0) : 0;
  const collect = Math.max(0, l.codAmount) + fee;
  const items = l.items.filter((i) => printable(i.name));
  return {
    sortCode: printable(l.sortCode) || '—',
    receiver: addressParts(l.receiver),
    sender: addressParts(l.sender),
    items: items.length ? items.map((i) => `${printable(i.name)} x${count(i.quantity)}`).join('; ') : '—',
    totalQty: items.reduce((s, i) => s + i.quantity, 0),
    collect,
    collectDetail: fee > 0 ? `COD ${money(l.codAmount)} + phí ${money(fee)}` : '',
    requiredNote: REQUIRED_NOTE_LABELS[l.requiredNote]?.vi ?? printable(l.requiredNote),
    feePayer: receiverPays ? 'Người nhận trả phí' : 'Người gửi trả phí',
    service: l.serviceTypeId ? `Dịch vụ: ${SERVICE_TYPE_LABELS[l.serviceTypeId].vi}` : '',
    created: dmyHm(l.createdAt),
  };
}

function hr(doc: TPdfDoc, x1: number, x2: number, y: number, width = 0.6): void {
  rule(doc, mm(x1), mm(y), mm(x2), mm(y), width);
}
function vr(doc: TPdfDoc, x: number, y1: number, y2: number, width = 0.6): void {
  rule(doc, mm(x), mm(y1), mm(x), mm(y2), width);
}

/** A5 (148 x 210 mm): the full label, for office printers. */
function drawA5(doc: TPdfDoc, l: TShippingLabel, t: TLabelTexts): void {
  const L = 5;
  const R = 143;
  const W = R - L;
  const pad = 2.5;
  frame(doc, b(L, 5, W, 200), 1);

  // header: carrier, barcode and code on the left, QR on the right
  textLine(doc, l.providerName, b(L + pad, 7.5, 97, 6), { weight: 'bold', size: 13, minSize: 9 });
  drawCode128(doc, l.orderCode, b(L + 1, 15, 103, 0), { height: mm(16), maxModuleMm: 0.5 });
  textLine(doc, l.orderCode, b(L + pad, 32, 99, 7), { weight: 'bold', size: 16, minSize: 10, align: 'center' });
  textLine(doc, l.clientOrderCode ? `Mã đơn shop: ${l.clientOrderCode}` : '', b(L + pad, 39.5, 99, 4), { size: 8, minSize: 6, align: 'center' });
  vr(doc, 107, 5, 45);
  drawQr(doc, l.trackingUrl, mm(108.5), mm(6), mm(33));
  textLine(doc, 'Quét mã để tra cứu đơn', b(108, 39.5, 34, 4), { size: 6.5, minSize: 5, align: 'center' });
  hr(doc, L, R, 45);

  // sort code band
  textLine(doc, 'Mã phân loại', b(L + pad, 46.5, 40, 3.5), { size: 7 });
  textLine(doc, t.sortCode, b(L + pad, 50, 88, 11), { weight: 'bold', size: 28, minSize: 14 });
  vr(doc, 97, 45, 63);
  textLine(doc, `Ngày tạo: ${t.created}`, b(99, 48, R - 100, 4), { size: 8, minSize: 6 });
  textLine(doc, t.service, b(99, 53, R - 100, 4), { size: 8, minSize: 6 });
  textLine(doc, t.feePayer, b(99, 58, R - 100, 4), { size: 8, minSize: 6 });
  hr(doc, L, R, 63);

  // sender
  textLine(doc, 'TỪ (NGƯỜI GỬI)', b(L + pad, 64.5, 60, 4), { weight: 'bold', size: 8 });
  textLine(doc, `${printable(l.sender.name)} - ${printable(l.sender.phone)}`, b(L + pad, 69, W - 2 * pad, 4.5), { size: 9, minSize: 7 });
  textBox(doc, t.sender.street, b(L + pad, 74, W - 2 * pad, 9), { size: 8.5, minSize: 6, lineGap: 0.5, tail: t.sender.area });
  hr(doc, L, R, 84);

  // receiver, the largest block
  textLine(doc, 'ĐẾN (NGƯỜI NHẬN)', b(L + pad, 85.5, 60, 4.5), { weight: 'bold', size: 9 });
  // a long name takes a second line from the address
  const nameH = textBox(doc, l.receiver.name, b(L + pad, 90.5, W - 2 * pad, 12), { weight: 'bold', size: 14, minSize: 10 }) / mm(1);
  const phoneY = 90.5 + nameH + 1;
  textLine(doc, l.receiver.phone, b(L + pad, phoneY, W - 2 * pad, 6), { weight: 'bold', size: 13, minSize: 9 });
  const addrY = phoneY + 7;
  // a converted address: the old one in small print under the new, for the courier to match
  const old = oldAddressLine(l.receiver);
  textBox(doc, t.receiver.street, b(L + pad, addrY, W - 2 * pad, (old ? 121.5 : 126) - addrY), { size: 12, minSize: 6.5, lineGap: 1, tail: t.receiver.area });
  textLine(doc, old, b(L + pad, 122.3, W - 2 * pad, 4), { size: 7.5, minSize: 5, color: '#333333' });
  hr(doc, L, R, 127);

  // contents
  textLine(doc, `NỘI DUNG HÀNG (Tổng SL: ${count(t.totalQty)})`, b(L + pad, 128.5, W - 2 * pad, 4), { weight: 'bold', size: 8 });
  textBox(doc, t.items, b(L + pad, 133, W - 2 * pad, 18), { size: 9, minSize: 6, lineGap: 0.5 });
  hr(doc, L, R, 152);

  // what the receiver pays
  textLine(doc, 'TIỀN THU NGƯỜI NHẬN', b(L + pad, 153.5, 85, 4), { weight: 'bold', size: 8 });
  textLine(doc, money(t.collect), b(L + pad, 158, 85, 10), { weight: 'bold', size: 24, minSize: 14 });
  textLine(doc, t.collectDetail, b(L + pad, 169, 85, 4), { size: 7.5, minSize: 6 });
  vr(doc, 97, 152, 174);
  textLine(doc, 'KHỐI LƯỢNG', b(99, 153.5, R - 100, 4), { weight: 'bold', size: 8 });
  textLine(doc, weight(l.weightGrams), b(99, 158, R - 101, 10), { weight: 'bold', size: 20, minSize: 10 });
  hr(doc, L, R, 174);

  // delivery requirement and note
  textLine(doc, `Lưu ý giao hàng: ${t.requiredNote}`, b(L + pad, 175.5, W - 2 * pad, 5), { weight: 'bold', size: 10.5, minSize: 7 });
  textBox(doc, l.note ? `Ghi chú: ${l.note}` : '', b(L + pad, 181.5, W - 2 * pad, 8), { size: 8, minSize: 6 });
  hr(doc, L, R, 190);

  // receiver's signature
  textLine(doc, FOOTER_SIGN, b(L, 191, W / 2, 4), { weight: 'bold', size: 8, align: 'center' });
  textLine(doc, FOOTER_SIGN_HINT, b(L, 195, W / 2, 3.5), { size: 6.5, align: 'center' });
  vr(doc, L + W / 2, 190, 205);
  textLine(doc, 'Nhân viên giao hàng', b(L + W / 2, 191, W / 2, 4), { weight: 'bold', size: 8, align: 'center' });
}

/** 80 x 80 mm: thermal roll label. */
function draw80(doc: TPdfDoc, l: TShippingLabel, t: TLabelTexts): void {
  const L = 2;
  const R = 78;
  const W = R - L;
  const pad = 1.5;
  frame(doc, b(L, 2, W, 76), 0.8);

  textLine(doc, l.providerName, b(L + pad, 3, 44, 3.5), { weight: 'bold', size: 7.5, minSize: 5.5 });
  textLine(doc, t.created, b(L + 40, 3.3, W - 40 - pad, 3.5), { size: 6, align: 'right' });
  drawCode128(doc, l.orderCode, b(L + 0.5, 7, W - 1, 0), { height: mm(11), maxModuleMm: 0.5 });
  textLine(doc, l.orderCode, b(L + pad, 18.4, W - 2 * pad, 4.5), { weight: 'bold', size: 11, minSize: 8, align: 'center' });
  hr(doc, L, R, 23.5);

  // sort code, receiver name and phone beside the QR
  textLine(doc, t.sortCode, b(L + pad, 24.5, 52, 7), { weight: 'bold', size: 17, minSize: 9 });
  textLine(doc, l.clientOrderCode ? `Mã đơn shop: ${l.clientOrderCode}` : '', b(L + pad, 31.3, 52, 3.2), { size: 6, minSize: 5 });
  textLine(doc, `Nhận: ${printable(l.receiver.name)}`, b(L + pad, 35, 52, 4), { weight: 'bold', size: 8.5, minSize: 6 });
  textLine(doc, l.receiver.phone, b(L + pad, 39.5, 52, 4), { weight: 'bold', size: 8.5, minSize: 6 });
  drawQr(doc, l.trackingUrl, mm(56.5), mm(24), mm(21));
  const old = oldAddressLine(l.receiver, 'Cũ');
  textBox(doc, t.receiver.street, b(L + pad, 44.5, W - 2 * pad, old ? 7.4 : 10), { size: 7.5, minSize: 4.5, lineGap: 0.3, tail: t.receiver.area });
  textLine(doc, old, b(L + pad, 52.1, W - 2 * pad, 2.7), { size: 5.5, minSize: 4, color: '#333333' });
  hr(doc, L, R, 55);

  textBox(doc, `Hàng (${count(t.totalQty)}): ${t.items}`, b(L + pad, 55.7, W - 2 * pad, 5.6), { size: 6, minSize: 5 });
  textLine(doc, `Gửi: ${printable(l.sender.name)} - ${printable(l.sender.phone)}`, b(L + pad, 61.5, W - 2 * pad, 3), { size: 6, minSize: 5 });
  hr(doc, L, R, 65);

  textLine(doc, 'Thu người nhận', b(L + pad, 65.6, 36, 3), { size: 6 });
  textLine(doc, money(t.collect), b(L + pad, 68.6, 38, 6), { weight: 'bold', size: 14, minSize: 8 });
  textLine(doc, t.collectDetail, b(L + pad, 74.5, 38, 3), { size: 5, minSize: 4.5 });
  vr(doc, 42, 65, 78);
  textLine(doc, `KL: ${weight(l.weightGrams)} · ${t.feePayer}`, b(43.5, 65.8, R - 44.5, 3), { size: 5.5, minSize: 4.5 });
  textBox(doc, t.requiredNote, b(43.5, 69.2, R - 44.5, 8.3), { weight: 'bold', size: 7.5, minSize: 5 });
}

/** 52 x 70 mm: small thermal label. */
function draw52(doc: TPdfDoc, l: TShippingLabel, t: TLabelTexts): void {
  const L = 1.5;
  const R = 50.5;
  const W = R - L;
  const pad = 1.2;
  frame(doc, b(L, 1.5, W, 67), 0.7);

  textLine(doc, l.providerName, b(L + pad, 2.4, 26, 3), { weight: 'bold', size: 6.5, minSize: 5 });
  textLine(doc, t.created, b(L + 24, 2.6, W - 24 - pad, 3), { size: 5, align: 'right' });
  drawCode128(doc, l.orderCode, b(L + 0.4, 5.8, W - 0.8, 0), { height: mm(10), maxModuleMm: 0.375 });
  textLine(doc, l.orderCode, b(L + pad, 16.2, W - 2 * pad, 4), { weight: 'bold', size: 9, minSize: 6.5, align: 'center' });
  hr(doc, L, R, 20.5, 0.5);

  textLine(doc, t.sortCode, b(L + pad, 21.3, 33, 5.5), { weight: 'bold', size: 13, minSize: 7 });
  textLine(doc, l.clientOrderCode ? `Shop: ${l.clientOrderCode}` : '', b(L + pad, 27, 33, 2.8), { size: 5, minSize: 4.5 });
  textLine(doc, printable(l.receiver.name), b(L + pad, 30, 33, 3.3), { weight: 'bold', size: 7, minSize: 5 });
  textLine(doc, l.receiver.phone, b(L + pad, 33.5, 33, 3.3), { weight: 'bold', size: 7, minSize: 5 });
  drawQr(doc, l.trackingUrl, mm(35), mm(21), mm(15));
  const old = oldAddressLine(l.receiver, 'Cũ');
  textBox(doc, t.receiver.street, b(L + pad, 37.2, W - 2 * pad, old ? 6.9 : 9.6), { size: 6, minSize: 4, lineGap: 0.1, tail: t.receiver.area });
  textBox(doc, old, b(L + pad, 44.2, W - 2 * pad, 2.7), { size: 4.2, minSize: 3.2, lineGap: 0 });
  hr(doc, L, R, 47, 0.5);

  textBox(doc, `Hàng (${count(t.totalQty)}): ${t.items}`, b(L + pad, 47.5, W - 2 * pad, 4.2), { size: 5, minSize: 4.2 });
  textLine(doc, `Gửi: ${printable(l.sender.name)} - ${printable(l.sender.phone)}`, b(L + pad, 51.9, W - 2 * pad, 2.5), { size: 4.8, minSize: 4.2 });
  hr(doc, L, R, 54.8, 0.5);

  textLine(doc, 'Thu người nhận', b(L + pad, 55.3, 24, 2.5), { size: 4.8 });
  textLine(doc, money(t.collect), b(L + pad, 57.8, 24, 4.5), { weight: 'bold', size: 10, minSize: 6 });
  textLine(doc, `KL: ${weight(l.weightGrams)}`, b(L + pad, 63, 24, 2.5), { size: 4.8, minSize: 4.2 });
  textLine(doc, t.feePayer, b(L + pad, 65.6, 24, 2.5), { size: 4.5, minSize: 4.2 });
  vr(doc, 27, 54.8, 68.5, 0.5);
  textBox(doc, t.requiredNote, b(28.2, 55.6, R - 29.2, 12.5), { weight: 'bold', size: 6.5, minSize: 4.5, valign: 'middle', align: 'center' });
}

const DRAW: Record<TLabelSize, (doc: TPdfDoc, l: TShippingLabel, t: TLabelTexts) => void> = {
  A5: drawA5,
  '80x80': draw80,
  '52x70': draw52,
};

/**
 * One PDF of `labels.length` pages, one label per page, each page exactly the size asked (A5 148 x 210 mm,
 * 80 x 80 mm, 52 x 70 mm). Throws when there is no label, or when an order code is too long for a scannable
 * Code 128 at that size (over 12 characters of letters at 52 x 70 mm; digit runs pack two to a symbol). With a
 * `sink`, the bytes go to it page by page as they are drawn (a render worker streaming a 500-label file) and none
 * are answered.
 */
export async function renderShippingLabels(size: TLabelSize, labels: readonly TShippingLabel[], sink?: TPdfSink): Promise<Uint8Array> {
  const page = LABEL_SIZES_MM[size];
  if (!page) throw new Error(`unknown label size ${String(size)}`);
  if (labels.length === 0) throw new Error('no label to print');
  const doc = createDocument(labels.length === 1 ? `Nhãn ${labels[0]!.orderCode}` : `Nhãn vận chuyển (${labels.length})`, sink);
  for (const label of labels) {
    addPage(doc, mm(page.w), mm(page.h));
    DRAW[size](doc, label, labelTexts(label));
    await flushPages(doc);
  }
  return finishDocument(doc);
}
