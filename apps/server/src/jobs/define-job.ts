import type { TDb } from '../db/client.ts';

export interface TJobLog {
  error(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
}

export interface TJobContext {
  db: TDb;
  jobId: number;
  /** 1 on the first run */
  attempt: number;
  /** aborted when the runner stops or the job's lease was lost: stop at the next safe point */
  signal: AbortSignal;
  log: TJobLog;
}

/**
 * One kind of job. The runner gives at-least-once execution (a job whose process died runs again), so `run`
 * must be idempotent: its effects commit together with a marker that a second run sees (the upload confirm
 * marks each row created in the transaction that creates it). Throwing schedules a retry with backoff.
 */
export interface TJobHandler<P = unknown> {
  kind: string;
  /** the stored payload back as P (it went through JSON); throws when it is not one (the job then fails) */
  parse(payload: unknown): P;
  run(payload: P, ctx: TJobContext): Promise<void>;
  /** first retry delay, doubled each attempt up to `maxBackoffMs` */
  backoffMs?: number;
  maxBackoffMs?: number;
}

/**
 * Thrown by a handler that cannot do its work yet for a reason that is not a failure (it waits for another job):
 * the job goes back to the queue, due after `delayMs`, without spending an attempt or logging an error.
 */
export class JobDeferred extends Error {
  constructor(
    readonly delayMs: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** Declares a job kind; it is put to use by being listed in modules/registry.ts (JOB_HANDLERS). */
export function defineJob<P>(handler: TJobHandler<P>): TJobHandler<P> {
  return handler;
}

/** Delay before attempt `attempts + 1`: base·2^(attempts−1), capped, with ±10% jitter so workers spread out. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const raw = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(raw * (0.9 + 0.2 * random()));
}
