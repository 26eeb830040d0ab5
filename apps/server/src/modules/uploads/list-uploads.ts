import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { TUploadFile } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { userNamesByIds } from '../accounts/index.ts';
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
    .select({ file: uploadFiles })
    .from(uploadFiles)
    .where(where)
    .orderBy(desc(uploadFiles.createdAt), desc(uploadFiles.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const names = await userNamesByIds(db, rows.map((r) => r.file.uploadedBy));
  return {
    items: rows.map((r) => {
      const by = r.file.uploadedBy;
      return toUploadFile(r.file, by !== null && names.has(by) ? { id: by, fullName: names.get(by)! } : null);
    }),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
