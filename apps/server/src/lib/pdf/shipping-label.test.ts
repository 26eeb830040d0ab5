import { describe, expect, it } from 'vitest';
import { readPdf, type TReadPage } from '../../test/kits/pdf.ts';
import { sampleShippingLabel } from '../../test/kits/print-samples.ts';
import { LABEL_SIZES_MM, renderShippingLabels, type TLabelSize } from './shipping-label.ts';

const PT_PER_MM = 72 / 25.4;
const SIZES: TLabelSize[] = ['A5', '80x80', '52x70'];

/** Every text item lies inside the page (pdf.js coordinates: origin bottom-left). */
function expectTextInside(page: TReadPage): void {
  for (const i of page.items) {
    if (!i.str.trim()) continue;
    expect(i.x, i.str).toBeGreaterThanOrEqual(0);
    expect(i.x + i.width, i.str).toBeLessThanOrEqual(page.width + 0.01);
    expect(i.y, i.str).toBeGreaterThanOrEqual(0);
    expect(i.y + i.height, i.str).toBeLessThanOrEqual(page.height + 0.01);
  }
}

describe('shipping labels', () => {
  it('prints 100 labels as a 100-page PDF, each page exactly the label size, with the font embedded and subset', async () => {
    const labels = Array.from({ length: 100 }, (_, i) => sampleShippingLabel(i));
    // the sizes in points: A5 148 x 210 mm = 419.53 x 595.28 pt, 80 mm = 226.77 pt, 52 x 70 mm = 147.40 x 198.43 pt
    const expected: Record<TLabelSize, [number, number]> = { A5: [419.53, 595.28], '80x80': [226.77, 226.77], '52x70': [147.4, 198.43] };
    for (const size of SIZES) {
      const pdf = await renderShippingLabels(size, labels);
      const { pages } = await readPdf(pdf);
      expect(pages).toHaveLength(100);
      for (const p of pages) {
        expect(p.mediaBox[0]).toBe(0);
        expect(p.mediaBox[1]).toBe(0);
        expect(p.width).toBeCloseTo(expected[size][0], 2);
        expect(p.height).toBeCloseTo(expected[size][1], 2);
        expect(p.width).toBeCloseTo(LABEL_SIZES_MM[size].w * PT_PER_MM, 3);
      }
      pages.forEach((p, i) => expect(p.text, `${size} page ${i + 1}`).toContain(labels[i]!.orderCode));
      const raw = Buffer.from(pdf).toString('latin1');
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansCondensed-Bold/);
      expect(raw).toContain('/FontFile2');
      expect(raw).not.toContain('Helvetica');
      // one subset of each weight for the whole file, not one per page: 100 labels stay small
      expect(raw.match(/\/FontFile2/g)).toHaveLength(2);
      expect(pdf.length).toBeLessThan(600_000);
    }
  });

  it('prints Vietnamese text as text: names, addresses, the required note, money in vi-VN format', async () => {
    const label = { ...sampleShippingLabel(0), paymentTypeId: 2, codAmount: 1_250_000, shippingFee: 32_000 };
    for (const size of SIZES) {
      const { pages } = await readPdf(await renderShippingLabels(size, [label]));
      const text = pages[0]!.text;
      expect(text).toContain('Nguyễn Thị Hường');
      expect(text).toContain('0912345678');
      expect(text).toContain('Số 45 đường Trần Hưng Đạo, tầng 3, Phường Nguyễn Cư Trinh, Quận 1, Thành phố Hồ Chí Minh');
      expect(text).toContain(label.sortCode!);
      expect(text).toContain('Cho xem hàng, không cho thử');
      // the receiver pays the fee: COD plus fee is what the courier collects
      expect(text).toContain('1.282.000 ₫');
      expect(text).toContain('Người nhận trả phí');
      expect(text).toContain('23/11/2026 10:00');
      expectTextInside(pages[0]!);
    }
  });

  it('reads text typed in decomposed Unicode (e + combining marks) as the precomposed letters', async () => {
    const label = { ...sampleShippingLabel(1), receiver: { ...sampleShippingLabel(1).receiver, name: 'Trần Đức Thắng'.normalize('NFD') } };
    const { pages } = await readPdf(await renderShippingLabels('80x80', [label]));
    expect(pages[0]!.text).toContain('Trần Đức Thắng');
  });

  it('leaves out what the font cannot draw (emoji, CJK) and folds line breaks, keeping the Vietnamese', async () => {
    const label = { ...sampleShippingLabel(4), note: 'Giao nhanh giúp em 🙏🏻\r\nCảm ơn 谢谢 ạ!' };
    const { pages } = await readPdf(await renderShippingLabels('A5', [label]));
    expect(pages[0]!.text).toContain('Ghi chú: Giao nhanh giúp em Cảm ơn ạ!');
  });

  it('fits a 300-character address on every size: the ward, district and province always whole, nothing off the page', async () => {
    const street = 'Lô B12 Khu công nghiệp Trà Nóc, đường số 9, ấp Thới Thạnh, xã Thới An, cạnh cây xăng Petrolimex, đối diện trường tiểu học Nguyễn Trãi, rẽ phải ở ngã ba thứ hai rồi đi thẳng khoảng năm trăm mét, hỏi anh Bảy bán tạp hóa, nhà có cổng sắt màu xanh lá cây và giàn hoa giấy đỏ phía trước, gọi trước 30 phút';
    expect(street).toHaveLength(300);
    const base = sampleShippingLabel(2);
    const label = {
      ...base,
      receiver: { name: 'Công ty TNHH Thương mại Dịch vụ Xuất nhập khẩu Đồng Bằng Sông Cửu Long', phone: '02923841234', address: street, ward: 'Phường Trà Nóc', district: 'Quận Bình Thủy', province: 'Thành phố Cần Thơ' },
      items: Array.from({ length: 30 }, (_, k) => ({ name: `Sản phẩm dưỡng ẩm số ${k}`, quantity: k + 1 })),
      note: 'Ghi chú rất dài. '.repeat(30),
    };
    for (const size of SIZES) {
      const { pages } = await readPdf(await renderShippingLabels(size, [label]));
      expect(pages, size).toHaveLength(1);
      const text = pages[0]!.text;
      expect(text, size).toContain('Phường Trà Nóc, Quận Bình Thủy, Thành phố Cần Thơ');
      expect(text, size).toContain('Lô B12 Khu công nghiệp Trà Nóc');
      if (size !== '52x70') expect(text, size).toContain(street);
      expectTextInside(pages[0]!);
    }
  });

  it('refuses an empty batch and an order code too long to scan at 52 x 70 mm', async () => {
    await expect(renderShippingLabels('A5', [])).rejects.toThrow(/no label/);
    const long = { ...sampleShippingLabel(3), orderCode: 'GHNVERYLONGCODE1X' };
    await expect(renderShippingLabels('52x70', [long])).rejects.toThrow(/Code 128/);
    // the same code fits an A5 label
    expect((await readPdf(await renderShippingLabels('A5', [long]))).pages).toHaveLength(1);
  });
});
