import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { INBOUND_STATUSES, type TInboundFilter, type TInboundList, type TInboundListInput, type TInboundStatus } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedCount, counterBuckets, keysetWindow } from '../../db/list-page.ts';
import type { TDataScope } from '../../db/scope.ts';
import { inboundConditions } from './inbound-filters.ts';
import { inboundItemsOf } from './inbound-views.ts';
import { inboundOrders } from './schema.ts';

const o = inboundOrders;
type TStatusCounts = TInboundList['statusCounts'];

/** Whether a filter other than the status tab (and the customer, which is the scope) is set. */
function filtered(f: TInboundFilter): boolean {
  return Boolean(f.code?.trim() || f.warehouseId !== undefined || f.type || f.zoneType || f.createdFrom || f.createdTo || f.estimateFrom || f.estimateTo);
}

/**
 * The status tabs' counts: from the list counters when no filter is set (exact, whatever the volume); with
 * filters, each tab counted up to LIST_COUNT_CAP.
 */
async function tabCounts(db: TDbOrTx, f: TInboundFilter, scope: TDataScope, base: SQL | undefined): Promise<{ counts: TStatusCounts; exact: Record<string, boolean> }> {
  const counts: TStatusCounts = { all: 0, '0': 0, '3': 0, '4': 0, '9': 0, '99': 0 };
  const exact: Record<string, boolean> = { all: true };
  if (!filtered(f)) {
    const buckets = await counterBuckets(db, scope, 'inbound');
    for (const s of INBOUND_STATUSES) {
      counts[`${s}`] = buckets.get(`${s}`) ?? 0;
      exact[`${s}`] = true;
    }
    counts.all = buckets.get('all') ?? 0;
    return { counts, exact };
  }
  const each = await Promise.all(INBOUND_STATUSES.map((s) => cappedCount(db, sql`${o}`, and(base, eq(o.status, s)))));
  INBOUND_STATUSES.forEach((s, i) => {
    const c = each[i]!;
    counts[`${s}`] = c.total;
    counts.all += c.total;
    exact[`${s}`] = c.exact;
    exact.all = exact.all! && c.exact;
  });
  return { counts, exact };
}

/**
 * One page of orders, newest first (docs/lists.md): read by keyset from the (client, status, created_at, id)
 * indexes; names and line totals for the page's orders only; the tabs' counts from the counters or capped.
 */
export async function listInbound(db: TDbOrTx, input: TInboundListInput, scope: TDataScope): Promise<TInboundList> {
  const base = inboundConditions(input, scope);
  const status = input.status as TInboundStatus | undefined;
  const where = and(base, status === undefined ? undefined : eq(o.status, status));
  const win = keysetWindow({ column: o.createdAt, id: o.id, dir: 'desc' }, input);
  const [rows, tabs] = await Promise.all([
    db
      .select({ ...getTableColumns(o), sortKey: win.sortKey })
      .from(o)
      .where(and(where, win.where))
      .orderBy(...win.orderBy)
      .limit(win.limit)
      .offset(win.offset),
    tabCounts(db, input, scope, base),
  ]);
  const page = win.finish(rows);
  const tab = status === undefined ? 'all' : `${status}`;
  return {
    items: await inboundItemsOf(db, page.items),
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
