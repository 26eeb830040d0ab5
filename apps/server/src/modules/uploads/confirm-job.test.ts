import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { bulkSkuFile } from '../../test/kits/sku.ts';
import { runConfirmJob } from './confirm-job.ts';
import { appOn, creationCounts, waitForStatus } from './confirm-test-kit.ts';
import { uploadFiles } from './schema.ts';
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

  it('a batch that dies before commit leaves no trace; the next confirm finishes the file exactly once', async () => {
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
    const progress = await t.call('/ffm/sku/upload-progress', owner, { fileId });
    expect(progress.body.data).toMatchObject({ status: 'confirming', total: 500, created: 300, remaining: 200 });
    // progress found no worker on this file and started one: it heals itself
    await waitForStatus(t.database.db, fileId, 'done');
    expect(await creationCounts(t.database.db, fileId)).toMatchObject({ createdCounter: 500, rowsCreated: 500, skusMade: 500, distinctSkus: 500, distinctRefs: 500, orphans: 0 });
  });

  it('a restart continues a file left confirming', async () => {
    const fileId = await uploadBulk(300, 'RS');
    await markConfirming(fileId);
    await expect(runConfirmJob(t.database.db, fileId, { batchSize: 200, onBatch: () => { throw new Error('killed'); } })).rejects.toThrow('killed');
    expect((await creationCounts(t.database.db, fileId)).rowsCreated).toBe(0);
    const restarted = await appOn(undefined, t.database);
    try {
      await waitForStatus(t.database.db, fileId, 'done');
    } finally {
      await restarted.close();
    }
    expect(await creationCounts(t.database.db, fileId)).toMatchObject({ createdCounter: 300, rowsCreated: 300, skusMade: 300, distinctRefs: 300, orphans: 0 });
  });
});
