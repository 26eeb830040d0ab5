import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { TDatabase, TDb } from '../db/client.ts';
import { sqlRows } from '../db/sql-rows.ts';
import { backoffDelay, JobDeferred, type TJobHandler, type TJobLog } from './define-job.ts';
import type { TListen } from '../db/client.ts';
import { JOBS_CHANNEL } from './enqueue.ts';

export interface TJobRunnerOptions {
  /** how this worker signs its leases (default host:pid:random) */
  workerId?: string;
  /** a claimed job is this worker's for this long, renewed every third of it while it runs (default 30 s) */
  leaseMs?: number;
  /** the longest a due job waits when no notification came (default 1 s) */
  pollMs?: number;
  /** jobs run at once by this worker (default 2) */
  concurrency?: number;
  /** how to hear of enqueues in any process on the database (TDatabase.listen); without it, the poll alone */
  listen?: TListen;
  log?: TJobLog;
}

const SILENT: TJobLog = { error: () => {}, info: () => {} };
const DEFAULT_BACKOFF_MS = 1_000;
const DEFAULT_MAX_BACKOFF_MS = 10 * 60_000;

interface TClaimed {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** A job's run was cut short by the runner (stop, or its lease taken by another worker): not a failure. */
export class JobInterrupted extends Error {}

/**
 * Runs the jobs of the `jobs` table (docs/jobs.md). Claims due jobs with `FOR UPDATE SKIP LOCKED` (two workers
 * never claim the same job), holds each under a lease it renews, and records the outcome: done, or a retry
 * after an exponential backoff, or failed once the attempts are spent. A job whose worker died (its lease ran
 * out) is claimed again by any worker. Wakes on NOTIFY, on a timer (`pollMs`), and when a retry falls due.
 */
export class JobRunner {
  readonly workerId: string;
  private readonly handlers: Map<string, TJobHandler<unknown>>;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly log: TJobLog;
  private readonly running = new Map<number, { done: Promise<void>; abort: AbortController }>();
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;
  private unlisten: (() => Promise<void>) | null = null;
  private started = false;
  private stopping = false;
  private claiming: Promise<void> | null = null;
  private claimAgain = false;

  constructor(
    private readonly db: TDb,
    private readonly dbKind: TDatabase['kind'],
    handlers: ReadonlyArray<TJobHandler<unknown>>,
    private readonly opts: TJobRunnerOptions = {},
  ) {
    this.handlers = new Map(handlers.map((h) => [h.kind, h]));
    this.workerId = opts.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.leaseMs = opts.leaseMs ?? 30_000;
    this.pollMs = opts.pollMs ?? 1_000;
    this.concurrency = opts.concurrency ?? 2;
    this.log = opts.log ?? SILENT;
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    // PGlite's data directory belongs to one process: a job left running there was run by a process now gone
    if (this.dbKind === 'pglite') {
      await this.db.execute(sql`update jobs set locked_until = now() where state = 'running'`);
    }
    await this.ensureListening();
    this.wake();
  }

  /** Looks for due jobs now (after an enqueue in this process, or a NOTIFY). */
  wake(): void {
    if (!this.started || this.stopping) return;
    if (this.claiming) {
      this.claimAgain = true;
      return;
    }
    this.claiming = this.claimAndRun()
      .catch((err: unknown) => this.log.error({ err }, 'job runner: claim failed'))
      .finally(() => {
        this.claiming = null;
        if (this.claimAgain) {
          this.claimAgain = false;
          this.wake();
        } else this.schedule(this.pollMs);
      });
  }

  /** No new job starts; running ones are told to stop at their next safe point, and are waited for. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const r of this.running.values()) r.abort.abort();
    await this.claiming;
    // jobs a claim in flight just started are told too
    for (const r of this.running.values()) r.abort.abort();
    await Promise.allSettled([...this.running.values()].map((r) => r.done));
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.().catch(() => {});
  }

  private schedule(ms: number): void {
    if (this.stopping) return;
    const at = Date.now() + ms;
    if (this.timer && this.timerAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.timerAt = Infinity;
      void this.ensureListening().finally(() => this.wake());
    }, ms);
    this.timer.unref();
  }

  private async ensureListening(): Promise<void> {
    const listen = this.opts.listen;
    if (this.unlisten || !listen || this.stopping) return;
    try {
      this.unlisten = await listen(
        JOBS_CHANNEL,
        () => this.wake(),
        () => {
          this.unlisten = null;
          this.log.error({}, 'job runner: LISTEN connection lost; polling until it is back');
        },
      );
    } catch (err) {
      this.log.error({ err }, 'job runner: LISTEN failed; polling');
    }
  }

  private async claimAndRun(): Promise<void> {
    const free = this.concurrency - this.running.size;
    if (free <= 0 || this.handlers.size === 0) return;
    const kinds = [...this.handlers.keys()];
    const claimed = sqlRows<TClaimed>(
      await this.db.execute(sql`
        with next as (
          select id from jobs
           where kind = any(${sql.param(kinds)}::text[])
             -- an expired lease of this worker means a slow job here, not a dead worker: never run it twice here
             and ((state = 'queued' and run_at <= now()) or (state = 'running' and locked_until < now() and locked_by <> ${this.workerId}))
           order by run_at, id
           limit ${free}
           for update skip locked)
        update jobs j
           set state = 'running', attempts = j.attempts + 1, locked_by = ${this.workerId},
               locked_until = now() + ${this.leaseMs}::int * interval '1 millisecond', updated_at = now()
          from next
         where j.id = next.id
        returning j.id, j.kind, j.payload, j.attempts, j.max_attempts`),
    );
    for (const job of claimed) this.runOne({ ...job, id: Number(job.id) });
    // a full batch: there may be more due
    if (claimed.length === free) this.claimAgain = true;
  }

  private runOne(job: TClaimed): void {
    const abort = new AbortController();
    const done = this.execute(job, abort).finally(() => {
      this.running.delete(job.id);
      this.wake();
    });
    this.running.set(job.id, { done, abort });
  }

  private async execute(job: TClaimed, abort: AbortController): Promise<void> {
    const handler = this.handlers.get(job.kind);
    if (!handler) return;
    if (job.attempts > job.max_attempts) {
      // its worker died on every attempt
      await this.finish(job, 'failed', `lease expired on attempt ${job.attempts - 1} of ${job.max_attempts}`, 0);
      return;
    }
    const heartbeat = setInterval(() => {
      void this.renew(job.id).then(
        (ours) => {
          if (!ours) abort.abort(new JobInterrupted('lease lost'));
        },
        (err: unknown) => this.log.error({ err, jobId: job.id }, 'job runner: lease renewal failed'),
      );
    }, Math.max(50, Math.floor(this.leaseMs / 3)));
    heartbeat.unref();
    try {
      let payload: unknown;
      try {
        payload = handler.parse(job.payload);
      } catch (err) {
        await this.finish(job, 'failed', `bad payload: ${errorText(err)}`, 0);
        return;
      }
      await handler.run(payload, { db: this.db, jobId: job.id, attempt: job.attempts, signal: abort.signal, log: this.log });
      await this.finish(job, 'done', null, 0);
    } catch (err) {
      if (abort.signal.aborted) {
        // stopped, not failed: back in the queue without spending an attempt
        await this.release(job.id);
        return;
      }
      if (err instanceof JobDeferred) {
        // waiting, not failing: back in the queue, the attempt not counted
        const delay = Math.max(0, Math.round(err.delayMs));
        await this.defer(job.id, err.message, delay);
        this.schedule(delay);
        return;
      }
      this.log.error({ err, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job failed');
      const delay = backoffDelay(job.attempts, handler.backoffMs ?? DEFAULT_BACKOFF_MS, handler.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS);
      // the job's own limit, set when it was enqueued (the kind's enqueue decides how long it may keep trying)
      const final = job.attempts >= job.max_attempts;
      await this.finish(job, final ? 'failed' : 'queued', errorText(err), delay);
      if (!final) this.schedule(delay);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async renew(id: number): Promise<boolean> {
    const rows = sqlRows(
      await this.db.execute(sql`
        update jobs set locked_until = now() + ${this.leaseMs}::int * interval '1 millisecond', updated_at = now()
         where id = ${id} and state = 'running' and locked_by = ${this.workerId}
        returning id`),
    );
    return rows.length > 0;
  }

  /** Records an outcome, if the job is still this worker's (a worker that lost its lease records nothing). */
  private async finish(job: TClaimed, state: 'done' | 'queued' | 'failed', error: string | null, delayMs: number): Promise<void> {
    await this.db.execute(sql`
      update jobs
         set state = ${state}, last_error = coalesce(${error}::text, last_error), locked_by = null, locked_until = null,
             run_at = case when ${state}::text = 'queued' then now() + ${delayMs}::int * interval '1 millisecond' else run_at end,
             finished_at = case when ${state}::text = 'queued' then null else now() end, updated_at = now()
       where id = ${job.id} and state = 'running' and locked_by = ${this.workerId}`);
  }

  /** A deferred job (JobDeferred): queued again after `delayMs` with its attempt given back, if still this worker's. */
  private async defer(id: number, reason: string, delayMs: number): Promise<void> {
    await this.db.execute(sql`
      update jobs set state = 'queued', attempts = greatest(attempts - 1, 0), last_error = ${errorText(reason)}, locked_by = null, locked_until = null,
             run_at = now() + ${delayMs}::int * interval '1 millisecond', updated_at = now()
       where id = ${id} and state = 'running' and locked_by = ${this.workerId}`);
  }

  private async release(id: number): Promise<void> {
    await this.db.execute(sql`
      update jobs set state = 'queued', attempts = greatest(attempts - 1, 0), locked_by = null, locked_until = null, run_at = now(), updated_at = now()
       where id = ${id} and state = 'running' and locked_by = ${this.workerId}`);
  }
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 2000);
}
