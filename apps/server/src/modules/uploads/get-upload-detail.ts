import { eq, getTableColumns } from 'drizzle-orm';
import type { TUploadDetail, TUploadDetailBody } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { pagingAnswer } from '../../db/list-page.ts';
import type { TUploadScope } from './registry.ts';
import { uploadRowsWindow } from './list-upload-rows.ts';
import { uploadRows } from './schema.ts';
import { loadUploadFile, toUploadFile, toUploadRow, uploaderOf } from './upload-queries.ts';

/**
 * A file with one page of all its rows (every status), for the file detail screen (docs/lists.md): the page is
 * read by keyset on the row number from the (file_id, row_no) key; the total is the file's row count, which the
 * file record read first already carries (it is written once, with the rows).
 */
export async function getUploadDetail(db: TDbOrTx, scope: TUploadScope, input: TUploadDetailBody, kinds: readonly string[]): Promise<TUploadDetail> {
  const file = await loadUploadFile(db, scope.clientId, input.fileId, kinds);
  const win = uploadRowsWindow(input);
  const rows = await win.read(
    db.select({ ...getTableColumns(uploadRows), id: uploadRows.rowNo, sortKey: win.sortKey }).from(uploadRows).$dynamic(),
    eq(uploadRows.fileId, file.id),
  );
  const page = win.finish(rows);
  return {
    file: toUploadFile(file, await uploaderOf(db, file.uploadedBy)),
    rows: { items: page.items.map(toUploadRow), ...pagingAnswer(page, { total: file.totalRows, exact: true }, input) },
  };
}
