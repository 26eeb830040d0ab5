import type { TUploadProgress } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TUploadScope } from './registry.ts';
import { loadUploadFile, toProgress } from './upload-queries.ts';

/** 'created X of Y'. Only reads: the confirm's job runs in the job runner, whoever asks for progress. */
export async function getUploadProgress(db: TDb, scope: TUploadScope, fileId: number, kinds: readonly string[]): Promise<TUploadProgress> {
  return toProgress(await loadUploadFile(db, scope.clientId, fileId, kinds));
}
