import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { dailyCounters } from '../../db/schema.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import type { TDayRange } from '../../db/list-page.ts';
import { skusByIds } from '../sku/index.ts';

export interface TSkuFrequency {
  skuId: number;
  sku: string;
  name: string;
  /** outbound orders created in the period with a line of the SKU (= its outbound lines: one line per SKU) */
  orders: number;
}

export interface TSkuFrequencies {
  /** SKUs with at least one outbound line in the period, and those lines in all */
  skuCount: number;
  lineCount: number;
  /** the most frequent first, at most `limit` */
  top: TSkuFrequency[];
}

/**
 * How often each SKU went out in a range of creation days, the most frequent first: sums over the `outbound_sku`
 * day-by-day counters (one row per client, day and SKU, kept by the outbound lines' writes in the order's
 * transaction), so the cost grows with days × SKUs that moved, never with the number of outbound lines. Each
 * count equals the outbound list filtered by the SKU and the same creation days.
 */
export async function outboundSkuFrequencies(db: TDbOrTx, scope: TDataScope, days: TDayRange, limit: number): Promise<TSkuFrequencies> {
  const d = dailyCounters;
  const where = and(inScope(d.clientId, scope), eq(d.list, 'outbound_sku'), days.from ? gte(d.day, days.from) : undefined, days.to ? lte(d.day, days.to) : undefined);
  // one aggregate over the period's rows, read three times: how many SKUs, how many lines, the most frequent
  const [row] = sqlRows<{ skus: number; total: number; top: Array<{ bucket: string; n: number }> | null }>(
    await db.execute(sql`
      with agg as materialized (select ${d.bucket} as bucket, sum(${d.n})::int as n from ${d} where ${where} group by ${d.bucket} having sum(${d.n}) > 0)
      select (select count(*)::int from agg) as skus, (select coalesce(sum(n), 0)::bigint from agg) as total,
             (select json_agg(t) from (select bucket, n from agg order by n desc, bucket::int limit ${limit}) t) as top`),
  );
  const rows = row?.top ?? [];
  const names = await skusByIds(db, rows.map((r) => Number(r.bucket)), scope);
  return {
    skuCount: Number(row?.skus ?? 0),
    lineCount: Number(row?.total ?? 0),
    top: rows.map((r) => {
      const ref = names.get(Number(r.bucket));
      return { skuId: Number(r.bucket), sku: ref?.sku ?? '', name: ref?.name ?? '', orders: Number(r.n) };
    }),
  };
}
