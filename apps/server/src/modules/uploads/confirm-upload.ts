import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TUploadProgress } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TUploadScope } from './registry.ts';
import { uploadFiles } from './schema.ts';
import { enqueueUploadConfirm } from './upload-confirm-job.ts';
import { loadUploadFile, toProgress } from './upload-queries.ts';
import { UploadRefused } from './upload-errors.ts';

/**
 * Confirms a validated file, or asks again for one left 'confirming' (its job failed for good, or a worker
 * died); a file already done answers its result. The file's status and its `upload.confirm` job commit in one
 * transaction; the job runner does the work and upload-progress reads 'created X of Y' while it does.
 */
export async function confirmUpload(db: TDb, scope: TUploadScope, fileId: number, kinds: readonly string[]): Promise<TUploadProgress> {
  const file = await loadUploadFile(db, scope.clientId, fileId, kinds);
  if (file.status === 'validating' || file.status === 'failed') throw new UploadRefused({ reason: 'not-ready', status: file.status });
  if (file.status === 'done') return toProgress(file);
  const started = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(uploadFiles)
      .set({
        status: 'confirming',
        confirmedBy: sql`coalesce(${uploadFiles.confirmedBy}, ${scope.userId})`,
        confirmedAt: sql`coalesce(${uploadFiles.confirmedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(uploadFiles.id, fileId), inArray(uploadFiles.status, ['validated', 'confirming'])))
      .returning();
    if (row) await enqueueUploadConfirm(tx, fileId);
    return row;
  });
  if (!started) return toProgress(await loadUploadFile(db, scope.clientId, fileId, kinds));
  return toProgress(started);
}
