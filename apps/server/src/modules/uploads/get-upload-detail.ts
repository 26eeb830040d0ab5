import { asc, eq } from 'drizzle-orm';
import type { TUploadFile, TUploadRow } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TUploadScope } from './registry.ts';
import { uploadRows } from './schema.ts';
import { loadUploadFile, toUploadFile, toUploadRow, uploaderOf } from './upload-queries.ts';

/** A file with one page of all its rows (every status), for the file detail screen. */
export async function getUploadDetail(
  db: TDbOrTx,
  scope: TUploadScope,
  input: { fileId: number; page: number; pageSize: number },
  kinds: readonly string[],
): Promise<{ file: TUploadFile; rows: { items: TUploadRow[]; total: number; page: number; pageSize: number } }> {
  const file = await loadUploadFile(db, scope.clientId, input.fileId, kinds);
  const rows = await db
    .select()
    .from(uploadRows)
    .where(eq(uploadRows.fileId, file.id))
    .orderBy(asc(uploadRows.rowNo))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return {
    file: toUploadFile(file, await uploaderOf(db, file.uploadedBy)),
    rows: { items: rows.map(toUploadRow), total: file.totalRows, page: input.page, pageSize: input.pageSize },
  };
}
