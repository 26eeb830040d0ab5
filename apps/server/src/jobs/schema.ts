import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The durable job queue (docs/jobs.md): one row per job. `state` moves queued → running → done, or back to queued
 * with a later `run_at` after a failure, or to failed once `max_attempts` is spent. A running job holds a lease
 * (`locked_by`, `locked_until`) that its worker renews; a job whose lease ran out (its process died) is taken
 * again by any worker.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** at most one job per key is waiting or running: enqueueing it again is a no-op (or revives a finished one) */
    key: text('key'),
    payload: jsonb('payload').notNull().default({}),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_key_uq').on(t.key),
    // what a worker scans: only live jobs, by due time
    index('jobs_due_idx').on(t.runAt).where(sql`state in ('queued', 'running')`),
  ],
);
