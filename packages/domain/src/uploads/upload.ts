import type { TLabel } from '../common/labels.ts';
import { foldText } from '../common/limits.ts';

/** The bulk upload pipeline's limits (DESIGN §6), shared so that the web can say them before a file is picked. */
export const UPLOAD_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const SKU_UPLOAD_MAX_ROWS = 10_000;
export const UPLOAD_PAGE_SIZE_MAX = 200;

/** An uploaded file's life: validating → validated → confirming → done; failed when the file is refused. */
export const UPLOAD_FILE_STATUSES = ['validating', 'validated', 'confirming', 'done', 'failed'] as const;
export type TUploadFileStatus = (typeof UPLOAD_FILE_STATUSES)[number];

/** A row is valid or invalid after validation; a confirmed valid row becomes created or failed. */
export const UPLOAD_ROW_STATUSES = ['valid', 'invalid', 'created', 'failed'] as const;
export type TUploadRowStatus = (typeof UPLOAD_ROW_STATUSES)[number];

/** A cell as the pipeline reads it: formulas are refused, dates stay Excel serial numbers or text. */
export type TCellValue = string | number | boolean | null;

/** One column of an upload template. */
export interface TUploadColumn {
  /** the field the column fills; never taken from the file */
  key: string;
  /** the header the template writes (vi) and its English name; both are accepted on upload */
  label: TLabel;
  /** more header names accepted on upload (e.g. the field name itself) */
  aliases?: readonly string[];
  required: boolean;
  /** the template's example row */
  example: TCellValue;
  /** column width in the template, in characters */
  width?: number;
}

/**
 * A header as it is compared: accents, case, spaces, punctuation and the '*' of required columns removed, so
 * 'Khối lượng cả bì (g)*', 'khoi luong ca bi (g)' and 'KHỐI LƯỢNG CẢ BÌ(G)' are the same column.
 */
export function normalizeHeader(s: string): string {
  return foldText(s).replace(/[^a-z0-9]/g, '');
}

/** Header text → column key, for every accepted name of every column. */
export function headerIndex(columns: readonly TUploadColumn[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const c of columns) {
    for (const name of [c.label.vi, c.label.en, c.key, ...(c.aliases ?? [])]) {
      const n = normalizeHeader(name);
      if (n !== '' && !index.has(n)) index.set(n, c.key);
    }
  }
  return index;
}

/** The template's header text of a column: the vi name, '*' for a required one. */
export function templateHeader(column: TUploadColumn, lang: 'vi' | 'en' = 'vi'): string {
  return `${column.label[lang]}${column.required ? '*' : ''}`;
}

const YES = new Set(['co', 'c', 'yes', 'y', 'true', '1', 'x']);
const NO = new Set(['khong', 'k', 'no', 'n', 'false', '0']);
const yesNoSeen = new Map<string, boolean | null>();

/** 'Có'/'Không', Yes/No, Y/N, TRUE/FALSE, 1/0 or x; blank is false; anything else null (invalid). */
export function parseYesNo(v: TCellValue | undefined): boolean | null {
  if (v === null || v === undefined) return false;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v === 1 ? true : v === 0 ? false : null;
  let answer = yesNoSeen.get(v);
  if (answer === undefined) {
    const s = foldText(v);
    answer = s === '' ? false : YES.has(s) ? true : NO.has(s) ? false : null;
    // a file repeats a few spellings ('Có', 'Không'): remember them, within a bound
    if (yesNoSeen.size < 1000) yesNoSeen.set(v, answer);
  }
  return answer;
}


/** The text a cell shows, trimmed; '' for a blank cell. */
export function cellText(v: TCellValue | undefined): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  return String(v);
}

/**
 * Rows whose key repeats an earlier row's key in the same file: row number → the first row with that key.
 * Keys are compared exactly, as the database's unique indexes compare them.
 */
export function findDuplicateRows(rows: ReadonlyArray<{ rowNo: number; key: string | undefined }>): Map<number, number> {
  const first = new Map<string, number>();
  const dup = new Map<number, number>();
  for (const r of rows) {
    if (r.key === undefined || r.key === '') continue;
    const seen = first.get(r.key);
    if (seen === undefined) first.set(r.key, r.rowNo);
    else dup.set(r.rowNo, seen);
  }
  return dup;
}

/**
 * Text that a spreadsheet program would run as a formula when the cell is edited or the file is saved as CSV:
 * it begins with =, +, -, @, a tab or a carriage return (OWASP "CSV injection").
 */
export function isFormulaLike(s: string): boolean {
  return /^[=+\-@\t\r]/.test(s);
}

/** Exported text made inert: a leading apostrophe, which spreadsheets show as text and never evaluate. */
export function inertCellText(s: string): string {
  return isFormulaLike(s) ? `'${s}` : s;
}

/** The reverse on upload: a file we exported (or a person's quote-prefixed text) comes back as it was. */
export function stripInertPrefix(s: string): string {
  return s.length > 1 && s[0] === "'" && isFormulaLike(s.slice(1)) ? s.slice(1) : s;
}
