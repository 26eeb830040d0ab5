import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { dailyBucketsSql, selectScalar, type TDayRange } from '../../db/list-page.ts';
import { dailyCounters } from '../../db/schema.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { sqlRows } from '../../db/sql-rows.ts';

/** The lists whose day-by-day counters the dashboard reads (daily_counters_apply's list names). */
export type TRollupList = 'shipping' | 'outbound' | 'inbound';

/**
 * The rows of a list's day-by-day counters in a scope over a range of creation days: a client's own rows (and one
 * shop), or for provider staff over every client the list's client-less '<list>:all' rows (a stripe per transaction writing at
 * once, migration `rollup-stripe-per-transaction`), never a sum over the clients' rows.
 */
function rollupWhere(scope: TDataScope, list: TRollupList, days: TDayRange, shopId?: number) {
  const d = dailyCounters;
  const period = and(days.from ? gte(d.day, days.from) : undefined, days.to ? lte(d.day, days.to) : undefined);
  // '<list>:all' holds only the stripes (negative client ids): read through the (list, day) index
  if (scope.kind === 'provider') return and(eq(d.list, `${list}:all`), period);
  return and(inScope(d.clientId, scope), eq(d.list, list), period, shopId === undefined ? undefined : eq(d.shopId, shopId));
}

/**
 * Every bucket ('all' and each status) of a list over a range of creation days, as {bucket: n}: what the list
 * answers filtered by those creation days alone. Reads days × buckets rows (× the stripes for staff over all
 * clients), whatever the number of orders or clients.
 */
export async function periodBuckets(db: TDbOrTx, scope: TDataScope, list: TRollupList, days: TDayRange, shopId?: number): Promise<Record<string, number>> {
  if (scope.kind === 'client') return selectScalar(db, dailyBucketsSql(scope, list, days, shopId));
  const d = dailyCounters;
  const [row] = sqlRows<{ raw: Record<string, number> | null }>(
    await db.execute(sql`select coalesce(json_object_agg(b, n), '{}'::json) as raw from (select ${d.bucket} as b, sum(${d.n})::int as n from ${d} where ${rollupWhere(scope, list, days)} group by 1) x`),
  );
  return row?.raw ?? {};
}

/** The same per day of the range: day → {bucket: n}. */
export async function bucketsByDay(db: TDbOrTx, scope: TDataScope, list: TRollupList, days: { from: string; to: string }, shopId?: number): Promise<Map<string, Record<string, number>>> {
  const d = dailyCounters;
  const rows = sqlRows<{ day: string; raw: Record<string, number> }>(
    await db.execute(
      sql`select day::text as day, json_object_agg(b, n) as raw from (select ${d.day} as day, ${d.bucket} as b, sum(${d.n})::int as n from ${d} where ${rollupWhere(scope, list, days, shopId)} group by 1, 2) x group by day`,
    ),
  );
  return new Map(rows.map((r) => [r.day, r.raw]));
}
