import { and, asc, eq, sql } from 'drizzle-orm';
import { messageFor, type TLang } from '@ffm/domain';
import type { TDb, TTx } from '../../db/client.ts';
import type { TJobLog } from '../../jobs/define-job.ts';
import { CONFIRM_BATCH_SIZE } from './limits.ts';
import { getUploadKind, type TRowOutcome, type TUploadKind, type TUploadScope } from './registry.ts';
import { uploadFiles, uploadRows } from './schema.ts';

/**
 * The confirm job: commits a file's valid rows in batches. Each batch is one transaction that
 * 1. takes up to N rows still 'valid' with `FOR UPDATE SKIP LOCKED` (two workers never take the same rows),
 * 2. creates their entities (the kind's multi-row commit),
 * 3. writes every row's status and result in one UPDATE, and adds to the file's counters.
 * A row is therefore created and marked in the same commit, or neither: confirming twice, two confirms at once,
 * or a crash and a restart each end with every valid row created exactly once. The last worker to find no row
 * left marks the file done. It runs as the `upload.confirm` job (upload-confirm-job.ts), never from a request.
 */

const SILENT: TJobLog = { error: () => {}, info: () => {} };

export interface TConfirmRunOptions {
  batchSize?: number;
  /** wait between batches (lets a test stop a worker mid-way) */
  pauseMs?: number;
  /** runs inside each batch's transaction before it commits; throwing aborts the batch and stops the job */
  onBatch?: (info: { fileId: number; batchNo: number; rows: number }) => void | Promise<void>;
  shouldStop?: () => boolean;
  log?: TJobLog;
}

let defaults: Pick<TConfirmRunOptions, 'batchSize' | 'pauseMs'> = {};

/** Process-wide defaults (a test worker sets small batches and a pause). */
export function configureConfirmJobs(opts: Pick<TConfirmRunOptions, 'batchSize' | 'pauseMs'>): void {
  defaults = { ...opts };
}

class BatchAborted extends Error {}

type TOutcomeRow = { rowNo: number; outcome: TRowOutcome };

async function commitRows<T>(tx: TTx, kind: TUploadKind<T>, scope: TUploadScope & { fileId: number }, rows: Array<{ rowNo: number; data: unknown }>, lang: TLang, log: TJobLog): Promise<TOutcomeRow[]> {
  const out: TOutcomeRow[] = [];
  const typed: Array<{ rowNo: number; value: T }> = [];
  for (const r of rows) {
    try {
      typed.push({ rowNo: r.rowNo, value: kind.fromStored(r.data) });
    } catch {
      out.push({ rowNo: r.rowNo, outcome: { ok: false, error: messageFor(50002, lang) } });
    }
  }
  if (typed.length === 0) return out;
  let results: Map<number, TRowOutcome>;
  try {
    // a savepoint: if the multi-row commit fails, the batch's transaction stays usable
    results = await tx.transaction((sp) => kind.commitBatch(sp, scope, typed));
  } catch (e) {
    log.error({ err: e, fileId: scope.fileId }, 'upload batch failed; retrying row by row');
    results = new Map();
    for (const row of typed) {
      try {
        const one = await tx.transaction((sp) => kind.commitBatch(sp, scope, [row]));
        results.set(row.rowNo, one.get(row.rowNo) ?? { ok: false, error: messageFor(50002, lang) });
      } catch (rowError) {
        log.error({ err: rowError, fileId: scope.fileId, rowNo: row.rowNo }, 'upload row failed');
        results.set(row.rowNo, { ok: false, error: messageFor(50002, lang) });
      }
    }
  }
  for (const row of typed) out.push({ rowNo: row.rowNo, outcome: results.get(row.rowNo) ?? { ok: false, error: messageFor(50002, lang) } });
  return out;
}

async function writeOutcomes(tx: TTx, fileId: number, outcomes: TOutcomeRow[]): Promise<void> {
  if (outcomes.length === 0) return;
  // one UPDATE for the whole batch, its values as arrays (one parameter each)
  const rowNos = outcomes.map((o) => o.rowNo);
  const statuses = outcomes.map((o) => (o.outcome.ok ? 'created' : 'failed'));
  const refs = outcomes.map((o) => (o.outcome.ok ? o.outcome.ref : null));
  const errors = outcomes.map((o) => JSON.stringify(o.outcome.ok ? [] : [o.outcome.error]));
  await tx.execute(sql`
    update upload_rows as r
       set status = v.status, result_ref = v.ref, errors = v.errors::jsonb, updated_at = now()
      from unnest(${sql.param(rowNos)}::int[], ${sql.param(statuses)}::text[], ${sql.param(refs)}::text[], ${sql.param(errors)}::text[])
           as v(row_no, status, ref, errors)
     where r.file_id = ${fileId} and r.row_no = v.row_no and r.status = 'valid'`);
}

/** Marks the file done when no valid row is left (the last worker to finish does it). */
async function finalize(db: TDb, fileId: number): Promise<void> {
  await db.execute(sql`
    update upload_files set status = 'done', finished_at = now(), updated_at = now()
     where id = ${fileId} and status = 'confirming'
       and not exists (select 1 from upload_rows where file_id = ${fileId} and status = 'valid')`);
}

/** Runs (or continues) a file's confirm job to the end, unless stopped. Safe to run in several workers at once. */
export async function runConfirmJob(db: TDb, fileId: number, opts: TConfirmRunOptions = {}): Promise<void> {
  const log = opts.log ?? SILENT;
  const batchSize = opts.batchSize ?? defaults.batchSize ?? CONFIRM_BATCH_SIZE;
  const pauseMs = opts.pauseMs ?? defaults.pauseMs ?? 0;
  const [file] = await db.select().from(uploadFiles).where(eq(uploadFiles.id, fileId)).limit(1);
  if (!file || file.status !== 'confirming') return;
  const kind = getUploadKind(file.kind);
  if (!kind) {
    log.error({ fileId, kind: file.kind }, 'no upload kind registered; the file stays confirming');
    return;
  }
  const lang = file.lang;
  const scope = { clientId: file.clientId, userId: file.confirmedBy ?? file.uploadedBy, lang, fileId };
  for (let batchNo = 0; !(opts.shouldStop?.() ?? false); batchNo++) {
    const n = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ rowNo: uploadRows.rowNo, data: uploadRows.data })
        .from(uploadRows)
        .where(and(eq(uploadRows.fileId, fileId), eq(uploadRows.status, 'valid')))
        .orderBy(asc(uploadRows.rowNo))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const outcomes = await commitRows(tx, kind, scope, rows, lang, log);
      await writeOutcomes(tx, fileId, outcomes);
      const created = outcomes.filter((o) => o.outcome.ok).length;
      await tx
        .update(uploadFiles)
        .set({ createdRows: sql`${uploadFiles.createdRows} + ${created}`, failedRows: sql`${uploadFiles.failedRows} + ${outcomes.length - created}`, updatedAt: sql`now()` })
        .where(eq(uploadFiles.id, fileId));
      if (opts.onBatch) {
        try {
          await opts.onBatch({ fileId, batchNo, rows: rows.length });
        } catch (e) {
          throw new BatchAborted(e instanceof Error ? e.message : String(e));
        }
      }
      return rows.length;
    });
    if (n === 0) break;
    if (pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
  }
  await finalize(db, fileId);
}
