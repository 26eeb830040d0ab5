import { describe, expect, it } from 'vitest';
import { scanPage } from '../../test/kits/pdf.ts';
import { sampleDeliveryNote, sampleShippingLabel } from '../../test/kits/print-samples.ts';
import { renderDeliveryNotes } from './delivery-note.ts';
import { renderShippingLabels, type TLabelSize } from './shipping-label.ts';

// Printed at a thermal printer's 203 dpi and read back by ZXing: the barcodes scan, not just draw.
describe('printed barcodes scan', () => {
  it.each<TLabelSize>(['A5', '80x80', '52x70'])('reads the Code 128 of the order code and the QR of the tracking URL on a %s label', async (size) => {
    const labels = [
      sampleShippingLabel(7),
      // the longest letter code a 52 x 70 label takes (12 characters at 0.25 mm modules, 2 printer dots)
      { ...sampleShippingLabel(8), orderCode: 'GHNLKX9QWERT', trackingUrl: 'https://ffm.example.vn/tra-cuu/GHNLKX9QWERT?t=Zx81-Qp_7&lang=vi' },
    ];
    const pdf = await renderShippingLabels(size, labels);
    for (const [i, l] of labels.entries()) {
      const scanned = await scanPage(pdf, i + 1);
      expect(scanned.code128, `${size} ${l.orderCode}`).toBe(l.orderCode);
      expect(scanned.qr, `${size} ${l.orderCode}`).toBe(l.trackingUrl);
    }
  });

  it('reads the SO code on the first and on a continuation page of a delivery note', async () => {
    const note = sampleDeliveryNote(45, 4);
    const pdf = await renderDeliveryNotes([note]);
    const first = await scanPage(pdf, 1);
    expect(first.code128).toBe(note.code);
    // the reader finds nothing where nothing is printed: a note has no QR
    expect(first.qr).toBeNull();
    expect((await scanPage(pdf, 2)).code128).toBe(note.code);
  });
});
