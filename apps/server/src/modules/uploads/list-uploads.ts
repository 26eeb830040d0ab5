import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { TUploadFile } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { users } from '../accounts/schema.ts';
import type { TUploadScope } from './registry.ts';
import { uploadFiles } from './schema.ts';
import { toUploadFile } from './upload-queries.ts';

/** Upload history of the client: newest first, of the given kinds. */
export async function listUploads(
  db: TDbOrTx,
  scope: TUploadScope,
  input: { page: number; pageSize: number },
  kinds: readonly string[],
): Promise<{ items: TUploadFile[]; total: number; page: number; pageSize: number }> {
  const where = and(eq(uploadFiles.clientId, scope.clientId), inArray(uploadFiles.kind, [...kinds]));
  const [total] = await db.select({ n: count() }).from(uploadFiles).where(where);
  const rows = await db
    .select({ file: uploadFiles, uploaderId: users.id, uploaderName: users.fullName })
    .from(uploadFiles)
    .leftJoin(users, eq(users.id, uploadFiles.uploadedBy))
    .where(where)
    .orderBy(desc(uploadFiles.createdAt), desc(uploadFiles.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return {
    items: rows.map((r) => toUploadFile(r.file, r.uploaderId === null || r.uploaderName === null ? null : { id: r.uploaderId, fullName: r.uploaderName })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
