import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TCellValue } from '@ffm/domain';
import { sampleShippingLabel } from '../test/kits/print-samples.ts';
import { readPdf } from '../test/kits/pdf.ts';
import { RenderPool } from './render/pool.ts';
import { sendPdf } from './send-pdf.ts';
import { sendXlsx } from './send-xlsx.ts';

describe('sendPdf', () => {
  it('answers the PDF drawn in a render worker with its type, length and a Vietnamese file name, keeping headers set before', async () => {
    const app = Fastify();
    app.get('/label', async (_req, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      await sendPdf(reply, 'Nhãn GHN255VVN.pdf', { kind: 'labels', size: '80x80', labels: [sampleShippingLabel(3)] });
      return reply;
    });
    app.get('/dl', async (_req, reply) => {
      await sendPdf(reply, 'phieu-xuat.pdf', { kind: 'labels', size: 'A5', labels: [sampleShippingLabel(1)] }, 'attachment');
      return reply;
    });
    const res = await app.inject({ method: 'GET', url: '/label' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`inline; filename="Nh_n_GHN255VVN.pdf"; filename*=UTF-8''${encodeURIComponent('Nhãn GHN255VVN.pdf')}`);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const { pages } = await readPdf(new Uint8Array(res.rawPayload));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain(sampleShippingLabel(3).orderCode);
    const dl = await app.inject({ method: 'GET', url: '/dl' });
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="phieu-xuat.pdf"/);
    await app.close();
  });

  it('answers an error, not a 200, when the worker cannot draw the file (a code too long for its Code 128)', async () => {
    const app = Fastify();
    app.get('/label', async (_req, reply) => {
      await sendPdf(reply, 'x.pdf', { kind: 'labels', size: '52x70', labels: [{ ...sampleShippingLabel(1), orderCode: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' }] });
      return reply;
    });
    const res = await app.inject({ method: 'GET', url: '/label' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.json().message).toMatch(/Code 128/);
    await app.close();
  });
});

describe('render pool', () => {
  it('streams a 500-label PDF: the first chunk arrives long before the last page is drawn', async () => {
    const pool = new RenderPool(1);
    try {
      await pool.ready();
      const labels = Array.from({ length: 500 }, (_, i) => sampleShippingLabel(i));
      const t0 = performance.now();
      const at: number[] = [];
      const parts: Uint8Array[] = [];
      for await (const c of pool.run({ kind: 'labels', size: 'A5', labels })) {
        at.push(performance.now() - t0);
        parts.push(c);
      }
      const total = performance.now() - t0;
      expect(parts.length).toBeGreaterThan(10);
      // the first 64 kB are about 17 labels of 500
      expect(at[0]!).toBeLessThan(total / 3);
      expect(Buffer.from(parts[0]!).subarray(0, 5).toString()).toBe('%PDF-');
      const { pages } = await readPdf(new Uint8Array(Buffer.concat(parts)));
      expect(pages).toHaveLength(500);
      expect(pages[499]!.text).toContain(labels[499]!.orderCode);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('fails the job when its worker dies, and the next job gets a new worker', async () => {
    const pool = new RenderPool(1);
    try {
      const labels = Array.from({ length: 300 }, (_, i) => sampleShippingLabel(i));
      const run = pool.run({ kind: 'labels', size: 'A5', labels });
      await run.next();
      // the one worker goes away mid-file, as an out-of-memory kill would take it
      await (pool as unknown as { slots: Array<{ worker: { terminate(): Promise<number> } }> }).slots[0]!.worker.terminate();
      await expect((async () => {
        for await (const c of run) void c;
      })()).rejects.toThrow(/render worker stopped/);
      const again: Uint8Array[] = [];
      for await (const c of pool.run({ kind: 'labels', size: '80x80', labels: labels.slice(0, 2) })) again.push(c);
      expect((await readPdf(new Uint8Array(Buffer.concat(again)))).pages).toHaveLength(2);
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe('sendXlsx from a render worker', () => {
  /** an array where a cell should be: xlsx-writer, in the worker, fails on it */
  const BAD = ['A&B'] as unknown as TCellValue;

  function app(rowsBefore: number) {
    const a = Fastify();
    a.get('/x', async (_req, reply) => {
      async function* rows(): AsyncGenerator<TCellValue[]> {
        for (let i = 0; i < rowsBefore; i++) yield [i, `Sản phẩm ${i} và một tên dài để tệp lớn nhanh hơn ${i * 7919}`, i * 1000];
        yield [rowsBefore, BAD, 0];
      }
      await sendXlsx(reply, 'xuat.xlsx', [{ name: 'S', columns: [{ header: 'STT' }, { header: 'Tên' }, { header: 'Giá' }], rows: rows() }]);
      return reply;
    });
    return a;
  }

  it('answers an error, not a 200, when the worker fails before the file has started', async () => {
    const a = app(3);
    const res = await a.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/json/);
    await a.close();
  });

  it('cuts the connection, never ends a 200 cleanly, when the worker fails after the file has started', async () => {
    const a = app(200_000);
    // past the first 64 kB the 200 and its headers are gone: the response is destroyed with the worker's error,
    // which the client sees as a failed download (light-my-request rejects), not as a short file that ended well
    await expect(a.inject({ method: 'GET', url: '/x' })).rejects.toThrow(/render worker: s\.replace is not a function/);
    await a.close();
  }, 60_000);
});
