import type { FastifyReply } from 'fastify';
import { renderPool } from './render/pool.ts';
import { contentDisposition, sendChunks } from './send-chunks.ts';
import { XLSX_CONTENT_TYPE, type TXlsxSheet } from './xlsx-writer.ts';

/**
 * Streams a workbook as the answer. It is built in a render worker (docs/printing.md, "Off the request loop"):
 * the request reads the rows (from the database, in batches as the worker asks for them) and passes the zip's
 * chunks on, so the XML and the deflate never hold the request loop. The reply is hijacked so the route wrapper
 * does not add an envelope; the headers Fastify has gathered so far (security headers) are kept. A failure before
 * the first 64 kB is thrown to the route (an error answer with its code); later, the connection is cut.
 */
export async function sendXlsx(reply: FastifyReply, fileName: string, sheets: TXlsxSheet[]): Promise<void> {
  const job = { kind: 'xlsx' as const, sheets: sheets.map((s) => ({ name: s.name, columns: s.columns, preface: s.preface })) };
  await sendChunks(
    reply,
    { 'content-type': XLSX_CONTENT_TYPE, 'content-disposition': contentDisposition('attachment', fileName), 'cache-control': 'no-store' },
    renderPool().run(job, sheets.map((s) => s.rows)),
  );
}
