import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { bulkSkuFile } from '../../test/kits/sku.ts';
import { runConfirmJob } from './confirm-job.ts';
import { appOn, creationCounts, waitForStatus } from '../../test/kits/confirm.ts';
import { jobs } from '../../jobs/schema.ts';
import { uploadFiles } from './schema.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { UPLOAD_CONFIRM_JOB } from './upload-confirm-job.ts';
import { multipart } from '../../test/kits/uploads.ts';

describe('confirm job on PGlite', () => {
  let t: TTestApp;
  let owner: string;

  const uploadBulk = async (n: number, prefix: string): Promise<number> => {
    const m = multipart(bulkSkuFile(n, prefix), `${prefix}.xlsx`);
    const r = await t.call('/ffm/sku/upload', owner, undefined, { payload: m.payload, headers: m.headers });
    expect(r.body.data).toMatchObject({ total: n, valid: n });
    return r.body.data.fileId;
  };
  const markConfirming = (fileId: number) => t.database.db.update(uploadFiles).set({ status: 'confirming' }).where(eq(uploadFiles.id, fileId));

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('confirming twice (and again while it runs) creates each row once', async () => {
    const fileId = await uploadBulk(700, 'TW');
    const a = t.call('/ffm/sku/upload-confirm', owner, { fileId });
    const b = t.call('/ffm/sku/upload-confirm', owner, { fileId });
    expect((await a).body.code).toBe(0);
    expect((await b).body.code).toBe(0);
    await waitForStatus(t.database.db, fileId, 'done');
    await t.call('/ffm/sku/upload-confirm', owner, { fileId });
    expect(await creationCounts(t.database.db, fileId)).toMatchObject({ status: 'done', valid: 700, createdCounter: 700, rowsCreated: 700, rowsStillValid: 0, skusMade: 700, distinctRefs: 700, orphans: 0 });
  });

  it('a batch that dies before commit leaves no trace; progress only reads; a second confirm finishes the file exactly once', async () => {
    const fileId = await uploadBulk(500, 'CR');
    await markConfirming(fileId);
    await expect(
      runConfirmJob(t.database.db, fileId, {
        batchSize: 150,
        onBatch: ({ batchNo }) => {
          if (batchNo === 2) throw new Error('simulated crash inside batch 3');
        },
      }),
    ).rejects.toThrow('simulated crash');
    const mid = await creationCounts(t.database.db, fileId);
    expect(mid).toMatchObject({ status: 'confirming', createdCounter: 300, rowsCreated: 300, rowsStillValid: 200, skusMade: 300 });
    // a read call never starts work: progress leaves the file, its rows and every job as they were
    const jobsBefore = await t.database.db.select().from(jobs);
    const progress = await t.call('/ffm/sku/upload-progress', owner, { fileId });
    expect(progress.body.data).toMatchObject({ status: 'confirming', total: 500, created: 300, remaining: 200 });
    await new Promise((r) => setTimeout(r, 300));
    expect(await t.database.db.select().from(jobs)).toEqual(jobsBefore);
    expect(await creationCounts(t.database.db, fileId)).toEqual(mid);
    // confirming again enqueues the file's job, which finishes it
    expect((await t.call('/ffm/sku/upload-confirm', owner, { fileId })).body.code).toBe(0);
    await waitForStatus(t.database.db, fileId, 'done');
    expect(await creationCounts(t.database.db, fileId)).toMatchObject({ createdCounter: 500, rowsCreated: 500, skusMade: 500, distinctSkus: 500, distinctRefs: 500, orphans: 0 });
  });

  it('upload-progress while a confirm job waits changes no job row', async () => {
    const fileId = await uploadBulk(50, 'RD');
    await markConfirming(fileId);
    // the job is due later, so nothing but the read could touch it meanwhile
    await enqueue(t.database.db, UPLOAD_CONFIRM_JOB, { fileId }, { key: `upload-confirm:${fileId}`, runAt: new Date(Date.now() + 3_600_000) });
    const before = await t.database.db.select().from(jobs);
    for (let i = 0; i < 3; i++) expect((await t.call('/ffm/sku/upload-progress', owner, { fileId })).body.data).toMatchObject({ status: 'confirming', created: 0 });
    expect(await t.database.db.select().from(jobs)).toEqual(before);
    expect((await creationCounts(t.database.db, fileId)).rowsCreated).toBe(0);
  });

  it('a restart takes the confirm job a dead process left running', async () => {
    const fileId = await uploadBulk(300, 'RS');
    await markConfirming(fileId);
    await expect(runConfirmJob(t.database.db, fileId, { batchSize: 200, onBatch: () => { throw new Error('killed'); } })).rejects.toThrow('killed');
    expect((await creationCounts(t.database.db, fileId)).rowsCreated).toBe(0);
    // its job as the dead process left it: claimed, its lease not yet run out
    await enqueue(t.database.db, UPLOAD_CONFIRM_JOB, { fileId }, { key: `upload-confirm:${fileId}`, runAt: new Date(Date.now() + 3_600_000) });
    await t.database.db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedBy: 'dead-process', lockedUntil: sql`now() + interval '1 hour'`, runAt: sql`now()` })
      .where(eq(jobs.key, `upload-confirm:${fileId}`));
    // PGlite's data belongs to one process: the new one knows the lease holder is gone
    const restarted = await appOn(undefined, t.database);
    try {
      await waitForStatus(t.database.db, fileId, 'done');
    } finally {
      await restarted.close();
    }
    expect(await creationCounts(t.database.db, fileId)).toMatchObject({ createdCounter: 300, rowsCreated: 300, skusMade: 300, distinctRefs: 300, orphans: 0 });
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.key, `upload-confirm:${fileId}`));
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
  });
});
