import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { messageFor, noValidRowMessage, type TCellValue, type TUploadAccepted } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { DomainError, messageOfError } from '../../lib/errors.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import type { TUploadKind, TUploadScope } from './registry.ts';
import { uploadFiles } from './schema.ts';
import { UploadRefused } from './upload-errors.ts';

const INSERT_CHUNK = 2000;

/** The cells as JSON by our column keys: safe as object keys, whatever the file's headers said. */
function rawJson(cells: ReadonlyMap<string, TCellValue>): string {
  const raw: Record<string, TCellValue> = {};
  for (const [k, v] of cells) raw[k] = v;
  return JSON.stringify(raw);
}

export interface TValidatedRow {
  rowNo: number;
  /** the cells by column key (stored as the row's `raw`) */
  cells: ReadonlyMap<string, TCellValue>;
  data: unknown;
  errors: string[];
}

/**
 * Reads and validates a file's rows without storing anything: the parse, the kind's row rules, its checks
 * across rows and its checks against the database (one query each for all rows). The bench measures this.
 */
export async function validateUploadRows<T>(db: TDb, kind: TUploadKind<T>, scope: TUploadScope, fileName: string, buf: Buffer): Promise<TValidatedRow[]> {
  let sheet: Awaited<ReturnType<typeof readSpreadsheet>>;
  try {
    sheet = await readSpreadsheet(buf, fileName, { columns: kind.columns, maxRows: kind.maxRows, lang: scope.lang });
  } catch (e) {
    // whatever a hostile file makes the reader throw is a refusal, not a server error
    if (e instanceof UploadRefused) throw e;
    throw new UploadRefused({ reason: 'unreadable' });
  }
  const parseRow = await kind.prepare(db, scope);
  const out: TValidatedRow[] = [];
  const good: Array<{ rowNo: number; value: T }> = [];
  const at = new Map<number, TValidatedRow>();
  for (const r of sheet.rows) {
    const parsed = parseRow(r.cells, r.rowNo);
    const row: TValidatedRow = { rowNo: r.rowNo, cells: r.cells, data: parsed.ok ? parsed.value : null, errors: parsed.ok ? [] : parsed.errors };
    out.push(row);
    at.set(r.rowNo, row);
  }
  for (const [rowNo, messages] of kind.crossRowChecks(sheet.rows, scope.lang)) at.get(rowNo)?.errors.push(...messages);
  for (const row of out) if (row.errors.length === 0) good.push({ rowNo: row.rowNo, value: row.data as T });
  if (good.length > 0) {
    for (const [rowNo, messages] of await kind.checkDatabase(db, scope, good)) at.get(rowNo)?.errors.push(...messages);
  }
  for (const row of out) if (row.errors.length > 0) row.data = null;
  return out;
}

/** The kind's refusal of a file none of whose rows is valid (TUploadKind.noValidRowCode), or null. */
function refusalOf<T>(kind: TUploadKind<T>, total: number, valid: number): DomainError | null {
  const code = kind.noValidRowCode;
  if (code === undefined || total === 0 || valid > 0) return null;
  return new DomainError(code, { localize: (lang) => noValidRowMessage(messageFor(code, lang), total, lang) });
}


/**
 * Upload: the file is recorded (validating), read and validated, and its rows stored with their messages in one
 * transaction (validated). A refused file is kept in the history as failed, with the reason; the caller gets the
 * refusal as a 5000x error in the user's language.
 */
export async function acceptUpload<T>(db: TDb, kind: TUploadKind<T>, scope: TUploadScope, file: { fileName: string; buffer: Buffer }): Promise<TUploadAccepted> {
  const fileName = file.fileName.replace(/[\\/]/g, '_').slice(0, 255) || 'upload.xlsx';
  const [rec] = await db
    .insert(uploadFiles)
    .values({
      clientId: scope.clientId,
      kind: kind.name,
      fileName,
      sizeBytes: file.buffer.length,
      sha256: createHash('sha256').update(file.buffer).digest('hex'),
      uploadedBy: scope.userId,
      lang: scope.lang,
      status: 'validating',
    })
    .returning({ id: uploadFiles.id });
  const fileId = rec!.id;
  let rows: TValidatedRow[];
  try {
    rows = await validateUploadRows(db, kind, scope, fileName, file.buffer);
  } catch (e) {
    const err = e instanceof DomainError ? e : null;
    await db
      .update(uploadFiles)
      .set({ status: 'failed', errorCode: err?.code ?? 50008, errorMessage: err ? messageOfError(err, scope.lang) : null, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(uploadFiles.id, fileId));
    if (err) throw err;
    throw e;
  }
  const valid = rows.filter((r) => r.errors.length === 0).length;
  await db.transaction(async (tx) => {
    // rows as arrays through unnest: one parameter per column, whatever the chunk's size
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const chunk = rows.slice(i, i + INSERT_CHUNK);
      await tx.execute(sql`
        insert into upload_rows (file_id, row_no, raw, data, errors, status)
        select ${fileId}::int, v.row_no, v.raw::jsonb, v.data::jsonb, v.errors::jsonb, v.status
          from unnest(${sql.param(chunk.map((r) => r.rowNo))}::int[], ${sql.param(chunk.map((r) => rawJson(r.cells)))}::text[],
                      ${sql.param(chunk.map((r) => (r.errors.length === 0 ? JSON.stringify(r.data) : null)))}::text[],
                      ${sql.param(chunk.map((r) => JSON.stringify(r.errors)))}::text[],
                      ${sql.param(chunk.map((r) => (r.errors.length === 0 ? 'valid' : 'invalid')))}::text[])
               as v(row_no, raw, data, errors, status)`);
    }
    const refused = refusalOf(kind, rows.length, valid);
    await tx
      .update(uploadFiles)
      .set({
        status: refused ? 'failed' : 'validated',
        totalRows: rows.length,
        validRows: valid,
        invalidRows: rows.length - valid,
        validatedAt: sql`now()`,
        updatedAt: sql`now()`,
        ...(refused ? { errorCode: refused.code, errorMessage: messageOfError(refused, scope.lang), finishedAt: sql`now()` } : {}),
      })
      .where(eq(uploadFiles.id, fileId));
  });
  const accepted = { fileId, total: rows.length, valid, invalid: rows.length - valid };
  const refused = refusalOf(kind, rows.length, valid);
  // the figures go with the refusal: the review lists each row's messages, nothing to confirm
  if (refused) throw new DomainError(refused.code, { localize: refused.localize, data: accepted });
  return accepted;
}
