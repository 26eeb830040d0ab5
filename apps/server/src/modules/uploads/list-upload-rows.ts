import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { TUploadRowStatus, TUploadRowsPage, TUploadTab } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TUploadScope } from './registry.ts';
import { uploadRows } from './schema.ts';
import { loadUploadFile, toUploadRow } from './upload-queries.ts';

/** 'valid' is every row that passed validation, also once confirmed (created or failed). */
export const TAB_STATUSES: Record<TUploadTab, readonly TUploadRowStatus[]> = {
  valid: ['valid', 'created', 'failed'],
  invalid: ['invalid'],
  created: ['created'],
  failed: ['failed'],
  all: ['valid', 'invalid', 'created', 'failed'],
};

/** One page of a file's rows in a review tab, in row order, with their messages. */
export async function listUploadRows(
  db: TDbOrTx,
  scope: TUploadScope,
  input: { fileId: number; tab: TUploadTab; page: number; pageSize: number },
  kinds: readonly string[],
): Promise<TUploadRowsPage> {
  await loadUploadFile(db, scope.clientId, input.fileId, kinds);
  const where = and(eq(uploadRows.fileId, input.fileId), inArray(uploadRows.status, [...TAB_STATUSES[input.tab]]));
  const [total] = await db.select({ n: count() }).from(uploadRows).where(where);
  const rows = await db
    .select()
    .from(uploadRows)
    .where(where)
    .orderBy(asc(uploadRows.rowNo))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { fileId: input.fileId, tab: input.tab, items: rows.map(toUploadRow), total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}
