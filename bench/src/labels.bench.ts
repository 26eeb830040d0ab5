// Shipping labels and delivery notes: 100 labels of each size in one PDF against pdfkit writing the same texts bare.
import { addPage, createDocument, finishDocument, mm } from '../../apps/server/src/lib/pdf/document.ts';
import { LABEL_SIZES_MM, renderDeliveryNotes, renderShippingLabels, type TLabelSize, type TShippingLabel } from '../../apps/server/src/lib/pdf/index.ts';
import { sampleDeliveryNote, sampleShippingLabel } from '../../apps/server/src/test/kits/print-samples.ts';
import { budget, KB, round, type TBenchRun, type TFigure } from './lib/kit.ts';

export const LABELS = 100;
export const ROUNDS = 5;
/** the budget: 100 A5 labels in one PDF in under 3 s */
export const A5_BUDGET_MS = 3000;
/**
 * Fitting every text (shrink, wrap, keep the address's area), two barcodes and the frame cost a multiple of
 * writing the same strings bare; the labels must keep at least this share of the bare rate.
 */
export const RATIO_BUDGET = 15;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
}

/**
 * The floor: the same pages, font and strings written by pdfkit as plain one-line texts at fixed places:
 * no measuring, wrapping or shrinking, no barcode, no QR, no rules.
 */
async function bareLabels(size: TLabelSize, labels: TShippingLabel[]): Promise<Uint8Array> {
  const page = LABEL_SIZES_MM[size];
  const doc = createDocument('bare');
  for (const l of labels) {
    addPage(doc, mm(page.w), mm(page.h));
    const texts = [l.providerName, l.orderCode, l.clientOrderCode ?? '', l.sortCode ?? '', l.sender.name, l.sender.phone, l.sender.address, l.receiver.name, l.receiver.phone, l.receiver.address, String(l.receiver.ward), String(l.receiver.district), String(l.receiver.province), l.items.map((i) => `${i.name} x${i.quantity}`).join('; '), String(l.codAmount), String(l.weightGrams), l.requiredNote, l.note ?? ''];
    doc.fontSize(6);
    texts.forEach((t, k) => doc.text(t, 4, 4 + k * 7, { lineBreak: false }));
  }
  return finishDocument(doc);
}

export const run: TBenchRun = async () => {
  const labels = Array.from({ length: LABELS }, (_, i) => sampleShippingLabel(i));
  const figures: TFigure[] = [];

  // the first call of the process: loads the font files and warms pdfkit and fontkit, as a server's first print does
  const cold = await timed(() => renderShippingLabels('A5', labels));
  figures.push({ name: `${LABELS} A5 labels, first in the process`, value: round(cold.ms), unit: 'ms' });

  const result: Record<TLabelSize, { ms: number; bytes: number }> = { A5: { ms: 0, bytes: 0 }, '80x80': { ms: 0, bytes: 0 }, '52x70': { ms: 0, bytes: 0 } };
  for (const size of ['A5', '80x80', '52x70'] as const) {
    const runs: number[] = [];
    let bytes = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const t = await timed(() => renderShippingLabels(size, labels));
      runs.push(t.ms);
      bytes = t.value.length;
    }
    result[size] = { ms: median(runs), bytes };
    figures.push({ name: `${LABELS} ${size} labels (median of ${ROUNDS})`, value: round(median(runs)), unit: 'ms' });
    figures.push({ name: `${LABELS} ${size} labels: file`, value: round(bytes / KB, 1), unit: 'kB' });
  }

  const floorRuns: number[] = [];
  for (let r = 0; r < ROUNDS; r++) floorRuns.push((await timed(() => bareLabels('A5', labels))).ms);
  const floorMs = median(floorRuns);
  figures.push({ name: `floor: ${LABELS} A5 pages of the same texts, bare pdfkit`, value: round(floorMs), unit: 'ms' });

  // delivery notes: 100 orders of 12 lines, and one order of 300 lines over many pages
  const notes = Array.from({ length: 100 }, (_, i) => sampleDeliveryNote(12, i % 100));
  const notesRun = await timed(() => renderDeliveryNotes(notes));
  figures.push({ name: '100 delivery notes of 12 lines', value: round(notesRun.ms), unit: 'ms' });
  const longRun = await timed(() => renderDeliveryNotes([sampleDeliveryNote(300)]));
  figures.push({ name: 'one delivery note of 300 lines', value: round(longRun.ms), unit: 'ms' });
  figures.push({ name: 'one delivery note of 300 lines: file', value: round(longRun.value.length / KB, 1), unit: 'kB' });

  const worstA5 = Math.max(cold.ms, result.A5.ms);
  return {
    title: 'Shipping labels and delivery notes (PDF)',
    method: `renderShippingLabels of ${LABELS} generated labels (Vietnamese texts, Code 128, QR) into one PDF per size, in process: the first A5 call of the process, then the median of ${ROUNDS} calls per size; the floor is pdfkit writing the same strings on ${LABELS} A5 pages with the same embedded font, bare. Delivery notes: renderDeliveryNotes of 100 orders of 12 lines, and of one order of 300 lines.`,
    figures,
    budgets: [
      budget(`${LABELS} A5 labels in one PDF (slower of first and median)`, worstA5, '<', A5_BUDGET_MS, 'ms'),
      budget(`${LABELS} 80x80 labels in one PDF`, result['80x80'].ms, '<', A5_BUDGET_MS, 'ms'),
      budget(`${LABELS} 52x70 labels in one PDF`, result['52x70'].ms, '<', A5_BUDGET_MS, 'ms'),
      budget('A5 labels / bare pdfkit (pages per second)', (floorMs / result.A5.ms) * 100, '>=', RATIO_BUDGET, '%'),
    ],
  };
};
