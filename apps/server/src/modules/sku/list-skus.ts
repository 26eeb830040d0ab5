import { and, getTableColumns, sql } from 'drizzle-orm';
import type { TSkuListBody, TSkuListResult } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedCountSql, counterTotalSql, keysetWindow, pageTotal } from '../../db/list-page.ts';
import type { TClientScope } from '../../db/scope.ts';
import { skus } from './schema.ts';
import { SORT_COLUMNS, skuFiltered, skuWhere } from './sku-filters.ts';
import { toSku, unitNameSql } from './sku-records.ts';

/**
 * One page of the client's SKUs (docs/lists.md): read by keyset from the index of the sort order; the total from
 * the client's SKU counter, or for a filtered list a count capped at LIST_COUNT_CAP (a trigram index serves the
 * keyword).
 */
export async function listSkus(db: TDbOrTx, scope: TClientScope, body: TSkuListBody): Promise<TSkuListResult> {
  const where = skuWhere(scope, body);
  const win = keysetWindow({ column: SORT_COLUMNS[body.sortBy], id: skus.id, dir: body.sortDir }, body);
  const filtered = skuFiltered(body);
  const totalSql = filtered ? cappedCountSql(sql`${skus}`, where) : counterTotalSql(scope, 'sku');
  // one round trip: the page, its unit names and the total (a scalar subquery evaluated once)
  const rows = await db
    .select({ ...getTableColumns(skus), sortKey: win.sortKey, unitVi: unitNameSql('vi'), unitEn: unitNameSql('en'), listTotal: totalSql })
    .from(skus)
    .where(and(where, win.where))
    .orderBy(...win.orderBy)
    .limit(win.limit)
    .offset(win.offset);
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql, filtered);
  const units = new Map(rows.map((r) => [r.unit, { vi: r.unitVi ?? r.unit, en: r.unitEn ?? r.unit }]));
  return {
    items: page.items.map((r) => toSku(r, scope.lang, units)),
    total: count.total,
    totalExact: count.exact,
    page: body.page,
    pageSize: body.pageSize,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}
