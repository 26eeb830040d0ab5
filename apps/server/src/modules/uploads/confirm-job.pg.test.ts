import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { TS_LOADER } from '../../test/kits/server-process.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { bulkSkuFile } from '../../test/kits/sku.ts';
import { jobs } from '../../jobs/schema.ts';
import { appOn, creationCounts, waitForStatus } from '../../test/kits/confirm.ts';
import { configureConfirmJobs, runConfirmJob } from './confirm-job.ts';
import { uploadFiles } from './schema.ts';
import { enqueueUploadConfirm } from './upload-confirm-job.ts';
import { multipart } from '../../test/kits/uploads.ts';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/confirm-crash-worker.ts');

/**
 * "Nothing lost, nothing doubled" on a real PostgreSQL, where row locks are real: confirming twice, two servers
 * confirming the same file at once, a batch dying mid-way, and a server process killed with SIGKILL mid-confirm
 * and started again, each end with every valid row created exactly once.
 */
describe('confirm job on PostgreSQL', () => {
  let t: TTestApp;
  let url: string;
  let owner: string;

  const uploadBulk = async (n: number, prefix: string): Promise<number> => {
    const m = multipart(bulkSkuFile(n, prefix), `${prefix}.xlsx`);
    const r = await t.call('/ffm/sku/upload', owner, undefined, { payload: m.payload, headers: m.headers });
    expect(r.body.data).toMatchObject({ total: n, valid: n });
    return r.body.data.fileId;
  };
  const exactlyOnce = async (fileId: number, n: number) => {
    expect(await creationCounts(t.database.db, fileId)).toEqual({
      status: 'done', valid: n, createdCounter: n, rowsCreated: n, rowsStillValid: 0, rowsFailed: 0, skusMade: n, distinctSkus: n, distinctRefs: n, orphans: 0,
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    url = t.app.deps.config.databaseUrl!;
    owner = await t.login('owner@demo.vn');
  });
  afterAll(async () => {
    configureConfirmJobs({});
    await t?.close();
  });

  it('confirming twice, and 10 confirms at once, create each row once', async () => {
    configureConfirmJobs({ batchSize: 100 });
    const fileId = await uploadBulk(1500, 'PT');
    const first = await t.call('/ffm/sku/upload-confirm', owner, { fileId });
    expect(first.body.code).toBe(0);
    const burst = await Promise.all(Array.from({ length: 10 }, () => t.call('/ffm/sku/upload-confirm', owner, { fileId })));
    expect(burst.every((r) => r.body.code === 0)).toBe(true);
    await waitForStatus(t.database.db, fileId, 'done');
    expect((await t.call('/ffm/sku/upload-confirm', owner, { fileId })).body.data).toMatchObject({ status: 'done', created: 1500, total: 1500 });
    await exactlyOnce(fileId, 1500);
  });

  it('two servers confirming the same file at once: one job, claimed by one runner, each row created once', async () => {
    configureConfirmJobs({ batchSize: 50, pauseMs: 5 });
    const fileId = await uploadBulk(2000, 'TS');
    const other = await appOn(url);
    try {
      const ask = (app: typeof t.app) => app.inject({ method: 'POST', url: '/ffm/sku/upload-confirm', headers: { token: owner }, payload: { fileId } });
      const [a, b] = await Promise.all([ask(t.app), ask(other.app)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      // one job for the file (its key), claimed by one of the two runners
      await waitForStatus(t.database.db, fileId, 'done');
    } finally {
      await other.close();
    }
    await exactlyOnce(fileId, 2000);
    expect(await t.database.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.key, `upload-confirm:${fileId}`))).toEqual([{ state: 'done' }]);
    configureConfirmJobs({});
  });

  it('parallel workers on one file, run directly, never take the same rows', async () => {
    const fileId = await uploadBulk(1200, 'PW');
    await t.database.db.update(uploadFiles).set({ status: 'confirming' }).where(eq(uploadFiles.id, fileId));
    const seen: number[] = [];
    await Promise.all(Array.from({ length: 4 }, () => runConfirmJob(t.database.db, fileId, { batchSize: 40, onBatch: ({ rows }) => void seen.push(rows) })));
    expect(seen.reduce((a, b) => a + b, 0)).toBe(1200);
    await exactlyOnce(fileId, 1200);
  });

  it('a batch that fails mid-way commits nothing of itself; a restart finishes the rest exactly once', async () => {
    const fileId = await uploadBulk(1000, 'HB');
    await t.database.db.update(uploadFiles).set({ status: 'confirming' }).where(eq(uploadFiles.id, fileId));
    await expect(
      runConfirmJob(t.database.db, fileId, { batchSize: 150, onBatch: ({ batchNo }) => { if (batchNo === 3) throw new Error('crash'); } }),
    ).rejects.toThrow('crash');
    expect(await creationCounts(t.database.db, fileId)).toMatchObject({ status: 'confirming', rowsCreated: 450, createdCounter: 450, skusMade: 450 });
    // the file's job (as a confirm leaves it), taken by a runner (the server started now, or this one)
    await enqueueUploadConfirm(t.database.db, fileId);
    const restarted = await appOn(url);
    try {
      await waitForStatus(t.database.db, fileId, 'done');
    } finally {
      await restarted.close();
    }
    await exactlyOnce(fileId, 1000);
  });

  it('a server killed (SIGKILL) mid-confirm, started again, ends with each row created exactly once', async () => {
    const n = 3000;
    // this process's runner stays out of it: the child is the only worker until it is killed
    await t.app.jobs.stop();
    const fileId = await uploadBulk(n, 'KL');
    // a confirm was asked for (file and job commit together); the worker process below is the only runner
    await t.database.db.transaction(async (tx) => {
      await tx.update(uploadFiles).set({ status: 'confirming' }).where(eq(uploadFiles.id, fileId));
      await enqueueUploadConfirm(tx, fileId);
    });
    const child = spawn(process.execPath, ['--import', TS_LOADER, WORKER], {
      cwd: REPO_ROOT,
      env: { ...process.env, CRASH_DB_URL: url, CRASH_BATCH: '100', CRASH_PAUSE_MS: '150', CRASH_LEASE_MS: '2000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    try {
      const deadline = Date.now() + 60_000;
      for (;;) {
        // one light query per look, so that a loaded machine still kills the worker mid-file (30 batches, 150 ms apart)
        const [f] = await t.database.db.select({ created: uploadFiles.createdRows }).from(uploadFiles).where(eq(uploadFiles.id, fileId));
        if ((f?.created ?? 0) >= 300) break;
        if (Date.now() > deadline) throw new Error(`the worker made no progress: ${stderr}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    const [held] = await t.database.db.select().from(jobs).where(eq(jobs.key, `upload-confirm:${fileId}`));
    const killedWorker = held?.lockedBy;
    expect(held?.state).toBe('running');
    const atCrash = await creationCounts(t.database.db, fileId);
    expect(atCrash.status).toBe('confirming');
    expect(atCrash.rowsCreated).toBeLessThan(n);
    // whatever was committed is whole: rows marked created are exactly the SKUs made
    expect(atCrash.skusMade).toBe(atCrash.rowsCreated);
    expect(atCrash.createdCounter).toBe(atCrash.rowsCreated);

    const killedAt = Date.now();
    const restarted = await appOn(url, undefined, { jobLeaseMs: 2000 });
    let retakenMs = -1;
    try {
      // the killed worker's lease runs out (2 s), then the new server takes the job
      for (let end = Date.now() + 30_000; Date.now() < end && retakenMs < 0; await new Promise((r) => setTimeout(r, 20))) {
        const [job] = await t.database.db.select().from(jobs).where(eq(jobs.key, `upload-confirm:${fileId}`));
        if (job && job.lockedBy !== null && job.lockedBy !== killedWorker) retakenMs = Date.now() - killedAt;
        if (job?.state === 'done') retakenMs = Date.now() - killedAt;
      }
      await waitForStatus(t.database.db, fileId, 'done');
    } finally {
      await restarted.close();
    }
    console.log(`[jobs] SIGKILLed confirm job retaken after ${retakenMs} ms (lease 2000 ms)`);
    expect(retakenMs).toBeGreaterThan(0);
    expect(retakenMs).toBeLessThan(10_000);
    await exactlyOnce(fileId, n);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.key, `upload-confirm:${fileId}`));
    expect(job?.state).toBe('done');
    // one attempt killed, at least one more (a retry when the dead worker's batch still held rows)
    expect(job?.attempts).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
