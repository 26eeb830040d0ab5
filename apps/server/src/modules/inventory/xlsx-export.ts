import * as XLSX from '@e965/xlsx';
import type { FastifyReply } from 'fastify';

export type TCell = string | number | boolean | null | undefined;

/** DESIGN §10: a text cell that a spreadsheet would read as a formula (= + - @, tab, CR) gets a leading '. */
export function inertCell(v: TCell): TCell {
  if (typeof v !== 'string') return v;
  return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
}

/** One sheet with a header row; cells made inert, columns sized to their content. */
export function buildXlsx(sheetName: string, header: readonly string[], rows: ReadonlyArray<readonly TCell[]>): Buffer {
  const aoa = [header.map(inertCell), ...rows.map((r) => r.map(inertCell))];
  const sheet = XLSX.utils.aoa_to_sheet(aoa);
  sheet['!cols'] = header.map((h, i) => ({
    wch: Math.min(50, Math.max(h.length, ...rows.slice(0, 500).map((r) => String(r[i] ?? '').length)) + 2),
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** Sends an xlsx as a download. */
export function sendXlsx(reply: FastifyReply, fileName: string, body: Buffer): FastifyReply {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** 'YYYY-MM-DD' → 'dd/mm/yyyy', the date form people here read. */
export function dmy(key: string | null | undefined): string {
  if (!key) return '';
  const [y, m, d] = key.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** An instant as 'dd/mm/yyyy HH:mm' in Vietnam. */
export function dmyHm(at: Date | string | null | undefined): string {
  if (!at) return '';
  const t = new Date(new Date(at).getTime() + 7 * 3_600_000).toISOString();
  return `${dmy(t.slice(0, 10))} ${t.slice(11, 16)}`;
}
