import { sql } from 'drizzle-orm';
import type { TSkuListBody, TSkuListResult } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedCountSql, counterTotalSql, keysetWindow, pageTotal, pagingAnswer } from '../../db/list-page.ts';
import type { TClientScope } from '../../db/scope.ts';
import { placeholders, runShaped } from '../../db/shaped.ts';
import { skus } from './schema.ts';
import { SORT_COLUMNS, skuFiltered, skuWhere } from './sku-filters.ts';
import { SKU_VIEW_COLUMNS, toSku, unitNameSql } from './sku-records.ts';

/**
 * One page of the client's SKUs (docs/lists.md): read by keyset from the index of the sort order; the total from
 * the client's SKU counter, or for a filtered list a count capped at LIST_COUNT_CAP (a trigram index serves the
 * keyword).
 */
export async function listSkus(db: TDbOrTx, scope: TClientScope, body: TSkuListBody): Promise<TSkuListResult> {
  const { bind, values } = placeholders();
  const where = skuWhere(scope, body, bind);
  const win = keysetWindow({ column: SORT_COLUMNS[body.sortBy], id: skus.id, dir: body.sortDir }, body, bind);
  const filtered = skuFiltered(body);
  const totalSql = filtered ? cappedCountSql(sql`${skus}`, where) : counterTotalSql(scope, 'sku', 'all', bind);
  // one round trip: the page, its unit names and the total (a scalar subquery evaluated once); built once per shape
  const rows = await runShaped(db, `sku:${win.shape}`, values, () =>
    win.read(
      db.select({ ...SKU_VIEW_COLUMNS, sortKey: win.sortKey, unitVi: unitNameSql('vi'), unitEn: unitNameSql('en'), listTotal: totalSql }).from(skus).$dynamic(),
      where,
    ),
  );
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql, filtered, values);
  const units = new Map(rows.map((r) => [r.unit, { vi: r.unitVi ?? r.unit, en: r.unitEn ?? r.unit }]));
  return {
    items: page.items.map((r) => toSku(r, scope.lang, units)),
    ...pagingAnswer(page, count, body),
  };
}
