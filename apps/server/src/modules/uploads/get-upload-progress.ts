import type { TUploadProgress } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { uploadJobs } from './confirm-job.ts';
import type { TUploadScope } from './registry.ts';
import { loadUploadFile, toProgress } from './upload-queries.ts';

/** 'created X of Y'. A file confirming with no worker here (its worker died) gets one: progress heals itself. */
export async function getUploadProgress(db: TDb, scope: TUploadScope, fileId: number, kinds: readonly string[]): Promise<TUploadProgress> {
  const file = await loadUploadFile(db, scope.clientId, fileId, kinds);
  const jobs = uploadJobs(db);
  if (file.status === 'confirming' && !jobs.isRunning(fileId)) void jobs.start(fileId);
  return toProgress(file);
}
