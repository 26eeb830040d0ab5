import { count } from 'drizzle-orm';
import type { TSkuListBody, TSkuListResult } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TClientScope } from '../../db/scope.ts';
import { skus } from './schema.ts';
import { skuOrder, skuWhere } from './sku-filters.ts';
import { toSku, unitNames } from './sku-records.ts';

/** One page of the client's SKUs: filtered, sorted and counted on the server. */
export async function listSkus(db: TDbOrTx, scope: TClientScope, body: TSkuListBody): Promise<TSkuListResult> {
  const where = skuWhere(scope, body);
  const [total] = await db.select({ n: count() }).from(skus).where(where);
  const rows = await db
    .select()
    .from(skus)
    .where(where)
    .orderBy(...skuOrder(body))
    .limit(body.pageSize)
    .offset((body.page - 1) * body.pageSize);
  const units = await unitNames(db);
  return { items: rows.map((r) => toSku(r, scope.lang, units)), total: total?.n ?? 0, page: body.page, pageSize: body.pageSize };
}
