import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from '../db/client.ts';
import { effectCounts, startWorkerProcess } from '../test/kits/jobs.ts';
import { backoffDelay, defineJob, JobDeferred, type TJobHandler } from './define-job.ts';
import { enqueue, wakeJob } from './enqueue.ts';
import { JobInterrupted, JobRunner } from './job-runner.ts';
import { jobs } from './schema.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out; last value ${JSON.stringify(v)}`);
    await sleep(10);
  }
}

describe('job runner on PGlite', () => {
  let database: TDatabase;
  const jobRow = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
  const withRunner = async (handlers: Array<TJobHandler<unknown>>, fn: (r: JobRunner) => Promise<void>, opts = {}) => {
    const runner = new JobRunner(database.db, database.kind, handlers, { pollMs: 1_000, listen: database.listen, ...opts });
    await runner.start();
    try {
      await fn(runner);
    } finally {
      await runner.stop();
    }
  };

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('backoff doubles per attempt, with ±10% jitter, up to the cap', () => {
    expect([1, 2, 3, 4].map((a) => backoffDelay(a, 100, 1_000, () => 0.5))).toEqual([100, 200, 400, 800]);
    expect(backoffDelay(10, 100, 1_000, () => 0.5)).toBe(1_000);
    expect(backoffDelay(2, 100, 1_000, () => 0)).toBe(180);
    expect(backoffDelay(2, 100, 1_000, () => 1)).toBe(220);
  });

  it('a handler failing twice is retried with growing gaps, then done', async () => {
    const calls: number[] = [];
    const flaky = defineJob({
      kind: 'test.flaky',
      parse: (p) => p,
      backoffMs: 300,
      async run() {
        calls.push(Date.now());
        if (calls.length <= 2) throw new Error(`boom ${calls.length}`);
      },
    });
    // the delay each failure stored: run_at − updated_at of the queued row (both set by one statement)
    const delays = new Map<number, number>();
    await withRunner([flaky], async () => {
      const id = await enqueue(database.db, 'test.flaky', {});
      const done = await until(
        async () => {
          const j = await jobRow(id);
          if (j.state === 'queued' && j.attempts > 0) delays.set(j.attempts, j.runAt.getTime() - j.updatedAt.getTime());
          return j;
        },
        (j) => j.state === 'done',
      );
      expect(done).toMatchObject({ attempts: 3, lastError: 'boom 2', lockedBy: null });
    });
    // 300 ms then 600 ms, ±10% jitter
    expect(delays.get(1)).toBeGreaterThanOrEqual(270);
    expect(delays.get(1)).toBeLessThanOrEqual(330);
    expect(delays.get(2)).toBeGreaterThanOrEqual(540);
    expect(delays.get(2)).toBeLessThanOrEqual(660);
    // and the runner waited for them: woken when each retry fell due, not at the 1 s poll
    const gaps = [calls[1]! - calls[0]!, calls[2]! - calls[1]!];
    expect(gaps[0]).toBeGreaterThanOrEqual(260);
    expect(gaps[1]).toBeGreaterThanOrEqual(530);
    expect(gaps[1]).toBeGreaterThan(gaps[0]!);
  });

  it('a job whose attempts are spent is failed, with its last error', async () => {
    let n = 0;
    const broken = defineJob({ kind: 'test.broken', parse: (p) => p, backoffMs: 10, async run() { n++; throw new Error(`always (${n})`); } });
    await withRunner([broken], async () => {
      const id = await enqueue(database.db, 'test.broken', {}, { maxAttempts: 3 });
      const failed = await until(() => jobRow(id), (j) => j.state === 'failed');
      expect(failed).toMatchObject({ attempts: 3, lastError: 'always (3)', lockedBy: null, lockedUntil: null });
      expect(failed.finishedAt).not.toBeNull();
      await sleep(100);
      expect(n).toBe(3);
    });
  });

  it('a job that waits (JobDeferred) spends no attempt: deferred more often than its attempts allow, it still runs, once', async () => {
    let n = 0;
    let effects = 0;
    const waiter = defineJob({
      kind: 'test.waiter',
      parse: (p) => p,
      async run() {
        n++;
        if (n <= 6) throw new JobDeferred(20, `waiting (${n})`);
        effects++;
      },
    });
    await withRunner([waiter], async () => {
      const id = await enqueue(database.db, 'test.waiter', {}, { maxAttempts: 2 });
      const done = await until(() => jobRow(id), (j) => j.state === 'done' || j.state === 'failed');
      expect(done).toMatchObject({ state: 'done', attempts: 1, lastError: 'waiting (6)', lockedBy: null });
      expect(n).toBe(7);
      expect(effects).toBe(1);
    });
  });

  it('wakeJob makes a waiting job due now; a running or finished one is left alone', async () => {
    const later = new Date(Date.now() + 3_600_000);
    const id = await enqueue(database.db, 'test.sleeper', {}, { key: 'sleeper', runAt: later });
    await wakeJob(database.db, 'sleeper');
    const woken = await jobRow(id);
    expect(woken.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    await database.db.update(jobs).set({ state: 'done', runAt: later }).where(eq(jobs.id, id));
    await wakeJob(database.db, 'sleeper');
    expect((await jobRow(id)).runAt.getTime()).toBe(later.getTime());
  });

  it('a key makes one live job; enqueueing a finished one revives it; a rolled-back enqueue leaves nothing', async () => {
    const later = new Date(Date.now() + 3_600_000);
    const a = await enqueue(database.db, 'test.keyed', { v: 1 }, { key: 'k1', runAt: later });
    const b = await enqueue(database.db, 'test.keyed', { v: 2 }, { key: 'k1', runAt: later });
    expect(b).toBe(a);
    expect(await database.db.select().from(jobs).where(eq(jobs.key, 'k1'))).toHaveLength(1);
    expect((await jobRow(a)).payload).toEqual({ v: 1 });
    await database.db.update(jobs).set({ state: 'done', attempts: 1 }).where(eq(jobs.id, a));
    expect(await enqueue(database.db, 'test.keyed', { v: 3 }, { key: 'k1' })).toBe(a);
    expect(await jobRow(a)).toMatchObject({ state: 'queued', attempts: 0, payload: { v: 3 } });

    const before = (await database.db.select().from(jobs)).length;
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, 'test.keyed', {});
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await database.db.select().from(jobs)).toHaveLength(before);
  });

  it('stop hands a running job back to the queue without spending an attempt', async () => {
    let started = false;
    const patient = defineJob({
      kind: 'test.patient',
      parse: (p) => p,
      run: (_p, ctx) =>
        new Promise<void>((_resolve, reject) => {
          started = true;
          ctx.signal.addEventListener('abort', () => reject(new JobInterrupted('stopping')));
        }),
    });
    const runner = new JobRunner(database.db, database.kind, [patient], { pollMs: 50 });
    await runner.start();
    const id = await enqueue(database.db, 'test.patient', {});
    await until(async () => started, (s) => s);
    expect(await jobRow(id)).toMatchObject({ state: 'running', attempts: 1, lockedBy: runner.workerId });
    await runner.stop();
    expect(await jobRow(id)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null, lockedUntil: null });
    await database.db.delete(jobs).where(eq(jobs.id, id));
  });

  it('a job whose lease ran out is taken again', async () => {
    const seen: number[] = [];
    const once = defineJob({ kind: 'test.once', parse: (p) => p, async run(_p, ctx) { seen.push(ctx.attempt); } });
    await withRunner(
      [once],
      async () => {
        const id = await enqueue(database.db, 'test.once', {}, { runAt: new Date(Date.now() + 3_600_000) });
        // as a worker that died holding it leaves it: running, its lease running out in 300 ms
        const t0 = Date.now();
        await database.db
          .update(jobs)
          .set({ state: 'running', attempts: 1, lockedBy: 'dead', lockedUntil: sql`now() + interval '300 milliseconds'`, runAt: sql`now()` })
          .where(eq(jobs.id, id));
        const done = await until(() => jobRow(id), (j) => j.state === 'done');
        expect(Date.now() - t0).toBeGreaterThanOrEqual(250);
        expect(done.attempts).toBe(2);
        expect(seen).toEqual([2]);
      },
      { pollMs: 50 },
    );
  });

  it('a worker process killed with SIGKILL mid-job: the next process on the same PGlite directory finishes it, its effect once', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ffm-jobs-pglite-'));
    try {
      const first = startWorkerProcess({ JOB_PGLITE_DIR: dir, JOB_ENQUEUE_SLOW: '1', JOB_SLOW_MS: '60000', JOB_LEASE_MS: '30000', JOB_WORKER_NAME: 'first' });
      const started = await first.waitFor(/^started \d+/);
      const id = Number(started.split(' ')[1]);
      first.child.kill('SIGKILL');
      await first.exited;
      const killedAt = Date.now();
      const second = startWorkerProcess({ JOB_PGLITE_DIR: dir, JOB_SLOW_MS: '200', JOB_LEASE_MS: '30000', JOB_WORKER_NAME: 'second' });
      await second.waitFor(new RegExp(`^effect ${id}$`));
      const tookMs = Date.now() - killedAt;
      second.child.kill('SIGTERM');
      await second.exited;
      const db = await openDatabase({ dataDir: dir });
      try {
        const [job] = await db.db.select().from(jobs).where(eq(jobs.id, id));
        expect(job).toMatchObject({ state: 'done', attempts: 2 });
        expect((await effectCounts(db.db)).get(id)).toEqual({ n: 1, workers: ['second'] });
      } finally {
        await db.close();
      }
      // PGlite's directory is one process's: the new process releases the dead one's jobs at start, not after the lease
      console.log(`[jobs] PGlite: SIGKILLed job finished by the next process ${tookMs} ms after the kill (start-up included; lease 30 s not waited)`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});

