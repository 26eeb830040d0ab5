import { and, eq, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP, OUTBOUND_STATUSES, type TOutboundFilter, type TOutboundList, type TOutboundListInput, type TOutboundStatus } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedTotal, counterBucketsSql, dailyBucketsSql, keysetWindow, selectScalar, CAPPED_LIMIT, pagingAnswer } from '../../db/list-page.ts';
import type { TDataScope } from '../../db/scope.ts';
import { placeholders, runShaped, type TBind } from '../../db/shaped.ts';
import { outboundConditions, outboundFiltered, outboundOnlyCreatedRange } from './outbound-filters.ts';
import { outboundItemColumns, toOutboundItem } from './outbound-views.ts';
import { outboundOrders } from './schema.ts';

const o = outboundOrders;

/**
 * The status tabs' counts, selected beside the page (one round trip). No filter: the list counters, exact whatever
 * the volume; the creation date alone: the day-by-day counters (what the dashboard sums), exact too. Other filters:
 * one pass over at most LIST_COUNT_CAP + 1 matching orders, grouped by status.
 */
function tabCountsSql(f: TOutboundFilter, scope: TDataScope, base: SQL | undefined, bind: TBind): SQL<Record<string, number>> {
  if (!outboundFiltered(f)) return counterBucketsSql(scope, 'outbound', bind);
  if (outboundOnlyCreatedRange(f)) return dailyBucketsSql(scope, 'outbound', { from: f.createdFrom, to: f.createdTo }, undefined, bind);
  const seen = sql`select ${o.status} as s from ${o} ${base ? sql`where ${base}` : sql``} limit ${CAPPED_LIMIT}`;
  return sql<Record<string, number>>`(select coalesce(json_object_agg(s, n), '{}'::json) from (select s::text as s, count(*)::int as n from (${seen}) x group by s) y)`;
}

function tabCounts(raw: Record<string, number>, filtered: boolean): { counts: Record<string, number>; exact: boolean } {
  const counts: Record<string, number> = {};
  for (const s of OUTBOUND_STATUSES) counts[`${s}`] = Number(raw[`${s}`] ?? 0);
  if (!filtered) return { counts: { ...counts, all: Number(raw.all ?? 0) }, exact: true };
  const all = cappedTotal(OUTBOUND_STATUSES.reduce<number>((sum, s) => sum + (counts[`${s}`] ?? 0), 0));
  for (const s of OUTBOUND_STATUSES) counts[`${s}`] = Math.min(counts[`${s}`] ?? 0, LIST_COUNT_CAP);
  return { counts: { ...counts, all: all.total }, exact: all.exact };
}

/**
 * One page of orders, newest first (docs/lists.md), in one round trip: read by keyset from the (client, status,
 * created_at, id) indexes; names and line totals for the page's orders only; the tabs' counts beside them.
 */
export async function listOutbound(db: TDbOrTx, input: TOutboundListInput, scope: TDataScope): Promise<TOutboundList> {
  const { bind, values } = placeholders();
  const base = outboundConditions(input, scope, bind);
  const status = input.status as TOutboundStatus | undefined;
  const win = keysetWindow({ column: o.createdAt, id: o.id, dir: 'desc' }, input, bind);
  const countsSql = tabCountsSql(input, scope, base, bind);
  const tab = status === undefined ? undefined : eq(o.status, bind('status', status));
  // built once per shape (db/shaped.ts): the tabs' source (counters, days, capped pass) follows from the filters bound
  const rows = await runShaped(db, `outbound:${win.shape}`, values, () =>
    win.read(
      db.select({ ...outboundItemColumns, sortKey: win.sortKey, tabs: countsSql }).from(o).$dynamic(),
      and(base, tab),
    ),
  );
  const page = win.finish(rows);
  const tabs = tabCounts(rows[0]?.tabs ?? (await selectScalar(db, countsSql, values)), outboundFiltered(input) && !outboundOnlyCreatedRange(input));
  return {
    items: page.items.map(toOutboundItem),
    ...pagingAnswer(page, { total: tabs.counts[status === undefined ? 'all' : `${status}`] ?? 0, exact: tabs.exact }, input),
    statusCounts: tabs.counts,
    statusCountsExact: tabs.exact,
  };
}
