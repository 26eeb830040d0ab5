import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sampleShippingLabel } from '../test/kits/print-samples.ts';
import { readPdf } from '../test/kits/pdf.ts';
import { renderShippingLabels } from './pdf/index.ts';
import { sendPdf } from './send-pdf.ts';

describe('sendPdf', () => {
  it('answers the PDF bytes with its type, length and a Vietnamese file name, keeping headers set before', async () => {
    const app = Fastify();
    app.get('/label', async (_req, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      sendPdf(reply, 'Nhãn GHN255VVN.pdf', await renderShippingLabels('80x80', [sampleShippingLabel(3)]));
      return reply;
    });
    app.get('/notes', async (_req, reply) => {
      sendPdf(reply, 'phieu-xuat.pdf', new Uint8Array([37, 80, 68, 70]), 'attachment');
      return reply;
    });
    const res = await app.inject({ method: 'GET', url: '/label' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`inline; filename="Nh_n_GHN255VVN.pdf"; filename*=UTF-8''${encodeURIComponent('Nhãn GHN255VVN.pdf')}`);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect((await readPdf(new Uint8Array(res.rawPayload))).pages).toHaveLength(1);
    const dl = await app.inject({ method: 'GET', url: '/notes' });
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="phieu-xuat.pdf"/);
    await app.close();
  });
});
