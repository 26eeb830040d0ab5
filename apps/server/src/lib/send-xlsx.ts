import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import { XLSX_CONTENT_TYPE, xlsxStream, type TXlsxSheet } from './xlsx-writer.ts';

/**
 * Streams a workbook as the answer. The reply is hijacked so the route wrapper does not add an envelope; the
 * headers Fastify has gathered so far (security headers) are kept.
 */
export async function sendXlsx(reply: FastifyReply, fileName: string, sheets: TXlsxSheet[]): Promise<void> {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  const headers: Record<string, string | number | string[]> = {};
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v;
  headers['content-type'] = XLSX_CONTENT_TYPE;
  headers['content-disposition'] = `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  headers['cache-control'] = 'no-store';
  reply.hijack();
  reply.raw.writeHead(200, headers);
  try {
    await pipeline(xlsxStream(sheets), reply.raw);
  } catch (e) {
    // headers are gone: the only honest signal left is a cut connection
    reply.raw.destroy(e instanceof Error ? e : undefined);
  }
}
