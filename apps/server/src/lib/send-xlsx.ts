import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import { XLSX_CONTENT_TYPE, xlsxStream, type TXlsxSheet } from './xlsx-writer.ts';

/**
 * A sheet whose first row has been read already: a query that fails on its first page (most failures: a bad
 * filter, a data error) fails here, while an error answer can still be sent.
 */
async function primed(sheet: TXlsxSheet): Promise<TXlsxSheet> {
  const rows = sheet.rows;
  const it = Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]();
  const first = await it.next();
  async function* all() {
    if (first.done) return;
    yield first.value;
    for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
  }
  return { ...sheet, rows: all() };
}

/**
 * Streams a workbook as the answer. Each sheet's first row is read before the headers go, so an export that fails
 * at once answers an error (a data error 400, else 500) instead of a 200 cut short. The reply is hijacked so the route wrapper does not add an envelope; the
 * headers Fastify has gathered so far (security headers) are kept.
 */
export async function sendXlsx(reply: FastifyReply, fileName: string, sheets: TXlsxSheet[]): Promise<void> {
  const ready: TXlsxSheet[] = [];
  for (const sheet of sheets) ready.push(await primed(sheet));
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  const headers: Record<string, string | number | string[]> = {};
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v;
  headers['content-type'] = XLSX_CONTENT_TYPE;
  headers['content-disposition'] = `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  headers['cache-control'] = 'no-store';
  reply.hijack();
  reply.raw.writeHead(200, headers);
  try {
    await pipeline(xlsxStream(ready), reply.raw);
  } catch (e) {
    // headers are gone: the only honest signal left is a cut connection
    reply.raw.destroy(e instanceof Error ? e : undefined);
  }
}
