import { and, eq, sql, type SQL } from 'drizzle-orm';
import { INBOUND_STATUSES, type TInboundFilter, type TInboundList, type TInboundListInput, type TInboundStatus } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedCountSql, cappedTotal, counterBucketsSql, keysetWindow, selectScalar } from '../../db/list-page.ts';
import type { TDataScope } from '../../db/scope.ts';
import { inboundConditions } from './inbound-filters.ts';
import { inboundItemColumns, toInboundItem } from './inbound-views.ts';
import { inboundOrders } from './schema.ts';

const o = inboundOrders;
type TStatusCounts = TInboundList['statusCounts'];

/** Whether a filter other than the status tab (and the customer, which is the scope) is set. */
function filtered(f: TInboundFilter): boolean {
  return Boolean(f.code?.trim() || f.warehouseId !== undefined || f.type || f.zoneType || f.createdFrom || f.createdTo || f.estimateFrom || f.estimateTo);
}

/**
 * The status tabs' counts, selected beside the page (one round trip): from the list counters when no filter is
 * set (exact, whatever the volume); with filters, each tab counted up to LIST_COUNT_CAP.
 */
function tabCountsSql(f: TInboundFilter, scope: TDataScope, base: SQL | undefined): SQL<Record<string, number>> {
  if (!filtered(f)) return counterBucketsSql(scope, 'inbound');
  const each = INBOUND_STATUSES.map((s) => sql`${`${s}`}::text, ${cappedCountSql(sql`${o}`, and(base, eq(o.status, s)))}`);
  return sql<Record<string, number>>`json_build_object(${sql.join(each, sql`, `)})`;
}

/** The tabs' counts from what the database answered; `exact` false where a capped count reached the cap. */
function tabCounts(raw: Record<string, number>, capped: boolean): { counts: TStatusCounts; exact: Record<string, boolean> } {
  const counts: TStatusCounts = { all: 0, '0': 0, '3': 0, '4': 0, '9': 0, '99': 0 };
  const exact: Record<string, boolean> = { all: true };
  for (const s of INBOUND_STATUSES) {
    const c = capped ? cappedTotal(Number(raw[`${s}`] ?? 0)) : { total: Number(raw[`${s}`] ?? 0), exact: true };
    counts[`${s}`] = c.total;
    exact[`${s}`] = c.exact;
    exact.all = exact.all! && c.exact;
  }
  counts.all = capped ? INBOUND_STATUSES.reduce<number>((sum, s) => sum + counts[`${s}`], 0) : Number(raw.all ?? 0);
  return { counts, exact };
}

/**
 * One page of orders, newest first (docs/lists.md), in one round trip: read by keyset from the (client, status,
 * created_at, id) indexes; names and line totals for the page's orders only; the tabs' counts beside them.
 */
export async function listInbound(db: TDbOrTx, input: TInboundListInput, scope: TDataScope): Promise<TInboundList> {
  const base = inboundConditions(input, scope);
  const status = input.status as TInboundStatus | undefined;
  const where = and(base, status === undefined ? undefined : eq(o.status, status));
  const win = keysetWindow({ column: o.createdAt, id: o.id, dir: 'desc' }, input);
  const countsSql = tabCountsSql(input, scope, base);
  const rows = await db
    .select({ ...inboundItemColumns, sortKey: win.sortKey, tabs: countsSql })
    .from(o)
    .where(and(where, win.where))
    .orderBy(...win.orderBy)
    .limit(win.limit)
    .offset(win.offset);
  const page = win.finish(rows);
  const tabs = tabCounts(rows[0]?.tabs ?? (await selectScalar(db, countsSql)), filtered(input));
  const tab = status === undefined ? 'all' : `${status}`;
  return {
    items: page.items.map(toInboundItem),
    total: tabs.counts[tab as keyof TStatusCounts],
    totalExact: tabs.exact[tab] ?? true,
    page: input.page,
    pageSize: input.pageSize,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
    statusCounts: tabs.counts,
    statusCountsExact: Object.values(tabs.exact).every(Boolean),
  };
}
