import type { TCellValue, TLabel, TLang, TPermissionCode, TUploadColumn } from '@ffm/domain';
import type { TDbOrTx, TTx } from '../../db/client.ts';
import type { TXlsxSheet } from '../../lib/xlsx-writer.ts';

/** Who a file belongs to and who acts on it. */
export interface TUploadScope {
  clientId: number;
  userId: number | null;
  lang: TLang;
}

export type TRowCells = ReadonlyMap<string, TCellValue>;
export type TRowOutcome = { ok: true; ref: string } | { ok: false; error: string };
export type TRowParser<T> = (cells: TRowCells, rowNo: number) => { ok: true; value: T } | { ok: false; errors: string[] };

/**
 * One kind of upload (SKU, size/weight, inbound, outbound): everything the shared pipeline needs to know about
 * it. The pipeline does the rest: reading the file safely, storing rows, review pages, the invalid-rows file,
 * and the resumable confirm job.
 *
 * Members use method syntax on purpose: the registry holds kinds of different row types.
 */
export interface TUploadKind<T> {
  name: string;
  /** what client staff need (owners have everything; provider staff act for a chosen client) */
  permission: TPermissionCode;
  /** data rows allowed in one file */
  maxRows: number;
  columns: readonly TUploadColumn[];
  /** download name of the template, without extension */
  templateName: TLabel;
  /** per file: load what rows are checked against (units, warehouses...) and return the row parser */
  prepare(db: TDbOrTx, scope: TUploadScope): Promise<TRowParser<T>>;
  /** checks across rows of the file (duplicates), on all rows' cells: row number → messages */
  crossRowChecks(rows: ReadonlyArray<{ rowNo: number; cells: TRowCells }>, lang: TLang): Map<number, string[]>;
  /** checks against the database for all valid rows at once (one query per check, never one per row) */
  checkDatabase(db: TDbOrTx, scope: TUploadScope, rows: ReadonlyArray<{ rowNo: number; value: T }>): Promise<Map<number, string[]>>;
  /** the stored row value back as T (it went through JSON); throws when it is not one */
  fromStored(data: unknown): T;
  /**
   * Creates the rows' entities inside `tx` (the pipeline's transaction, which also writes the rows' statuses):
   * one multi-row statement where possible. A row that cannot be made gets `{ ok: false, error }`; an exception
   * makes the pipeline retry the batch row by row, to isolate the row at fault.
   */
  commitBatch(tx: TTx, scope: TUploadScope & { fileId: number }, rows: ReadonlyArray<{ rowNo: number; value: T }>): Promise<Map<number, TRowOutcome>>;
  /**
   * When not one row of a file is valid (after the row rules, the checks across rows and against the database),
   * the upload answers this catalogue code (outbound: 50005 'outbound file wrong data') instead of a review with
   * nothing to confirm. The rows are still stored with their messages, so the review and the invalid-rows file
   * show why; the file is `failed` in the history. Without it, such a file is reviewed like any other.
   */
  noValidRowCode?: number;
  /** extra template sheets (reference lists: categories, units) */
  templateSheets?(db: TDbOrTx, lang: TLang): Promise<TXlsxSheet[]>;
}

/** Declares a kind (typed by its row value); it is put to use by being listed in modules/registry.ts. */
export function defineUploadKind<T>(kind: TUploadKind<T>): TUploadKind<T> {
  return kind;
}

// Kinds are definitions without state, shared by every app in the process: the list of modules/registry.ts.
const kinds = new Map<string, TUploadKind<unknown>>();

/** Called by buildApp with the explicit list of every area's kinds. */
export function registerUploadKinds(list: ReadonlyArray<TUploadKind<unknown>>): void {
  for (const k of list) kinds.set(k.name, k);
}

export function getUploadKind(name: string): TUploadKind<unknown> | undefined {
  return kinds.get(name);
}
