import { once } from 'node:events';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Zip, type ZipInputFile } from 'fflate';
import { inertCellText, type TCellValue } from '@ffm/domain';

/**
 * A streaming xlsx writer: every file we hand out (templates, invalid-row files, exports) goes through it.
 * Rows are pulled from an (async) iterable and deflated into the zip as they come, so an export of 100,000 SKUs
 * holds a few hundred rows in memory, not the workbook. Cells are inline strings, numbers or booleans: no shared
 * string table to keep, and no formula can ever be written (text beginning with = + - @ also gets a leading
 * apostrophe, so it stays inert if the file is edited or saved as CSV).
 */

export interface TXlsxColumn {
  header: string;
  /** width in characters */
  width?: number;
  /** wrap text (long messages) */
  wrap?: boolean;
}

export interface TXlsxSheet {
  name: string;
  columns: TXlsxColumn[];
  rows: Iterable<readonly TCellValue[]> | AsyncIterable<readonly TCellValue[]>;
  /** rows written above the header (a title, notes); plain text, not bold */
  preface?: string[];
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// XML 1.0 forbids most control characters; a cell holding one would make the file unreadable.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

function xmlText(s: string): string {
  if (!NEEDS_ESCAPE.test(s)) return s;
  return s.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function columnName(c: number): string {
  let s = '';
  for (let n = c + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

const STYLE_HEADER = 1;
const STYLE_WRAP = 2;

function cellXml(ref: string, v: TCellValue, style: number): string {
  const s = style ? ` s="${style}"` : '';
  if (v === null || v === undefined) return style ? `<c r="${ref}"${s}/>` : '';
  if (typeof v === 'number') return Number.isFinite(v) ? `<c r="${ref}"${s}><v>${v}</v></c>` : '';
  if (typeof v === 'boolean') return `<c r="${ref}"${s} t="b"><v>${v ? 1 : 0}</v></c>`;
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlText(inertCellText(v))}</t></is></c>`;
}

const COLUMN_NAMES = Array.from({ length: 64 }, (_, c) => columnName(c));

function rowXml(r: number, values: readonly TCellValue[], styles: readonly number[]): string {
  let out = `<row r="${r}">`;
  for (let c = 0; c < values.length; c++) out += cellXml(`${COLUMN_NAMES[c] ?? columnName(c)}${r}`, values[c] ?? null, styles[c] ?? 0);
  return `${out}</row>`;
}

async function* sheetXml(sheet: TXlsxSheet): AsyncGenerator<Buffer> {
  const cols = sheet.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 16}" customWidth="1"/>`).join('');
  const preface = sheet.preface ?? [];
  const headerRow = preface.length + 1;
  let head =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<sheetViews><sheetView workbookViewId="0"><pane ySplit="${headerRow}" topLeftCell="A${headerRow + 1}" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    `<cols>${cols}</cols><sheetData>`;
  preface.forEach((text, i) => (head += rowXml(i + 1, [text], [0])));
  head += rowXml(headerRow, sheet.columns.map((c) => c.header), sheet.columns.map(() => STYLE_HEADER));
  yield Buffer.from(head, 'utf8');
  const styles = sheet.columns.map((c) => (c.wrap ? STYLE_WRAP : 0));
  let r = headerRow;
  let pending = '';
  for await (const values of sheet.rows) {
    pending += rowXml(++r, values, styles);
    if (pending.length > 256 * 1024) {
      yield Buffer.from(pending, 'utf8');
      pending = '';
    }
  }
  yield Buffer.from(`${pending}</sheetData></worksheet>`, 'utf8');
}

const STYLES_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
  '<fill><patternFill patternType="solid"><fgColor rgb="FFD9E1F2"/><bgColor indexed="64"/></patternFill></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/>' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment wrapText="1" vertical="top"/></xf></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

function sheetName(name: string, i: number): string {
  // Excel: at most 31 characters, none of : \ / ? * [ ]
  const clean = name.replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31);
  return clean || `Sheet${i + 1}`;
}

function packageParts(sheets: TXlsxSheet[]): Array<{ name: string; content: AsyncIterable<Buffer> | string }> {
  const n = sheets.length;
  const overrides = sheets
    .map((_s, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)
    .join('');
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return [
    {
      name: '[Content_Types].xml',
      content:
        `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        `${overrides}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      content:
        `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    },
    {
      name: 'xl/workbook.xml',
      content:
        `${xml}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>` +
        sheets.map((s, i) => `<sheet name="${xmlText(sheetName(s.name, i))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
        '</sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content:
        `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        sheets
          .map((_s, i) => `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
          .join('') +
        `<Relationship Id="rId${n + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    },
    { name: 'xl/styles.xml', content: STYLES_XML },
    ...sheets.map((s, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, content: sheetXml(s) })),
  ];
}

/**
 * Level 3, not zlib's default 6: the 100,000-SKU export took 3.6-4.2 s instead of 4.5-5.3 s on the 2-core machine
 * (the deflate shares the second core with PostgreSQL), for a file 16 % larger (8.9 MB instead of 7.7 MB).
 */
const DEFLATE_LEVEL = 3;

async function* deflated(source: AsyncIterable<Buffer>, onRaw: (b: Buffer) => void): AsyncGenerator<Buffer<ArrayBuffer>> {
  const deflater = zlib.createDeflateRaw({ level: DEFLATE_LEVEL });
  const feeding = (async () => {
    try {
      for await (const chunk of source) {
        onRaw(chunk);
        if (!deflater.write(chunk)) await once(deflater, 'drain');
      }
      deflater.end();
    } catch (e) {
      deflater.destroy(e instanceof Error ? e : new Error(String(e)));
    }
  })();
  // zlib hands out Buffers of their own (never shared) ArrayBuffer
  for await (const out of deflater) yield out as Buffer<ArrayBuffer>;
  await feeding;
}

async function* single(s: string): AsyncGenerator<Buffer> {
  yield Buffer.from(s, 'utf8');
}

/**
 * The workbook as a stream of zip bytes, assembled by fflate's streaming Zip (entries with data descriptors, so
 * nothing is buffered whole). Each entry's data is deflated by native zlib at DEFLATE_LEVEL and handed to fflate
 * as an already-compressed entry (method 8) with its CRC-32 and size, which fflate writes in the descriptor and the
 * central directory.
 */
export async function* xlsxChunks(sheets: TXlsxSheet[]): AsyncGenerator<Buffer> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else ready.push(chunk);
  });
  function* take(): Generator<Buffer> {
    if (failure) throw failure;
    for (const chunk of ready.splice(0)) yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
  const mtime = new Date();
  for (const part of packageParts(sheets)) {
    const entry: ZipInputFile = { filename: part.name, compression: 8, crc: 0, size: 0, mtime };
    zip.add(entry);
    let crc = 0;
    let size = 0;
    const source = typeof part.content === 'string' ? single(part.content) : part.content;
    for await (const out of deflated(source, (b) => {
      crc = zlib.crc32(b, crc);
      size += b.length;
    })) {
      entry.ondata!(null, out, false);
      yield* take();
    }
    entry.crc = crc;
    entry.size = size;
    entry.ondata!(null, new Uint8Array(0), true);
    yield* take();
  }
  zip.end();
  yield* take();
}

export function xlsxStream(sheets: TXlsxSheet[]): Readable {
  return Readable.from(xlsxChunks(sheets), { objectMode: false });
}

export async function xlsxBuffer(sheets: TXlsxSheet[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const b of xlsxChunks(sheets)) parts.push(b);
  return Buffer.concat(parts);
}
