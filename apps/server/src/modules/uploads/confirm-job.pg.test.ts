import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { bulkSkuFile } from '../../test/kits/sku.ts';
import { configureConfirmJobs, runConfirmJob } from './confirm-job.ts';
import { appOn, creationCounts, waitForStatus } from './confirm-test-kit.ts';
import { uploadFiles } from './schema.ts';
import { multipart } from '../../test/kits/uploads.ts';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'confirm-crash-worker.ts');

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

  it('two servers confirming the same file at once share the rows (SKIP LOCKED) and create each once', async () => {
    configureConfirmJobs({ batchSize: 50, pauseMs: 5 });
    const fileId = await uploadBulk(2000, 'TS');
    const other = await appOn(url);
    try {
      const ask = (app: typeof t.app) => app.inject({ method: 'POST', url: '/ffm/sku/upload-confirm', headers: { token: owner }, payload: { fileId } });
      const [a, b] = await Promise.all([ask(t.app), ask(other.app)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      // both workers run on this file: the rows they commit never overlap
      await waitForStatus(t.database.db, fileId, 'done');
    } finally {
      await other.close();
    }
    await exactlyOnce(fileId, 2000);
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
    const fileId = await uploadBulk(n, 'KL');
    // a confirm was asked for; the worker process below is the server that runs it
    await t.database.db.update(uploadFiles).set({ status: 'confirming' }).where(eq(uploadFiles.id, fileId));
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
      cwd: REPO_ROOT,
      env: { ...process.env, CRASH_DB_URL: url, CRASH_BATCH: '100', CRASH_PAUSE_MS: '30' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    try {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const c = await creationCounts(t.database.db, fileId);
        if (c.rowsCreated >= 500) break;
        if (Date.now() > deadline) throw new Error(`the worker made no progress: ${stderr}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    const atCrash = await creationCounts(t.database.db, fileId);
    expect(atCrash.status).toBe('confirming');
    expect(atCrash.rowsCreated).toBeLessThan(n);
    // whatever was committed is whole: rows marked created are exactly the SKUs made
    expect(atCrash.skusMade).toBe(atCrash.rowsCreated);
    expect(atCrash.createdCounter).toBe(atCrash.rowsCreated);

    const restarted = await appOn(url);
    try {
      await waitForStatus(t.database.db, fileId, 'done');
    } finally {
      await restarted.close();
    }
    await exactlyOnce(fileId, n);
  }, 120_000);
});
