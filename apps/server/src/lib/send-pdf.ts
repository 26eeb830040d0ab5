import type { FastifyReply } from 'fastify';
import { renderPool } from './render/pool.ts';
import type { TRenderJob } from './render/protocol.ts';
import { contentDisposition, sendChunks } from './send-chunks.ts';

/**
 * Sends a PDF (a label batch, delivery notes) as the answer, like sendXlsx. It is drawn in a render worker and
 * streamed (docs/printing.md, "Off the request loop"): the request loop only passes chunks on, so other calls are
 * answered while 500 labels are drawn, and the first pages reach the client before the last is drawn. A failure
 * before the first 64 kB (a code too long for its Code 128) is thrown to the route and answered with its code.
 * The reply is hijacked so the route wrapper adds no envelope, and the headers Fastify has gathered so far
 * (security headers) are kept. `inline` (the default) lets the browser open its viewer to print; `attachment`
 * downloads the file.
 */
export async function sendPdf(reply: FastifyReply, fileName: string, job: Extract<TRenderJob, { kind: 'labels' | 'notes' | 'invoice' }>, disposition: 'inline' | 'attachment' = 'inline'): Promise<void> {
  await sendChunks(reply, { 'content-type': 'application/pdf', 'content-disposition': contentDisposition(disposition, fileName), 'cache-control': 'no-store' }, renderPool().run(job));
}
