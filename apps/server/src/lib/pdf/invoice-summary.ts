import { dmy, dmyHm, dongInWords } from '@ffm/domain';
import { money } from './common.ts';
import { addPage, createDocument, mmBox as b, finishDocument, mm, rule, textBox, textLine, type TPdfSink } from './document.ts';

/**
 * The PDF summary of a monthly fee invoice (issue 27): A4 portrait, one page. It states what a Vietnamese VAT
 * invoice states: the services by fee type with their amounts, "Cộng tiền dịch vụ" (the sum of the lines), the
 * "Thuế suất GTGT" and "Tiền thuế GTGT", "Tổng cộng tiền thanh toán" and "Số tiền viết bằng chữ"; every fee line is
 * in the invoice's xlsx. Amounts are integers of đồng, drawn as given (the caller's totals are the invoice's).
 */
export interface TInvoiceSummary {
  providerName: string;
  invoiceId: number;
  /** yyyy-mm */
  month: string;
  client: { code: string; name: string };
  issuedAt: Date;
  /** yyyy-mm-dd */
  dueDate: string;
  status: 'open' | 'paid';
  paidAt?: Date | null;
  /** how it was paid: from the coin wallet, or netted from a COD transfer */
  paidVia?: 'coin' | 'cod' | null;
  /** one row per fee type: its label (vi and en), the count of its lines and their sum */
  rows: Array<{ label: string; labelEn: string; lines: number; amount: number }>;
  subtotal: number;
  vatRate: number;
  vatAmount: number;
  total: number;
  lineCount: number;
}

const PAGE_W = 210;
const PAGE_H = 297;
const L = 15;
const R = PAGE_W - 15;
const W = R - L;
const COLS = [
  { title: 'STT', sub: 'No.', w: 14, align: 'center' },
  { title: 'Tên dịch vụ', sub: 'Service', w: 96, align: 'left' },
  { title: 'Số dòng phí', sub: 'Fee lines', w: 30, align: 'right' },
  { title: 'Thành tiền (VND)', sub: 'Amount', w: W - 140, align: 'right' },
] as const;

function colX(i: number): number {
  return L + COLS.slice(0, i).reduce((s, c) => s + c.w, 0);
}

function monthVi(month: string): string {
  return `${month.slice(5, 7)}/${month.slice(0, 4)}`;
}

/** Draws the summary; answers its bytes (none when they go to `sink`). */
export async function renderInvoiceSummary(inv: TInvoiceSummary, sink?: TPdfSink): Promise<Uint8Array> {
  const doc = createDocument(`Hóa đơn ${inv.month} #${inv.invoiceId}`, sink);
  addPage(doc, mm(PAGE_W), mm(PAGE_H));
  textLine(doc, inv.providerName, b(L, 14, 110, 6), { weight: 'bold', size: 13, minSize: 9 });
  textLine(doc, `Số / No.: ${inv.invoiceId}`, b(125, 14, R - 125, 6), { size: 10, align: 'right' });
  textLine(doc, 'HÓA ĐƠN DỊCH VỤ KHO VẬN (BẢN TÓM TẮT)', b(L, 28, W, 8), { weight: 'bold', size: 15, minSize: 11, align: 'center' });
  textLine(doc, `Fulfillment services invoice (summary) · Kỳ / Period: tháng ${monthVi(inv.month)}`, b(L, 36, W, 5), { size: 9, align: 'center', color: '#444444' });

  const facts: Array<[string, string]> = [
    ['Khách hàng / Client:', `${inv.client.name} (${inv.client.code})`],
    ['Ngày lập / Issued:', dmyHm(inv.issuedAt)],
    ['Hạn thanh toán / Due:', dmy(inv.dueDate)],
    [
      'Trạng thái / Status:',
      inv.status === 'paid'
        ? `Đã thanh toán${inv.paidVia === 'cod' ? ' (cấn trừ tiền thu hộ COD)' : ' bằng xu'}${inv.paidAt ? ` lúc ${dmyHm(inv.paidAt)}` : ''}`
        : `Chưa thanh toán, hạn ${dmy(inv.dueDate)}`,
    ],
  ];
  let y = 47;
  for (const [k, v] of facts) {
    textLine(doc, k, b(L, y, 45, 5), { size: 9, color: '#333333' });
    textLine(doc, v, b(L + 45, y, W - 45, 5), { weight: 'bold', size: 10, minSize: 7 });
    y += 6.5;
  }

  // the table of services
  y += 4;
  const headH = 10;
  rule(doc, mm(L), mm(y), mm(R), mm(y), 0.6);
  COLS.forEach((c, i) => {
    textLine(doc, c.title, b(colX(i) + 1.5, y + 1.2, c.w - 3, 4.5), { weight: 'bold', size: 9, align: c.align });
    textLine(doc, c.sub, b(colX(i) + 1.5, y + 5.5, c.w - 3, 3.5), { size: 7, align: c.align, color: '#444444' });
  });
  y += headH;
  rule(doc, mm(L), mm(y), mm(R), mm(y), 0.6);
  const rowH = 7;
  inv.rows.forEach((r, n) => {
    textLine(doc, String(n + 1), b(colX(0) + 1.5, y + 1.5, COLS[0].w - 3, 5), { size: 9.5, align: 'center' });
    textLine(doc, `${r.label} (${r.labelEn})`, b(colX(1) + 1.5, y + 1.5, COLS[1].w - 3, 5), { size: 9.5, minSize: 7 });
    textLine(doc, r.lines.toLocaleString('vi-VN'), b(colX(2) + 1.5, y + 1.5, COLS[2].w - 3, 5), { size: 9.5, align: 'right' });
    textLine(doc, money(r.amount), b(colX(3) + 1.5, y + 1.5, COLS[3].w - 3, 5), { size: 9.5, align: 'right' });
    y += rowH;
    rule(doc, mm(L), mm(y), mm(R), mm(y), 0.3);
  });

  // the totals, as a VAT invoice states them
  y += 4;
  const totals: Array<[string, string, boolean]> = [
    ['Cộng tiền dịch vụ (Subtotal):', money(inv.subtotal), false],
    ['Thuế suất GTGT (VAT rate):', `${inv.vatRate}%`, false],
    ['Tiền thuế GTGT (VAT amount):', money(inv.vatAmount), false],
    ['Tổng cộng tiền thanh toán (Total):', money(inv.total), true],
  ];
  for (const [k, v, strong] of totals) {
    textLine(doc, k, b(L + 60, y, 80, 6), { size: strong ? 10.5 : 10, weight: strong ? 'bold' : 'regular' });
    textLine(doc, v, b(L + 140, y, W - 140 - 1.5, 6), { size: strong ? 12 : 10, weight: 'bold', align: 'right' });
    y += 7;
  }
  y += 2;
  textBox(doc, `Số tiền viết bằng chữ: ${dongInWords(inv.total)}.`, b(L, y, W, 11), { size: 10, minSize: 8, weight: 'bold' });
  y += 14;
  textBox(
    doc,
    `Cộng tiền dịch vụ là tổng ${inv.lineCount.toLocaleString('vi-VN')} dòng phí của tháng; mỗi dòng ghi cách làm tròn của nó (chính xác, hoặc làm tròn đến đồng, nửa đồng làm tròn lên). Tiền thuế GTGT = cộng tiền dịch vụ × thuế suất, làm tròn đến đồng (nửa đồng làm tròn lên).${inv.vatRate === 8 ? ' Thuế suất 8% theo Nghị quyết 204/2025/QH15.' : ''} Chi tiết từng dòng phí: tệp Excel của hóa đơn.`,
    b(L, y, W, 20),
    { size: 8.5, minSize: 7, color: '#333333' },
  );

  rule(doc, mm(L), mm(PAGE_H - 14), mm(R), mm(PAGE_H - 14), 0.4);
  textLine(doc, `${inv.providerName} · Hóa đơn ${inv.month} #${inv.invoiceId} · ${inv.client.code}`, b(L, PAGE_H - 12, W, 4), { size: 7.5, color: '#444444' });
  return finishDocument(doc);
}
