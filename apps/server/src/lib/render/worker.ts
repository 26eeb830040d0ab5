import { parentPort } from 'node:worker_threads';
import type { TCellValue } from '@ffm/domain';
import { DomainError } from '../errors.ts';
import { fontCoverage, fontFiles } from '../pdf/fonts.ts';
import { renderDeliveryNotes, renderInvoiceSummary, renderShippingLabels, type TShippingLabel } from '../pdf/index.ts';
import { xlsxChunks } from '../xlsx-writer.ts';
import { renderLocationLabelsZpl, renderShippingLabelsZpl, renderSkuLabelsZpl } from '../zpl/index.ts';
import type { TFromWorker, TRenderJob, TToWorker, TWireError } from './protocol.ts';

/**
 * A render worker (docs/printing.md, "Off the request loop"): runs the same PDF and xlsx code the server used to
 * run on its request loop, on plain data posted by the request, and posts the file back in chunks as it is made.
 * It loads the fonts and warms pdfkit and fontkit once when it starts, so the first print of a process is as fast
 * as the next. Several jobs may share a worker: a PDF yields between pages, a workbook whenever it waits for rows.
 */

const port = parentPort;
if (!port) throw new Error('render worker: run me with new Worker()');

/** the size of the chunks posted back: one message per 64 kB, not one per pdfkit object */
const CHUNK_BYTES = 64 * 1024;
/** chunks of a workbook posted but not yet taken by the request: past this, no more rows are asked for */
const AHEAD = 4;

interface TJobState {
  cancelled: boolean;
  unacked: number;
  onAck: (() => void) | null;
  rowWaiters: Map<number, (m: { rows: Array<readonly TCellValue[]>; done: boolean }) => void>;
}

const jobs = new Map<number, TJobState>();

function post(m: TFromWorker, transfer?: ArrayBuffer[]): void {
  port!.postMessage(m, transfer);
}

/** Gathers small writes into CHUNK_BYTES messages (the buffer moves to the other thread, it is not copied). */
function chunker(id: number, state: TJobState): { write(b: Uint8Array): void; flush(): void } {
  let parts: Uint8Array[] = [];
  let size = 0;
  const flush = () => {
    if (size === 0 || state.cancelled) return;
    const out = new Uint8Array(size);
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    parts = [];
    size = 0;
    state.unacked++;
    post({ t: 'chunk', id, data: out }, [out.buffer]);
  };
  return {
    write(b) {
      parts.push(b);
      size += b.length;
      if (size >= CHUNK_BYTES) flush();
    },
    flush,
  };
}

function wireError(e: unknown): TWireError {
  if (e instanceof DomainError) {
    return { message: e.message, code: e.code, data: e.data, customMessage: e.customMessage, vi: e.localize?.('vi'), en: e.localize?.('en') };
  }
  return { message: e instanceof Error ? e.message : String(e) };
}

/** Rows of one sheet, asked of the request a batch at a time, and only while the request keeps up with the chunks. */
async function* rowsOf(id: number, state: TJobState, sheet: number): AsyncGenerator<readonly TCellValue[]> {
  for (;;) {
    while (state.unacked >= AHEAD && !state.cancelled) await new Promise<void>((resolve) => (state.onAck = resolve));
    if (state.cancelled) throw new Error('cancelled');
    const batch = await new Promise<{ rows: Array<readonly TCellValue[]>; done: boolean }>((resolve) => {
      state.rowWaiters.set(sheet, resolve);
      post({ t: 'rows?', id, sheet });
    });
    if (state.cancelled) throw new Error('cancelled');
    yield* batch.rows;
    if (batch.done) return;
  }
}

async function run(id: number, job: TRenderJob): Promise<void> {
  const state: TJobState = { cancelled: false, unacked: 0, onAck: null, rowWaiters: new Map() };
  jobs.set(id, state);
  const out = chunker(id, state);
  try {
    if (job.kind === 'labels') await renderShippingLabels(job.size, job.labels, (b) => out.write(b));
    else if (job.kind === 'notes') await renderDeliveryNotes(job.notes, (b) => out.write(b));
    else if (job.kind === 'invoice') await renderInvoiceSummary(job.invoice, (b) => out.write(b));
    else if (job.kind === 'zpl-labels') {
      const encoder = new TextEncoder();
      // label by label, yielding between them so a cancel or another job gets its turn
      for (const label of job.labels) {
        if (state.cancelled) break;
        out.write(encoder.encode(renderShippingLabelsZpl(job.size, [label])));
        await new Promise((resolve) => setImmediate(resolve));
      }
    } else if (job.kind === 'zpl-locations') {
      for (const label of job.labels) {
        if (state.cancelled) break;
        out.write(new TextEncoder().encode(renderLocationLabelsZpl([label], job.copies)));
        await new Promise((resolve) => setImmediate(resolve));
      }
    } else if (job.kind === 'zpl-skus') {
      for (const label of job.labels) {
        if (state.cancelled) break;
        out.write(new TextEncoder().encode(renderSkuLabelsZpl([label], job.copies)));
        await new Promise((resolve) => setImmediate(resolve));
      }
    } else {
      const sheets = job.sheets.map((s, i) => ({ ...s, rows: rowsOf(id, state, i) }));
      for await (const b of xlsxChunks(sheets)) out.write(b);
    }
    out.flush();
    if (!state.cancelled) post({ t: 'end', id });
  } catch (e) {
    if (!state.cancelled) post({ t: 'error', id, error: wireError(e) });
  } finally {
    jobs.delete(id);
  }
}

port.on('message', (m: TToWorker) => {
  if (m.t === 'job') {
    void run(m.id, m.job);
    return;
  }
  const state = jobs.get(m.id);
  if (!state) return;
  if (m.t === 'rows') {
    const waiter = state.rowWaiters.get(m.sheet);
    state.rowWaiters.delete(m.sheet);
    waiter?.({ rows: m.rows, done: m.done });
  } else if (m.t === 'ack') {
    state.unacked--;
    const wake = state.onAck;
    state.onAck = null;
    wake?.();
  } else if (m.t === 'cancel') {
    state.cancelled = true;
    state.onAck?.();
    for (const w of state.rowWaiters.values()) w({ rows: [], done: true });
    state.rowWaiters.clear();
  }
});

/** One label of each size and a delivery note, thrown away: the fonts are parsed and pdfkit's code is warm. */
async function warmUp(): Promise<void> {
  fontFiles();
  fontCoverage();
  const party = { name: 'Nguyễn Văn Ấm', phone: '0912345678', address: '12 Phố Huế', ward: 'Phường Phạm Đình Hổ', district: 'Quận Hai Bà Trưng', province: 'Thành phố Hà Nội' };
  const label: TShippingLabel = {
    orderCode: 'WARMUP1',
    clientOrderCode: 'DH-1',
    sortCode: 'HN-01-01',
    trackingUrl: 'https://example.vn/tra-cuu-van-don?code=WARMUP1',
    providerName: 'FFM Express',
    sender: party,
    receiver: party,
    codAmount: 150_000,
    shippingFee: 30_000,
    paymentTypeId: 1,
    serviceTypeId: 2,
    weightGrams: 500,
    items: [{ name: 'Áo sơ mi', quantity: 1 }],
    requiredNote: 'KHONGCHOXEMHANG',
    note: 'Gọi trước khi giao',
    createdAt: new Date(),
  };
  for (const size of ['A5', '80x80', '52x70'] as const) {
    await renderShippingLabels(size, [label]);
    renderShippingLabelsZpl(size, [label]);
  }
  await renderDeliveryNotes([
    {
      code: 'SO-WARMUP',
      providerName: 'FFM',
      warehouse: { code: 'HN01', name: 'Kho Hà Nội', address: '12 Phố Huế' },
      createdAt: new Date(),
      sender: party,
      receiver: party,
      codAmount: 0,
      goodsValue: 0,
      lines: [{ lineNo: 1, sku: 'SKU-1', name: 'Áo sơ mi', quantity: 1, unit: 'Cái' }],
    },
  ]);
}

await warmUp().catch(() => undefined);
post({ t: 'ready' });
