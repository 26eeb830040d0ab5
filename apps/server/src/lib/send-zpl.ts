import type { FastifyReply } from 'fastify';
import { renderPool } from './render/pool.ts';
import type { TRenderJob } from './render/protocol.ts';
import { contentDisposition, sendChunks } from './send-chunks.ts';

/**
 * Sends labels as ZPL for a thermal printer (docs/printing.md, "Thermal labels"), drawn in a render worker and
 * streamed like `sendPdf`. `text/plain` in UTF-8 (ZPL has no registered media type; the stream is ASCII but for
 * the comments that name each text field) as an attachment `.zpl`, the file a print utility or a raw TCP port
 * 9100 takes as it is.
 */
export async function sendZpl(reply: FastifyReply, fileName: string, job: Extract<TRenderJob, { kind: 'zpl-labels' | 'zpl-locations' | 'zpl-skus' }>): Promise<void> {
  await sendChunks(reply, { 'content-type': 'text/plain; charset=utf-8', 'content-disposition': contentDisposition('attachment', fileName), 'cache-control': 'no-store' }, renderPool().run(job));
}
