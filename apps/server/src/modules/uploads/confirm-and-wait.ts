import type { TUploadProgress } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { confirmUpload } from './confirm-upload.ts';
import type { TUploadScope } from './registry.ts';
import { loadUploadFile, toProgress } from './upload-queries.ts';

/** Confirms and waits for the job runner to finish the file (the one-shot import of API clients). */
export async function confirmAndWait(db: TDb, scope: TUploadScope, fileId: number, kinds: readonly string[], timeoutMs = 120_000): Promise<TUploadProgress> {
  let progress = await confirmUpload(db, scope, fileId, kinds);
  const deadline = Date.now() + timeoutMs;
  while (progress.status === 'confirming' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    progress = toProgress(await loadUploadFile(db, scope.clientId, fileId, kinds));
  }
  return progress;
}
