import type { TUploadProgress } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { uploadJobs } from './confirm-job.ts';
import { confirmUpload } from './confirm-upload.ts';
import type { TUploadScope } from './registry.ts';
import { loadUploadFile, toProgress } from './upload-queries.ts';

/** Confirms and waits for the end (the one-shot import of API clients). */
export async function confirmAndWait(db: TDb, scope: TUploadScope, fileId: number, kinds: readonly string[], timeoutMs = 120_000): Promise<TUploadProgress> {
  await confirmUpload(db, scope, fileId, kinds);
  const jobs = uploadJobs(db);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await jobs.start(fileId);
    const file = await loadUploadFile(db, scope.clientId, fileId, kinds);
    if (file.status !== 'confirming' || Date.now() > deadline) return toProgress(file);
    // another worker holds the last rows: wait for it to commit
    await new Promise((r) => setTimeout(r, 50));
  }
}
