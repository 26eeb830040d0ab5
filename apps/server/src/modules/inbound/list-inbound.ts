import { and, eq, sql, type SQL } from 'drizzle-orm';
import { INBOUND_STATUSES, LIST_COUNT_CAP, type TInboundFilter, type TInboundList, type TInboundListInput, type TInboundStatus } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedTotal, counterBucketsSql, dailyBucketsSql, keysetWindow, selectScalar, CAPPED_LIMIT, pagingAnswer } from '../../db/list-page.ts';
import type { TDataScope } from '../../db/scope.ts';
import { placeholders, runShaped, type TBind } from '../../db/shaped.ts';
import { inboundConditions } from './inbound-filters.ts';
import { inboundItemColumns, toInboundItem } from './inbound-views.ts';
import { inboundOrders } from './schema.ts';

const o = inboundOrders;
type TStatusCounts = TInboundList['statusCounts'];

/** Whether a filter other than the status tab (and the customer, which is the scope) is set. */
function filtered(f: TInboundFilter): boolean {
  return Boolean(f.code?.trim() || f.warehouseId !== undefined || f.type || f.zoneType || f.createdFrom || f.createdTo || f.estimateFrom || f.estimateTo);
}

/** Whether the only filter is the creation date: the tabs are then the day-by-day counters' sums, exact. */
function onlyCreatedRange(f: TInboundFilter): boolean {
  return Boolean(f.createdFrom || f.createdTo) && !filtered({ ...f, createdFrom: undefined, createdTo: undefined });
}

/**
 * The status tabs' counts, selected beside the page (one round trip). No filter: the list counters, exact whatever
 * the volume; the creation date alone: the day-by-day counters (what the dashboard sums). Other filters: one pass
 * over at most LIST_COUNT_CAP + 1 matching orders, grouped by status; when more match, every count is a lower
 * bound ("more than").
 */
function tabCountsSql(f: TInboundFilter, scope: TDataScope, base: SQL | undefined, bind: TBind): SQL<Record<string, number>> {
  if (!filtered(f)) return counterBucketsSql(scope, 'inbound', bind);
  if (onlyCreatedRange(f)) return dailyBucketsSql(scope, 'inbound', { from: f.createdFrom, to: f.createdTo }, undefined, bind);
  const seen = sql`select ${o.status} as s from ${o} ${base ? sql`where ${base}` : sql``} limit ${CAPPED_LIMIT}`;
  return sql<Record<string, number>>`(select coalesce(json_object_agg(s, n), '{}'::json) from (select s::text as s, count(*)::int as n from (${seen}) x group by s) y)`;
}

/** The tabs' counts from what the database answered, and whether they are exact. */
function tabCounts(raw: Record<string, number>, countedList: boolean): { counts: TStatusCounts; exact: boolean } {
  const counts: TStatusCounts = { all: 0, '0': 0, '3': 0, '4': 0, '9': 0, '99': 0 };
  for (const s of INBOUND_STATUSES) counts[`${s}`] = Number(raw[`${s}`] ?? 0);
  // a tab's lower bound is never shown above the cap the whole list stops at
  if (!countedList) return { counts: { ...counts, all: Number(raw.all ?? 0) }, exact: true };
  const seen = INBOUND_STATUSES.reduce<number>((sum, s) => sum + counts[`${s}`], 0);
  const all = cappedTotal(seen);
  for (const s of INBOUND_STATUSES) counts[`${s}`] = Math.min(counts[`${s}`], LIST_COUNT_CAP);
  return { counts: { ...counts, all: all.total }, exact: all.exact };
}

/**
 * One page of orders, newest first (docs/lists.md), in one round trip: read by keyset from the (client, status,
 * created_at, id) indexes; names and line totals for the page's orders only; the tabs' counts beside them.
 */
export async function listInbound(db: TDbOrTx, input: TInboundListInput, scope: TDataScope): Promise<TInboundList> {
  const { bind, values } = placeholders();
  const base = inboundConditions(input, scope, bind);
  const status = input.status as TInboundStatus | undefined;
  const where = and(base, status === undefined ? undefined : eq(o.status, bind('status', status)));
  const win = keysetWindow({ column: o.createdAt, id: o.id, dir: 'desc' }, input, bind);
  const countsSql = tabCountsSql(input, scope, base, bind);
  // built once per shape (db/shaped.ts): the tabs' source (counters, days, capped pass) follows from the filters bound
  const rows = await runShaped(db, `inbound:${win.shape}`, values, () =>
    win.read(
      db.select({ ...inboundItemColumns, sortKey: win.sortKey, tabs: countsSql }).from(o).$dynamic(),
      where,
    ),
  );
  const page = win.finish(rows);
  const tabs = tabCounts(rows[0]?.tabs ?? (await selectScalar(db, countsSql, values)), filtered(input) && !onlyCreatedRange(input));
  const tab = status === undefined ? 'all' : `${status}`;
  return {
    items: page.items.map(toInboundItem),
    ...pagingAnswer(page, { total: tabs.counts[tab as keyof TStatusCounts], exact: tabs.exact }, input),
    statusCounts: tabs.counts,
    statusCountsExact: tabs.exact,
  };
}
