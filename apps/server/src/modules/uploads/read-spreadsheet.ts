import * as XLSX from '@e965/xlsx';
import {
  ALLOWED_IMPORT_EXTENSIONS,
  hasAllowedExtension,
  headerIndex,
  normalizeHeader,
  stripInertPrefix,
  templateHeader,
  type TCellValue,
  type TLang,
  type TUploadColumn,
} from '@ffm/domain';
import { UPLOAD_LIMITS } from './limits.ts';
import { refuse } from './upload-errors.ts';
import { inspectXlsx, isCompoundFile, isZip } from './zip-inspect.ts';

export interface TSheetRow {
  /** the row number as the spreadsheet shows it (1-based) */
  rowNo: number;
  /** cells of the template's columns, keyed by column key; never by the file's header text */
  cells: Map<string, TCellValue>;
}

export interface TSheetRead {
  headerRowNo: number;
  rows: TSheetRow[];
}

export interface TReadOptions {
  columns: readonly TUploadColumn[];
  /** data rows allowed */
  maxRows: number;
  lang: TLang;
}

/** Header names that would be dangerous as object keys elsewhere; we refuse them outright. */
const RESERVED_HEADERS = new Set(['__proto__', 'constructor', 'prototype', '__definegetter__', '__definesetter__', '__lookupgetter__', '__lookupsetter__', 'hasownproperty', 'tostring', 'valueof']);

function columnName(c: number): string {
  let s = '';
  for (let n = c + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function cellValue(cell: XLSX.CellObject | undefined, rowNo: number, col: number): TCellValue {
  if (!cell) return null;
  // Formulas are refused, never evaluated and their cached values never trusted (README: "Formulas").
  if (cell.f !== undefined || cell.F !== undefined) refuse({ reason: 'formula', cell: `${columnName(col)}${rowNo}` });
  const v = cell.v;
  switch (cell.t) {
    case 's':
      return typeof v === 'string' ? stripInertPrefix(v) : v === undefined ? null : String(v);
    case 'n':
      return typeof v === 'number' && Number.isFinite(v) ? v : null;
    case 'b':
      return typeof v === 'boolean' ? v : null;
    case 'd':
      return v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'string' ? v : null;
    case 'e':
      return cell.w ?? '#ERROR';
    default:
      return null;
  }
}

function isBlankCell(v: TCellValue): boolean {
  return v === null || (typeof v === 'string' && v.trim() === '');
}

function parseWorkbook(buf: Buffer, sheetRows: number, formulas: boolean): XLSX.WorkBook {
  try {
    return XLSX.read(buf, {
      type: 'buffer',
      dense: true,
      sheets: 0,
      sheetRows,
      // keeping formulas costs parse time: only when the sheet has some (xls: always)
      cellFormula: formulas,
      cellHTML: false,
      cellText: false,
      cellNF: false,
      cellStyles: false,
      cellDates: false,
      bookVBA: false,
      WTF: false,
    });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (/password|encrypt/i.test(message)) refuse({ reason: 'encrypted' });
    return refuse({ reason: 'unreadable' });
  }
}

/** Rows in the sheet's full range (`!fullref` when sheetRows cut it). */
function rangeRows(sheet: XLSX.WorkSheet): number {
  const ref = (sheet['!fullref'] as string | undefined) ?? sheet['!ref'];
  if (typeof ref !== 'string') return 0;
  try {
    return XLSX.utils.decode_range(ref).e.r + 1;
  } catch {
    return 0;
  }
}

/**
 * Reads the first sheet of an upload defensively: type by extension and magic bytes, then (xlsx) the zip
 * checks of zip-inspect, then a capped parse; finds the header row by the template's column names (vi, en or
 * the field key, any case and accents) among the first rows, and returns the data rows as Maps keyed by column
 * key. Throws UploadRefused with the reason; never anything a caller has to turn into HTTP 500.
 */
export async function readSpreadsheet(buf: Buffer, fileName: string, opts: TReadOptions): Promise<TSheetRead> {
  if (!hasAllowedExtension(fileName, ALLOWED_IMPORT_EXTENSIONS)) refuse({ reason: 'wrong-type' });
  const maxSheetRows = opts.maxRows + UPLOAD_LIMITS.headerSearchRows + UPLOAD_LIMITS.rowSlack;
  let formulas = true;
  let toParse = buf;
  if (isZip(buf)) {
    ({ hasFormulas: formulas, stored: toParse } = await inspectXlsx(buf, {
      maxEntries: UPLOAD_LIMITS.maxZipEntries,
      maxUncompressedBytes: UPLOAD_LIMITS.maxUncompressedBytes,
      maxSheetRows,
      maxDataRows: opts.maxRows,
      maxSheetCells: maxSheetRows * UPLOAD_LIMITS.cellsPerRow,
    }));
  } else if (!isCompoundFile(buf)) {
    refuse({ reason: 'wrong-type' });
  }

  const wb = parseWorkbook(toParse, maxSheetRows + 1, formulas);
  const sheetName = wb.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : wb.Sheets[sheetName];
  if (!sheet) return refuse({ reason: 'no-rows' });
  if (rangeRows(sheet) > maxSheetRows) refuse({ reason: 'too-many-rows', maxRows: opts.maxRows });
  const data: Array<XLSX.CellObject[] | undefined> = (sheet['!data'] as XLSX.CellObject[][] | undefined) ?? [];

  // The header row: among the first rows, the one naming the most template columns.
  const index = headerIndex(opts.columns);
  let headerAt = -1;
  let best = 0;
  for (let r = 0; r < Math.min(data.length, UPLOAD_LIMITS.headerSearchRows); r++) {
    const row = data[r];
    if (!row) continue;
    let hits = 0;
    for (let c = 0; c < row.length; c++) {
      const cell = row[c];
      if (cell && typeof cell.v === 'string' && index.has(normalizeHeader(cell.v))) hits++;
    }
    if (hits > best) {
      best = hits;
      headerAt = r;
    }
  }
  if (headerAt < 0) refuse({ reason: 'no-header' });

  const headerRow = data[headerAt] ?? [];
  const keyAt = new Map<number, string>();
  const seen = new Set<string>();
  for (let c = 0; c < headerRow.length; c++) {
    const value = cellValue(headerRow[c], headerAt + 1, c);
    if (typeof value !== 'string') continue;
    const name = value.trim();
    if (RESERVED_HEADERS.has(name.toLowerCase())) refuse({ reason: 'reserved-header', header: name.slice(0, 50) });
    const key = index.get(normalizeHeader(name));
    if (key === undefined) continue; // a column of the person's own (STT, our error column): ignored
    const column = opts.columns.find((col) => col.key === key);
    if (seen.has(key)) refuse({ reason: 'duplicate-column', column: column ? templateHeader(column, opts.lang) : key });
    seen.add(key);
    keyAt.set(c, key);
  }
  const missing = opts.columns.filter((c) => c.required && !seen.has(c.key)).map((c) => c.label[opts.lang]);
  if (missing.length > 0) refuse({ reason: 'missing-columns', columns: missing });

  const rows: TSheetRow[] = [];
  const wanted = [...keyAt.entries()];
  for (let r = headerAt + 1; r < data.length; r++) {
    const row = data[r];
    if (!row) continue;
    const rowNo = r + 1;
    const cells = new Map<string, TCellValue>();
    let blank = true;
    for (const [c, key] of wanted) {
      const v = cellValue(row[c], rowNo, c);
      cells.set(key, v);
      if (!isBlankCell(v)) blank = false;
    }
    if (blank) continue;
    rows.push({ rowNo, cells });
    if (rows.length > opts.maxRows) refuse({ reason: 'too-many-rows', maxRows: opts.maxRows });
  }
  if (rows.length === 0) refuse({ reason: 'no-rows' });
  return { headerRowNo: headerAt + 1, rows };
}
