import { and, eq, sql } from 'drizzle-orm';
import { messageFor } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { uploadFiles } from './schema.ts';

/** Files left 'validating' for 10 minutes were cut off mid-upload (a crash): they are failed, with 50008. */
export async function failStaleUploads(db: TDb): Promise<number> {
  const failed = await db
    .update(uploadFiles)
    .set({ status: 'failed', errorCode: 50008, errorMessage: messageFor(50008, 'vi'), finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(uploadFiles.status, 'validating'), sql`${uploadFiles.createdAt} < now() - interval '10 minutes'`))
    .returning({ id: uploadFiles.id });
  return failed.length;
}
