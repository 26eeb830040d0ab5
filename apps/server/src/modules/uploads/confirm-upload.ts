import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TUploadProgress } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { uploadJobs } from './confirm-job.ts';
import type { TUploadScope } from './registry.ts';
import { uploadFiles } from './schema.ts';
import { loadUploadFile, toProgress } from './upload-queries.ts';
import { UploadRefused } from './upload-errors.ts';

/**
 * Starts the confirm job of a validated file, or continues one left 'confirming' (after a crash, or by another
 * worker); a file already done answers its result. Answers the progress at once: the job runs in the
 * background and upload-progress reads 'created X of Y' while it does.
 */
export async function confirmUpload(db: TDb, scope: TUploadScope, fileId: number, kinds: readonly string[]): Promise<TUploadProgress> {
  const file = await loadUploadFile(db, scope.clientId, fileId, kinds);
  if (file.status === 'validating' || file.status === 'failed') throw new UploadRefused({ reason: 'not-ready', status: file.status });
  if (file.status === 'done') return toProgress(file);
  const [started] = await db
    .update(uploadFiles)
    .set({
      status: 'confirming',
      confirmedBy: sql`coalesce(${uploadFiles.confirmedBy}, ${scope.userId})`,
      confirmedAt: sql`coalesce(${uploadFiles.confirmedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(uploadFiles.id, fileId), inArray(uploadFiles.status, ['validated', 'confirming'])))
    .returning();
  if (!started) return toProgress(await loadUploadFile(db, scope.clientId, fileId, kinds));
  void uploadJobs(db).start(fileId);
  return toProgress(started);
}
