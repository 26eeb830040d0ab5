import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { TSkuChangesBody, TSkuChangesResult } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedCountSql, keysetWindow, pageTotal, pagingAnswer } from '../../db/list-page.ts';
import { userNamesByIds } from '../accounts/index.ts';
import { inScope, type TClientScope } from '../../db/scope.ts';
import { skuChanges } from './schema.ts';
import { loadSku } from './sku-records.ts';

/**
 * A SKU's change log, newest first (docs/lists.md): who, when, from which source, and the changed fields before
 * and after. The page is read by keyset from the (sku_id, changed_at, id) index, the total is a count capped at
 * LIST_COUNT_CAP selected beside it, and the names are looked up for the page's rows only.
 */
export async function listSkuChanges(db: TDbOrTx, scope: TClientScope, body: TSkuChangesBody): Promise<TSkuChangesResult> {
  const sku = await loadSku(db, scope, { id: body.id });
  const where = and(eq(skuChanges.skuId, sku.id), inScope(skuChanges.clientId, scope));
  const win = keysetWindow({ column: skuChanges.changedAt, id: skuChanges.id, dir: 'desc' }, body);
  const totalSql = cappedCountSql(sql`${skuChanges}`, where);
  const rows = await win.read(
    db.select({ ...getTableColumns(skuChanges), sortKey: win.sortKey, listTotal: totalSql }).from(skuChanges).$dynamic(),
    where,
  );
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql);
  const names = await userNamesByIds(db, page.items.map((c) => c.changedBy));
  return {
    items: page.items.map((c) => ({
      id: c.id,
      source: c.source,
      fileId: c.uploadFileId,
      changedBy: c.changedBy !== null && names.has(c.changedBy) ? { id: c.changedBy, fullName: names.get(c.changedBy)! } : null,
      changedAt: c.changedAt.toISOString(),
      before: c.before,
      after: c.after,
    })),
    ...pagingAnswer(page, count, body),
  };
}
