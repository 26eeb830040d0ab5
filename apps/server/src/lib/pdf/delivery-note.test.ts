import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/kits/pdf.ts';
import { sampleDeliveryNote } from '../../test/kits/print-samples.ts';
import { renderDeliveryNotes } from './delivery-note.ts';

// A4 in points: 210 x 297 mm
const A4 = [595.28, 841.89];

describe('delivery notes', () => {
  it('prints many notes in one A4 file, a long line list continued over pages with the header repeated', async () => {
    const notes = [sampleDeliveryNote(4, 0), sampleDeliveryNote(45, 1), sampleDeliveryNote(17, 2)];
    const { pages } = await readPdf(await renderDeliveryNotes(notes));
    for (const p of pages) {
      expect(p.width).toBeCloseTo(A4[0]!, 2);
      expect(p.height).toBeCloseTo(A4[1]!, 2);
      for (const i of p.items) {
        if (!i.str.trim()) continue;
        expect(i.x).toBeGreaterThanOrEqual(0);
        expect(i.x + i.width).toBeLessThanOrEqual(p.width);
        expect(i.y).toBeGreaterThanOrEqual(0);
      }
    }
    // the pages of each note, found by the code in their footer, numbered 1/n .. n/n
    let at = 0;
    for (const note of notes) {
      const own = pages.slice(at).filter((p) => p.text.includes(`${note.code} · In lúc 23/11/2026 11:15`));
      const n = own.length;
      expect(n).toBeGreaterThan(0);
      own.forEach((p, k) => {
        expect(p).toBe(pages[at + k]);
        expect(p.text).toContain(`Trang ${k + 1}/${n}`);
        // the header and the SO code on every page
        expect(p.text).toContain('PHIẾU XUẤT KHO KIÊM GIAO HÀNG');
        expect(p.text).toContain('FFM Fulfillment');
        expect(p.text).toContain('Kho xuất: Kho Hà Nội - Long Biên (HN01)');
        if (k > 0) expect(p.text).toContain('(tiếp theo)');
      });
      // every line printed once, in order, over the note's pages
      const lineNos = own.flatMap((p) => [...p.text.matchAll(/SKU-(\d{4})/g)].map((m) => Number(m[1])));
      expect(lineNos).toEqual(note.lines.map((l) => l.lineNo));
      // table titles wherever rows are
      for (const p of own) if (/SKU-\d{4}/.test(p.text)) expect(p.text).toContain('Tên sản phẩm Product');
      // the closing block once, on the last page
      const last = own[n - 1]!.text;
      const totalQty = note.lines.reduce((s, l) => s + l.quantity, 0);
      expect(last).toContain(`Tổng cộng / Total: ${note.lines.length} dòng hàng ${totalQty}`);
      expect(last).toContain('Tiền thu hộ (COD): 1.250.000 ₫');
      expect(last).toContain('Giá trị hàng hoá: 2.480.000 ₫');
      expect(last).toContain('Yêu cầu khi giao: Cho xem hàng, không cho thử');
      expect(last).toContain('Người nhận hàng');
      expect(own.filter((p) => p.text.includes('Tổng cộng'))).toHaveLength(1);
      at += n;
    }
    expect(at).toBe(pages.length);
    // a 45-line note needs more than one page
    expect(pages.filter((p) => p.text.includes('SO2611230001 ·')).length).toBeGreaterThan(1);
  });

  it('prints the order facts, both parties and the shipping terms in Vietnamese on the first page', async () => {
    const note = sampleDeliveryNote(3, 2);
    const { pages } = await readPdf(await renderDeliveryNotes([note]));
    expect(pages).toHaveLength(1);
    const text = pages[0]!.text;
    for (const s of [
      'Mã đơn xuất: SO2611230002',
      'Mã đơn khách hàng: DH-2026-1002',
      'Khách hàng: Công ty TNHH Mỹ Phẩm Hương Giang',
      'Loại đơn: B2C1D',
      'Ngày tạo: 23/11/2026 09:30',
      'Vận chuyển: FFM Express - GHN8X4K2PQ',
      'Mã phân loại: HCM-12-03',
      'NGƯỜI GỬI / Sender Shop Thời Trang Hà Nội Điện thoại: 0987654321',
      'NGƯỜI NHẬN / Receiver Lê Ngọc Bảo Trâm Điện thoại: 02363812345',
      'Kiệt 72 Ông Ích Khiêm, Phường Hải Châu I, Quận Hải Châu, Thành phố Đà Nẵng',
      'Dịch vụ: Chuẩn',
      'Phí vận chuyển: Người nhận trả phí',
      'Tên hàng: Mỹ phẩm và đặc sản',
      'Giao giờ hành chính; gọi trước 15 phút.',
      'Kem chống nắng dưỡng ẩm SPF50+',
    ]) {
      expect(text).toContain(s);
    }
  });

  it('prints a note with no lines on one page and refuses an empty batch', async () => {
    const { pages } = await readPdf(await renderDeliveryNotes([sampleDeliveryNote(0)]));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain('Tổng cộng / Total: 0 dòng hàng 0');
    await expect(renderDeliveryNotes([])).rejects.toThrow(/no delivery note/);
  });
});
