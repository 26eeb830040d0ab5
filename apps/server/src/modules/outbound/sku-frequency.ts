import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
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

const DAY_MS = 86_400_000;
/** The block widths of the SKU rollups ('outbound_sku:4', ':16', ':64'), widest first; 1 is the day row itself. */
const BLOCK_WIDTHS = [64, 16, 4, 1] as const;

/**
 * A range of days as the fewest aligned blocks of the SKU rollups (migration `dashboard-rollups-search-indexes`):
 * from the first day on, the widest block that starts there (aligned on 1970-01-01) and ends in the range. A range
 * of d days takes at most about 2·3·log4(d) blocks (30 days: at most 12; a day: 1). Per counter list, the first
 * days of its blocks.
 */
export function skuRollupBlocks(from: string, to: string): Map<string, string[]> {
  const blocks = new Map<string, string[]>();
  const end = Math.round(Date.parse(`${to}T00:00:00Z`) / DAY_MS);
  for (let p = Math.round(Date.parse(`${from}T00:00:00Z`) / DAY_MS); p <= end; ) {
    const w = BLOCK_WIDTHS.find((b) => p % b === 0 && p + b - 1 <= end) ?? 1;
    const list = w === 1 ? 'outbound_sku' : `outbound_sku:${w}`;
    blocks.set(list, [...(blocks.get(list) ?? []), new Date(p * DAY_MS).toISOString().slice(0, 10)]);
    p += w;
  }
  return blocks;
}

/**
 * How often each SKU went out in a range of creation days, the most frequent first: sums over the SKU rollups (one
 * row per client, SKU and aligned block of 1, 4, 16 or 64 days, kept from the `outbound_sku` day-by-day counters in
 * the order's transaction), so the cost is SKUs that moved × the period's blocks (a 30-day period at most 12
 * blocks), never the number of outbound lines. Each count equals the outbound list filtered by the SKU and the same
 * creation days. An open-ended range sums the day rows.
 */
export async function outboundSkuFrequencies(db: TDbOrTx, scope: TDataScope, days: TDayRange, limit: number): Promise<TSkuFrequencies> {
  const d = dailyCounters;
  const where =
    days.from && days.to
      ? and(inScope(d.clientId, scope), or(...[...skuRollupBlocks(days.from, days.to)].map(([list, firsts]) => and(eq(d.list, list), inArray(d.day, firsts)))))
      : and(inScope(d.clientId, scope), eq(d.list, 'outbound_sku'), days.from ? gte(d.day, days.from) : undefined, days.to ? lte(d.day, days.to) : undefined);
  // one pass over the period's rows: the sums per SKU (as int: a bigint sum is numeric arithmetic), how many SKUs and
  // lines as window totals beside them, and the most frequent by a top-N sort (9.7 ms against 6.3 ms for the largest
  // client's 30 days, 10,899 rows, with the CTE read three times)
  const found = sqlRows<{ bucket: string; n: number; skus: number; total: number }>(
    await db.execute(sql`
      select bucket, n, count(*) over ()::int as skus, sum(n) over ()::bigint as total
      from (select ${d.bucket} as bucket, sum(${d.n}::int) as n from ${d} where ${where} group by ${d.bucket}) a
      where n > 0 order by n desc, bucket::int limit ${limit}`),
  );
  const row = found[0] ? { skus: found[0].skus, total: found[0].total, top: found } : undefined;
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
