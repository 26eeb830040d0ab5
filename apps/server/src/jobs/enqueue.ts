import { sql } from 'drizzle-orm';
import { notify, type TDbOrTx } from '../db/client.ts';
import { sqlRows } from '../db/sql-rows.ts';

/** The channel an enqueue notifies on (its payload: the job's kind): every process's runner wakes. */
export const JOBS_CHANNEL = 'ffm_jobs';

export interface TEnqueueOptions {
  /** dedupe key: while a job with this key waits or runs, enqueueing again adds nothing; a finished one is revived */
  key?: string;
  /** not before this time (default now) */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Adds a job inside the caller's transaction, so it exists exactly when the caller's change commits. The
 * NOTIFY in the same transaction wakes the workers (every process on PostgreSQL, this one on PGlite) at commit.
 * Answers the job's id (the existing one when the key was already live).
 */
export async function enqueue(tx: TDbOrTx, kind: string, payload: unknown, opts: TEnqueueOptions = {}): Promise<number> {
  const runAt = opts.runAt ? opts.runAt.toISOString() : null;
  const inserted = await tx.execute(sql`
    insert into jobs (kind, key, payload, run_at, max_attempts)
    values (${kind}, ${opts.key ?? null}, ${JSON.stringify(payload)}::jsonb, coalesce(${runAt}::timestamptz, now()), ${opts.maxAttempts ?? 8})
    on conflict (key) do update
       set state = 'queued', attempts = 0, run_at = excluded.run_at, payload = excluded.payload, max_attempts = excluded.max_attempts,
           last_error = null, locked_by = null, locked_until = null, finished_at = null, updated_at = now()
     where jobs.state in ('done', 'failed')
    returning id`);
  await notify(tx, JOBS_CHANNEL, kind);
  const id = sqlRows<{ id: number }>(inserted)[0]?.id;
  if (id !== undefined) return Number(id);
  // the key's job is already waiting or running: it will do the work
  const live = await tx.execute(sql`select id from jobs where key = ${opts.key ?? null}`);
  return Number(sqlRows<{ id: number }>(live)[0]?.id);
}

/**
 * Makes the queued job with this key due now and wakes the runners: for a job that waits for another one (it
 * threw JobDeferred), called when the other one is done. A job running or finished is left alone.
 */
export async function wakeJob(db: TDbOrTx, key: string): Promise<void> {
  const rows = sqlRows<{ kind: string }>(await db.execute(sql`update jobs set run_at = now(), updated_at = now() where key = ${key} and state = 'queued' and run_at > now() returning kind`));
  if (rows[0]) await notify(db, JOBS_CHANNEL, rows[0].kind);
}
