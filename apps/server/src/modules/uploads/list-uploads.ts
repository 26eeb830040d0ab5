import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TListPaging, TUploadFilesPage } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedCountSql, keysetWindow, pageTotal, pagingAnswer } from '../../db/list-page.ts';
import { userNamesByIds } from '../accounts/index.ts';
import type { TUploadScope } from './registry.ts';
import { uploadFiles } from './schema.ts';
import { toUploadFile } from './upload-queries.ts';

/**
 * Upload history of the client: newest first, of the given kinds (docs/lists.md). The page is read by keyset
 * from the (client_id, kind, created_at, id) or (client_id, created_at, id) index, the total is a count capped at
 * LIST_COUNT_CAP selected beside it, and the uploaders' names are looked up for the page's files only.
 */
export async function listUploads(db: TDbOrTx, scope: TUploadScope, input: TListPaging, kinds: readonly string[]): Promise<TUploadFilesPage> {
  const where = and(eq(uploadFiles.clientId, scope.clientId), kinds.length === 1 ? eq(uploadFiles.kind, kinds[0]!) : inArray(uploadFiles.kind, [...kinds]));
  const win = keysetWindow({ column: uploadFiles.createdAt, id: uploadFiles.id, dir: 'desc' }, input);
  const totalSql = cappedCountSql(sql`${uploadFiles}`, where);
  const rows = await win.read(
    db.select({ ...getTableColumns(uploadFiles), sortKey: win.sortKey, listTotal: totalSql }).from(uploadFiles).$dynamic(),
    where,
  );
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql);
  const names = await userNamesByIds(db, page.items.map((f) => f.uploadedBy));
  return {
    items: page.items.map(({ sortKey: _key, listTotal: _total, ...f }) => {
      const by = f.uploadedBy;
      return toUploadFile(f, by !== null && names.has(by) ? { id: by, fullName: names.get(by)! } : null);
    }),
    ...pagingAnswer(page, count, input),
  };
}
