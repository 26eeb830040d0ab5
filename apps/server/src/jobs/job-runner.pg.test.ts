import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from '../db/client.ts';
import { createPgDatabaseUrl } from '../test/harness.ts';
import { createEffectsTable, effectCounts, startWorkerProcess, type TWorkerProcess } from '../test/kits/jobs.ts';
import { enqueue } from './enqueue.ts';
import { jobs } from './schema.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The runner across processes on one real PostgreSQL, where row locks and leases matter: a worker killed with
 * SIGKILL mid-job leaves it to another worker once its lease runs out, and two workers sharing a queue run
 * each job once.
 */
describe('job runner on PostgreSQL, across processes', () => {
  let url: string;
  let database: TDatabase;
  const workers: TWorkerProcess[] = [];
  const worker = (env: Record<string, string>) => {
    const w = startWorkerProcess({ JOB_DB_URL: url, ...env });
    workers.push(w);
    return w;
  };
  const stopAll = async () => {
    for (const w of workers.splice(0)) {
      if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM');
      await w.exited;
    }
  };

  beforeAll(async () => {
    url = await createPgDatabaseUrl();
    database = await openDatabase({ url, poolSize: 5 });
    await database.migrate();
    await createEffectsTable(database.db);
  });
  afterAll(async () => {
    await stopAll();
    await database?.close();
  });

  it('SIGKILL mid-job: another worker takes the job once the lease runs out, not before; its effect happens once', async () => {
    const LEASE = 1_000;
    const a = worker({ JOB_ENQUEUE_SLOW: '1', JOB_SLOW_MS: '60000', JOB_LEASE_MS: String(LEASE), JOB_WORKER_NAME: 'a' });
    const id = Number((await a.waitFor(/^started \d+/)).split(' ')[1]);
    const b = worker({ JOB_SLOW_MS: '200', JOB_LEASE_MS: String(LEASE), JOB_WORKER_NAME: 'b' });
    await b.waitFor(/^ready$/);
    // a renews its lease while it works: b leaves the job alone for several lease lengths
    await sleep(3 * LEASE);
    expect((await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]).toMatchObject({ state: 'running', lockedBy: 'a', attempts: 1 });

    a.child.kill('SIGKILL');
    await a.exited;
    const killedAt = Date.now();
    await b.waitFor(new RegExp(`^started ${id}$`));
    const retakenMs = Date.now() - killedAt;
    await b.waitFor(new RegExp(`^effect ${id}$`));
    await sleep(100);
    expect((await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]).toMatchObject({ state: 'done', attempts: 2, lockedBy: null });
    expect((await effectCounts(database.db)).get(id)).toEqual({ n: 1, workers: ['b'] });
    console.log(`[jobs] PostgreSQL: SIGKILLed job retaken by another worker ${retakenMs} ms after the kill (lease ${LEASE} ms, poll 50 ms)`);
    expect(retakenMs).toBeLessThan(LEASE + 2_000);
    await stopAll();
  }, 60_000);

  it('two worker processes on one queue: each of 400 jobs runs once, and both share the work', async () => {
    const N = 400;
    const a = worker({ JOB_EFFECT_MS: '3', JOB_WORKER_NAME: 'p1', JOB_LEASE_MS: '5000' });
    const b = worker({ JOB_EFFECT_MS: '3', JOB_WORKER_NAME: 'p2', JOB_LEASE_MS: '5000' });
    await Promise.all([a.waitFor(/^ready$/), b.waitFor(/^ready$/)]);
    const t0 = Date.now();
    const ids = await database.db.transaction(async (tx) => {
      const out: number[] = [];
      for (let i = 0; i < N; i++) out.push(await enqueue(tx, 'test.effect', { i }));
      return out;
    });
    const end = Date.now() + 60_000;
    for (;;) {
      const [done] = await database.db.select({ n: count() }).from(jobs).where(and(inArray(jobs.id, ids), eq(jobs.state, 'done')));
      if (done?.n === N) break;
      if (Date.now() > end) throw new Error('jobs did not finish');
      await sleep(50);
    }
    const elapsed = Date.now() - t0;
    const effects = await effectCounts(database.db);
    const mine = ids.map((id) => effects.get(id));
    expect(mine.filter((e) => e === undefined)).toHaveLength(0);
    expect(mine.filter((e) => e && e.n !== 1)).toEqual([]);
    const perWorker = new Map<string, number>();
    for (const e of mine) for (const w of e!.workers) perWorker.set(w, (perWorker.get(w) ?? 0) + 1);
    expect([...perWorker.keys()].sort()).toEqual(['p1', 'p2']);
    const rows = await database.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((r) => r.state === 'done' && r.attempts === 1)).toBe(true);
    console.log(`[jobs] PostgreSQL: ${N} jobs over two processes in ${elapsed} ms, split ${JSON.stringify(Object.fromEntries(perWorker))}, each effect once`);
    await stopAll();
  }, 90_000);
});
