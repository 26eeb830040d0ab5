import type { FastifyReply } from 'fastify';
import type { TCellValue } from '@ffm/domain';
import { XLSX_CONTENT_TYPE, xlsxBuffer } from '../../lib/xlsx-writer.ts';

/**
 * TRANSITIONAL shim, kept only so the inbound export compiles until the inbound area moves to
 * lib/xlsx-writer.ts + lib/send-xlsx.ts in its own branch; the inventory exports no longer use it. It has no
 * writer or inert-cell rule of its own: it goes through the streaming writer. Delete it at merge.
 */
export { dmy, dmyHm } from '@ffm/domain';

export type TCell = TCellValue | null | undefined;

export function buildXlsx(sheetName: string, header: readonly string[], rows: ReadonlyArray<readonly TCell[]>): Promise<Buffer> {
  return xlsxBuffer([{ name: sheetName, columns: header.map((h) => ({ header: h })), rows: rows.map((r) => r.map((c) => c ?? '')) }]);
}

export function sendXlsx(reply: FastifyReply, fileName: string, body: Buffer): FastifyReply {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'no-store')
    .send(body);
}
