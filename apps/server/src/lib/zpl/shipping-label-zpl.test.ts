import { describe, expect, it } from 'vitest';
import { sampleShippingLabel } from '../../test/kits/print-samples.ts';
import { parseZpl, scanZpl, type TZplField } from '../../test/kits/zpl.ts';
import { LABEL_SIZES_MM, type TLabelSize } from '../pdf/shipping-label.ts';
import { renderShippingLabelsZpl } from './shipping-label-zpl.ts';
import { rasterLine } from './raster.ts';

const texts = (fields: TZplField[]) => fields.flatMap((f) => (f.kind === 'text' ? [f.text] : []));

describe('ZPL shipping labels (203 dpi)', () => {
  it.each<TLabelSize>(['A5', '80x80', '52x70'])('a %s label reads back: size, barcode data, Vietnamese texts, everything on the label, and it scans', (size) => {
    const labels = [sampleShippingLabel(7), { ...sampleShippingLabel(8), orderCode: 'GHNLKX9QWERT', trackingUrl: 'https://ffm.example.vn/tra-cuu/GHNLKX9QWERT?t=Zx81-Qp_7&lang=vi' }];
    const zpl = renderShippingLabelsZpl(size, labels);
    // graphic fields carry the text: the stream is ASCII but for the comments
    expect(zpl.replace(/\^FX[^\n]*\n/g, '')).toMatch(/^[\x20-\x7e\n]*$/);
    const read = parseZpl(zpl);
    expect(read).toHaveLength(2);
    for (const [i, l] of labels.entries()) {
      const label = read[i]!;
      expect(label.width).toBe(LABEL_SIZES_MM[size].w * 8);
      expect(label.height).toBe(LABEL_SIZES_MM[size].h * 8);
      const codes = label.fields.filter((f) => f.kind === 'code128');
      expect(codes.map((f) => f.data)).toEqual([l.orderCode]);
      expect(codes[0]!.module).toBeGreaterThanOrEqual(2);
      expect(label.fields.filter((f) => f.kind === 'qr').map((f) => f.data)).toEqual([l.trackingUrl]);
      const shown = texts(label.fields);
      expect(shown).toContain(l.orderCode);
      expect(shown.join(' ')).toContain(l.receiver.phone);
      expect(shown.join(' ')).toContain(size === 'A5' ? 'ĐẾN (NGƯỜI NHẬN)' : 'Thu người nhận');
      // every field lies on the label, and every text field has ink
      for (const f of label.fields) {
        expect(f.x, JSON.stringify({ ...f, bits: undefined })).toBeGreaterThanOrEqual(0);
        expect(f.y).toBeGreaterThanOrEqual(0);
        if (f.kind === 'text') {
          expect(f.x + f.width, f.text).toBeLessThanOrEqual(label.width + 8);
          expect(f.y + f.height, f.text).toBeLessThanOrEqual(label.height);
          expect(f.bits.some((b) => b === 1), f.text).toBe(true);
        }
      }
      // drawn as the printer draws it, an independent reader reads both codes
      const scanned = scanZpl(label);
      expect(scanned.code128).toBe(l.orderCode);
      expect(scanned.qr).toBe(l.trackingUrl);
    }
  });

  it('prints Vietnamese letters with their marks: Đ, ệ and ữ are not D, e and u', () => {
    const ink = (t: string) => rasterLine(t, 40, 'bold').bits.reduce((s, b) => s + b, 0);
    expect(ink('Đ')).toBeGreaterThan(ink('D'));
    expect(ink('ệ')).toBeGreaterThan(ink('e'));
    expect(ink('ữ')).toBeGreaterThan(ink('u'));
  });

  it('cuts a 600-character address to its box and keeps the area whole', () => {
    const l = sampleShippingLabel(3);
    const long = { ...l, receiver: { ...l.receiver, address: `${'Số 12 ngõ 34 đường Nguyễn Văn Cừ '.repeat(20)}`.trim() } };
    for (const size of ['A5', '80x80', '52x70'] as const) {
      const [label] = parseZpl(renderShippingLabelsZpl(size, [long]));
      const lines = texts(label!.fields);
      expect(lines.some((t) => t.includes('…')), size).toBe(true);
      expect(lines.join(' '), size).toContain(long.receiver.province!);
      for (const f of label!.fields) if (f.kind === 'text') expect(f.y + f.height, `${size} ${f.text}`).toBeLessThanOrEqual(label!.height);
    }
  });

  it('prints an old address in small print under the 2025 one, as the PDF does, and nothing when there is none', () => {
    const l = sampleShippingLabel(4);
    const withOld = { ...l, receiver: { ...l.receiver, oldAddress: 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh' } };
    for (const [size, prefix] of [['A5', 'Địa chỉ cũ:'], ['80x80', 'Cũ:'], ['52x70', 'Cũ:']] as const) {
      const [a, b] = parseZpl(renderShippingLabelsZpl(size, [withOld, l]));
      const shown = a!.fields.filter((f): f is Extract<TZplField, { kind: 'text' }> => f.kind === 'text');
      const old = shown.find((f) => f.text.startsWith(prefix));
      expect(old, size).toBeDefined();
      expect(old!.text, size).toContain('Bến Nghé');
      const street = shown.find((f) => f.text.includes(l.receiver.province!));
      // small print: a shorter line than the address above it
      expect(old!.height, size).toBeLessThan(street!.height);
      expect(old!.y + old!.height, size).toBeLessThanOrEqual(a!.height);
      expect(texts(b!.fields).some((t) => t.startsWith(prefix)), size).toBe(false);
    }
  });

  it('refuses an order code too long to scan on 52 x 70 rather than printing it', () => {
    expect(() => renderShippingLabelsZpl('52x70', [{ ...sampleShippingLabel(1), orderCode: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' }])).toThrow(/Code 128/);
  });
});
