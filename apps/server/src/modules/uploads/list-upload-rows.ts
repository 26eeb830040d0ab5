import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { TListPaging, TUploadRowStatus, TUploadRowsPage, TUploadTab, TUploadValidationBody } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { keysetWindow, pageTotal, pagingAnswer } from '../../db/list-page.ts';
import type { TUploadScope } from './registry.ts';
import { uploadFiles, uploadRows } from './schema.ts';
import { loadUploadFile, toUploadRow } from './upload-queries.ts';

/** 'valid' is every row that passed validation, also once confirmed (created or failed). */
export const TAB_STATUSES: Record<TUploadTab, readonly TUploadRowStatus[]> = {
  valid: ['valid', 'created', 'failed'],
  invalid: ['invalid'],
  created: ['created'],
  failed: ['failed'],
  all: ['valid', 'invalid', 'created', 'failed'],
};

/** The file's counter of each tab, written in the transaction that moves its rows (exact). */
const TAB_COUNTERS = {
  valid: uploadFiles.validRows,
  invalid: uploadFiles.invalidRows,
  created: uploadFiles.createdRows,
  failed: uploadFiles.failedRows,
  all: uploadFiles.totalRows,
} as const satisfies Record<TUploadTab, unknown>;

/** A tab's total as a scalar subquery: the file's counter, read in the same snapshot as the page. */
export function tabTotalSql(fileId: number, tab: TUploadTab): SQL<number> {
  return sql<number>`(select ${TAB_COUNTERS[tab]} from ${uploadFiles} where ${uploadFiles.id} = ${fileId})`.mapWith(Number);
}

/** The rows of a file (in a tab) in row order, by keyset on the row number: (file_id, row_no) is the key. */
export function uploadRowsWindow(paging: TListPaging) {
  return keysetWindow({ column: uploadRows.rowNo, id: uploadRows.rowNo, dir: 'asc' }, paging);
}

/**
 * One page of a file's rows in a review tab, in row order, with their messages (docs/lists.md): read by keyset on
 * the row number from the (file_id, row_no) key or the (file_id, status, row_no) index; the total is the file's
 * counter of the tab, selected beside the page.
 */
export async function listUploadRows(db: TDbOrTx, scope: TUploadScope, input: TUploadValidationBody, kinds: readonly string[]): Promise<TUploadRowsPage> {
  await loadUploadFile(db, scope.clientId, input.fileId, kinds);
  const statuses = TAB_STATUSES[input.tab];
  const where = and(eq(uploadRows.fileId, input.fileId), statuses.length === 1 ? eq(uploadRows.status, statuses[0]!) : inArray(uploadRows.status, [...statuses]));
  const win = uploadRowsWindow(input);
  const totalSql = tabTotalSql(input.fileId, input.tab);
  const rows = await win.read(
    db.select({ ...getTableColumns(uploadRows), id: uploadRows.rowNo, sortKey: win.sortKey, listTotal: totalSql }).from(uploadRows).$dynamic(),
    where,
  );
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql, false);
  return {
    fileId: input.fileId,
    tab: input.tab,
    items: page.items.map(toUploadRow),
    ...pagingAnswer(page, count, input),
  };
}
