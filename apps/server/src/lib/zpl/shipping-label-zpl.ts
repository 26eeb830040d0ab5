import { count, money, oldAddressLine, weight } from '../pdf/common.ts';
import { printable } from '../pdf/document.ts';
import { FOOTER_SIGN, FOOTER_SIGN_HINT, LABEL_SIZES_MM, labelTexts, type TLabelSize, type TLabelTexts, type TShippingLabel } from '../pdf/shipping-label.ts';
import { ZplLabel } from './zpl.ts';

/**
 * Express shipping labels as ZPL for 203 dpi thermal printers: the same three sizes, the same blocks at the same
 * places (millimetres) and the same texts as the PDF (`lib/pdf/shipping-label.ts`), one `^XA … ^XZ` per label.
 */

function zplA5(z: ZplLabel, l: TShippingLabel, t: TLabelTexts): void {
  const L = 5;
  const R = 143;
  const W = R - L;
  const pad = 2.5;
  z.frame(L, 5, W, 200, 4);
  z.textLine(l.providerName, L + pad, 7.5, 97, 6, { weight: 'bold', size: 13, minSize: 9 });
  z.code128(l.orderCode, L + 1, 15, 103, 16, 4);
  z.textLine(l.orderCode, L + pad, 32, 99, 7, { weight: 'bold', size: 16, minSize: 10, align: 'center' });
  if (l.clientOrderCode) z.textLine(`Mã đơn shop: ${l.clientOrderCode}`, L + pad, 39.5, 99, 4, { size: 8, minSize: 6, align: 'center' });
  z.vr(107, 5, 45);
  z.qr(l.trackingUrl, 108.5, 6, 33);
  z.textLine('Quét mã để tra cứu đơn', 108, 39.5, 34, 4, { size: 6.5, minSize: 5, align: 'center' });
  z.hr(L, R, 45);

  z.textLine('Mã phân loại', L + pad, 46.5, 40, 3.5, { size: 7 });
  z.textLine(t.sortCode, L + pad, 50, 88, 11, { weight: 'bold', size: 28, minSize: 14 });
  z.vr(97, 45, 63);
  z.textLine(`Ngày tạo: ${t.created}`, 99, 48, R - 100, 4, { size: 8, minSize: 6 });
  z.textLine(t.service, 99, 53, R - 100, 4, { size: 8, minSize: 6 });
  z.textLine(t.feePayer, 99, 58, R - 100, 4, { size: 8, minSize: 6 });
  z.hr(L, R, 63);

  z.textLine('TỪ (NGƯỜI GỬI)', L + pad, 64.5, 60, 4, { weight: 'bold', size: 8 });
  z.textLine(`${printable(l.sender.name)} - ${printable(l.sender.phone)}`, L + pad, 69, W - 2 * pad, 4.5, { size: 9, minSize: 7 });
  z.textBox(t.sender.street, L + pad, 74, W - 2 * pad, 9, { size: 8.5, minSize: 6, tail: t.sender.area });
  z.hr(L, R, 84);

  z.textLine('ĐẾN (NGƯỜI NHẬN)', L + pad, 85.5, 60, 4.5, { weight: 'bold', size: 9 });
  z.textLine(l.receiver.name, L + pad, 90.5, W - 2 * pad, 7, { weight: 'bold', size: 14, minSize: 10 });
  z.textLine(l.receiver.phone, L + pad, 98.5, W - 2 * pad, 6, { weight: 'bold', size: 13, minSize: 9 });
  // a converted address: the old one in small print under the new, for the courier to match (as on the PDF)
  const old = oldAddressLine(l.receiver);
  z.textBox(t.receiver.street, L + pad, 105.5, W - 2 * pad, old ? 16 : 20.5, { size: 12, minSize: 6.5, tail: t.receiver.area });
  if (old) z.textLine(old, L + pad, 122.3, W - 2 * pad, 4, { size: 7.5, minSize: 5 });
  z.hr(L, R, 127);

  z.textLine(`NỘI DUNG HÀNG (Tổng SL: ${count(t.totalQty)})`, L + pad, 128.5, W - 2 * pad, 4, { weight: 'bold', size: 8 });
  z.textBox(t.items, L + pad, 133, W - 2 * pad, 18, { size: 9, minSize: 6 });
  z.hr(L, R, 152);

  z.textLine('TIỀN THU NGƯỜI NHẬN', L + pad, 153.5, 85, 4, { weight: 'bold', size: 8 });
  z.textLine(money(t.collect), L + pad, 158, 85, 10, { weight: 'bold', size: 24, minSize: 14 });
  z.textLine(t.collectDetail, L + pad, 169, 85, 4, { size: 7.5, minSize: 6 });
  z.vr(97, 152, 174);
  z.textLine('KHỐI LƯỢNG', 99, 153.5, R - 100, 4, { weight: 'bold', size: 8 });
  z.textLine(weight(l.weightGrams), 99, 158, R - 101, 10, { weight: 'bold', size: 20, minSize: 10 });
  z.hr(L, R, 174);

  z.textLine(`Lưu ý giao hàng: ${t.requiredNote}`, L + pad, 175.5, W - 2 * pad, 5, { weight: 'bold', size: 10.5, minSize: 7 });
  if (l.note) z.textBox(`Ghi chú: ${l.note}`, L + pad, 181.5, W - 2 * pad, 8, { size: 8, minSize: 6 });
  z.hr(L, R, 190);

  z.textLine(FOOTER_SIGN, L, 191, W / 2, 4, { weight: 'bold', size: 8, align: 'center' });
  z.textLine(FOOTER_SIGN_HINT, L, 195, W / 2, 3.5, { size: 6.5, align: 'center' });
  z.vr(L + W / 2, 190, 205);
  z.textLine('Nhân viên giao hàng', L + W / 2, 191, W / 2, 4, { weight: 'bold', size: 8, align: 'center' });
}

function zpl80(z: ZplLabel, l: TShippingLabel, t: TLabelTexts): void {
  const L = 2;
  const R = 78;
  const W = R - L;
  const pad = 1.5;
  z.frame(L, 2, W, 76, 3);
  z.textLine(l.providerName, L + pad, 3, 44, 3.5, { weight: 'bold', size: 7.5, minSize: 5.5 });
  z.textLine(t.created, L + 40, 3.3, W - 40 - pad, 3.5, { size: 6, align: 'right' });
  z.code128(l.orderCode, L + 0.5, 7, W - 1, 11, 4);
  z.textLine(l.orderCode, L + pad, 18.4, W - 2 * pad, 4.5, { weight: 'bold', size: 11, minSize: 8, align: 'center' });
  z.hr(L, R, 23.5);

  z.textLine(t.sortCode, L + pad, 24.5, 52, 7, { weight: 'bold', size: 17, minSize: 9 });
  if (l.clientOrderCode) z.textLine(`Mã đơn shop: ${l.clientOrderCode}`, L + pad, 31.3, 52, 3.2, { size: 6, minSize: 5 });
  z.textLine(`Nhận: ${printable(l.receiver.name)}`, L + pad, 35, 52, 4, { weight: 'bold', size: 8.5, minSize: 6 });
  z.textLine(l.receiver.phone, L + pad, 39.5, 52, 4, { weight: 'bold', size: 8.5, minSize: 6 });
  z.qr(l.trackingUrl, 56.5, 24, 21);
  const old = oldAddressLine(l.receiver, 'Cũ');
  z.textBox(t.receiver.street, L + pad, 44.5, W - 2 * pad, old ? 7.4 : 10, { size: 7.5, minSize: 4.5, tail: t.receiver.area });
  if (old) z.textLine(old, L + pad, 52.1, W - 2 * pad, 2.7, { size: 5.5, minSize: 4 });
  z.hr(L, R, 55);

  z.textBox(`Hàng (${count(t.totalQty)}): ${t.items}`, L + pad, 55.7, W - 2 * pad, 5.6, { size: 6, minSize: 5 });
  z.textLine(`Gửi: ${printable(l.sender.name)} - ${printable(l.sender.phone)}`, L + pad, 61.5, W - 2 * pad, 3, { size: 6, minSize: 5 });
  z.hr(L, R, 65);

  z.textLine('Thu người nhận', L + pad, 65.6, 36, 3, { size: 6 });
  z.textLine(money(t.collect), L + pad, 68.6, 38, 6, { weight: 'bold', size: 14, minSize: 8 });
  z.textLine(t.collectDetail, L + pad, 74.5, 38, 3, { size: 5, minSize: 4.5 });
  z.vr(42, 65, 78);
  z.textLine(`KL: ${weight(l.weightGrams)} · ${t.feePayer}`, 43.5, 65.8, R - 44.5, 3, { size: 5.5, minSize: 4.5 });
  z.textBox(t.requiredNote, 43.5, 69.2, R - 44.5, 8.3, { weight: 'bold', size: 7.5, minSize: 5 });
}

function zpl52(z: ZplLabel, l: TShippingLabel, t: TLabelTexts): void {
  const L = 1.5;
  const R = 50.5;
  const W = R - L;
  const pad = 1.2;
  z.frame(L, 1.5, W, 67, 2);
  z.textLine(l.providerName, L + pad, 2.4, 26, 3, { weight: 'bold', size: 6.5, minSize: 5 });
  z.textLine(t.created, L + 24, 2.6, W - 24 - pad, 3, { size: 5, align: 'right' });
  z.code128(l.orderCode, L + 0.4, 5.8, W - 0.8, 10, 3);
  z.textLine(l.orderCode, L + pad, 16.2, W - 2 * pad, 4, { weight: 'bold', size: 9, minSize: 6.5, align: 'center' });
  z.hr(L, R, 20.5);

  z.textLine(t.sortCode, L + pad, 21.3, 33, 5.5, { weight: 'bold', size: 13, minSize: 7 });
  if (l.clientOrderCode) z.textLine(`Shop: ${l.clientOrderCode}`, L + pad, 27, 33, 2.8, { size: 5, minSize: 4.5 });
  z.textLine(l.receiver.name, L + pad, 30, 33, 3.3, { weight: 'bold', size: 7, minSize: 5 });
  z.textLine(l.receiver.phone, L + pad, 33.5, 33, 3.3, { weight: 'bold', size: 7, minSize: 5 });
  z.qr(l.trackingUrl, 35, 21, 15);
  const old = oldAddressLine(l.receiver, 'Cũ');
  z.textBox(t.receiver.street, L + pad, 37.2, W - 2 * pad, old ? 6.9 : 9.6, { size: 6, minSize: 4, tail: t.receiver.area });
  if (old) z.textLine(old, L + pad, 44.2, W - 2 * pad, 2.7, { size: 4.2, minSize: 3.2 });
  z.hr(L, R, 47);

  z.textBox(`Hàng (${count(t.totalQty)}): ${t.items}`, L + pad, 47.5, W - 2 * pad, 4.2, { size: 5, minSize: 4.2 });
  z.textLine(`Gửi: ${printable(l.sender.name)} - ${printable(l.sender.phone)}`, L + pad, 51.9, W - 2 * pad, 2.5, { size: 4.8, minSize: 4.2 });
  z.hr(L, R, 54.8);

  z.textLine('Thu người nhận', L + pad, 55.3, 24, 2.5, { size: 4.8 });
  z.textLine(money(t.collect), L + pad, 57.8, 24, 4.5, { weight: 'bold', size: 10, minSize: 6 });
  z.textLine(`KL: ${weight(l.weightGrams)}`, L + pad, 63, 24, 2.5, { size: 4.8, minSize: 4.2 });
  z.textLine(t.feePayer, L + pad, 65.6, 24, 2.5, { size: 4.5, minSize: 4.2 });
  z.vr(27, 54.8, 68.5);
  z.textBox(t.requiredNote, 28.2, 55.6, R - 29.2, 12.5, { weight: 'bold', size: 6.5, minSize: 4.5, align: 'center' });
}

const LAYOUT: Record<TLabelSize, (z: ZplLabel, l: TShippingLabel, t: TLabelTexts) => void> = { A5: zplA5, '80x80': zpl80, '52x70': zpl52 };

/**
 * The labels as one ZPL stream, one `^XA … ^XZ` label after another. Throws on an empty list or an order code
 * too long for a scannable Code 128 at the size, like `renderShippingLabels`.
 */
export function renderShippingLabelsZpl(size: TLabelSize, labels: readonly TShippingLabel[]): string {
  const page = LABEL_SIZES_MM[size];
  if (!page) throw new Error(`unknown label size ${String(size)}`);
  if (labels.length === 0) throw new Error('no label to print');
  return labels
    .map((l) => {
      const z = new ZplLabel(page.w, page.h);
      LAYOUT[size](z, l, labelTexts(l));
      return z.end();
    })
    .join('');
}
