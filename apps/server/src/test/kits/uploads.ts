import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import type { TCellValue } from '@ffm/domain';

/** Builders of upload files, good and hostile, for tests and the bench. */

/** A multipart/form-data body with one file in `file` and text fields, for `app.inject`. */
export function multipart(
  file: Buffer | null,
  fileName: string,
  fields: Record<string, string> = {},
  fieldsAfter: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ffm${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(file, Buffer.from('\r\n'));
  }
  for (const [k, v] of Object.entries(fieldsAfter)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A workbook written by SheetJS (shared strings, as Excel writes them) from rows of cells. */
export function sheetFile(rows: TCellValue[][], opts: { bookType?: 'xlsx' | 'biff8'; sheetName?: string; edit?: (ws: XLSX.WorkSheet) => void } = {}): Buffer {
  const ws = XLSX.utils.aoa_to_sheet(rows);
  opts.edit?.(ws);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, opts.sheetName ?? 'Data');
  return XLSX.write(wb, { type: 'buffer', bookType: opts.bookType ?? 'xlsx', compression: true, bookSST: true }) as Buffer;
}

/** Reads a workbook back as rows of values (first sheet unless named). */
export function readBack(buf: Buffer, sheet?: string): unknown[][] {
  const wb = XLSX.read(buf, { type: 'buffer' });
  const name = sheet ?? wb.SheetNames[0]!;
  return XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[name]!, { header: 1, defval: null });
}

export function sheetNames(buf: Buffer): string[] {
  return XLSX.read(buf, { type: 'buffer', bookSheets: true }).SheetNames;
}

/** Formula cells as the reader sees them: does any cell of the first sheet carry a formula? */
export function hasFormula(buf: Buffer): boolean {
  const wb = XLSX.read(buf, { type: 'buffer', cellFormula: true });
  const ws = wb.Sheets[wb.SheetNames[0]!]!;
  return Object.keys(ws).some((k) => !k.startsWith('!') && (ws[k] as XLSX.CellObject).f !== undefined);
}

/** name -> CRC-32 as a zip's central directory records it (for tests that check what a writer put there). */
export function zipCentralCrcs(zip: Buffer): Map<string, number> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  const crcs = new Map<string, number>();
  let p = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error(`no central directory entry at ${p}`);
    const nameLen = zip.readUInt16LE(p + 28);
    crcs.set(zip.toString('utf8', p + 46, p + 46 + nameLen), zip.readUInt32LE(p + 16));
    p += 46 + nameLen + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return crcs;
}

interface TRawEntry {
  name: string;
  /** deflated bytes */
  data: Buffer;
  size: number;
  /** what the zip's directory claims the size is (a lie, for a bomb that hides) */
  declaredSize?: number;
}

/** A zip from deflated entries, CRC left at 0 (the reader under test never gets far enough to care). */
export function zipOf(entries: TRawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const size = e.declaredSize ?? e.size;
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(8, 8);
    h.writeUInt32LE(e.data.length, 18);
    h.writeUInt32LE(size, 22);
    h.writeUInt16LE(name.length, 26);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(8, 10);
    c.writeUInt32LE(e.data.length, 20);
    c.writeUInt32LE(size, 24);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE(offset, 42);
    locals.push(h, name, e.data);
    central.push(c, name);
    offset += 30 + name.length + e.data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

function entry(name: string, xml: string): TRawEntry {
  const raw = Buffer.from(xml);
  return { name, data: zlib.deflateRawSync(raw), size: raw.length };
}

/** Deflates chunks as they are made (one deflate stream), so a file that inflates to hundreds of MB is built in little memory. */
async function deflateChunks(chunks: Iterable<Buffer>): Promise<{ data: Buffer; size: number }> {
  const z = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  z.on('data', (b: Buffer) => out.push(b));
  const ended = new Promise<void>((resolve, reject) => {
    z.on('end', resolve);
    z.on('error', reject);
  });
  let size = 0;
  for (const chunk of chunks) {
    size += chunk.length;
    if (!z.write(chunk)) await new Promise((r) => z.once('drain', r));
  }
  z.end();
  await ended;
  return { data: Buffer.concat(out), size };
}

const WB_PARTS = (sheetXml: TRawEntry): TRawEntry[] => [
  entry(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  ),
  entry('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'),
  entry(
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ),
  entry(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  ),
  sheetXml,
];

const SHEET_OPEN = '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

/**
 * A zip bomb: a tiny xlsx whose sheet inflates to `inflatedMb` MB of repeated XML. `lie` makes the zip's
 * directory claim the sheet is 1 KB, so only inflating it can tell.
 */
export async function zipBomb(inflatedMb: number, lie = false): Promise<Buffer> {
  const row = '<row><c t="inlineStr"><is><t>AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA</t></is></c></row>';
  const mb = Buffer.from(row.repeat(Math.ceil((1024 * 1024) / row.length)));
  function* chunks(): Generator<Buffer> {
    yield Buffer.from(`${SHEET_OPEN}<sheetData>`);
    for (let i = 0; i < inflatedMb; i++) yield mb;
    yield Buffer.from('</sheetData></worksheet>');
  }
  const { data, size } = await deflateChunks(chunks());
  return zipOf(WB_PARTS({ name: 'xl/worksheets/sheet1.xml', data, size, declaredSize: lie ? 1024 : size }));
}

/**
 * A sheet of `rows` rows; with `claim`, its dimension says A1:B<claim> whatever it holds. Rows leave out their
 * (optional) r attribute, so a million of them compress to a few KB, as an attacker would make them.
 */
export async function manyRows(rows: number, claim?: number): Promise<Buffer> {
  function* chunks(): Generator<Buffer> {
    yield Buffer.from(`${SHEET_OPEN}${claim ? `<dimension ref="A1:B${claim}"/>` : ''}<sheetData>`);
    const step = 20_000;
    const block = Buffer.from('<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(step));
    for (let start = 0; start < rows; start += step) yield start + step <= rows ? block : block.subarray(0, (block.length / step) * (rows - start));
    yield Buffer.from('</sheetData></worksheet>');
  }
  const { data, size } = await deflateChunks(chunks());
  return zipOf(WB_PARTS({ name: 'xl/worksheets/sheet1.xml', data, size }));
}

/** The 8-byte PNG signature and a header chunk: an image, whatever its name says. */
export function pngBytes(): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'), randomBytes(64)]);
}
