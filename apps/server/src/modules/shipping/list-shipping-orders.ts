import { and, eq, gte, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  foldText,
  LIST_COUNT_CAP,
  ORDER_TAB_STATUSES,
  ORDER_TABS,
  SHIPPING_STATUSES,
  type TShippingList,
  type TShippingListFilter,
  type TShippingListInput,
  type TShippingListItem,
} from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedTotal, counterBucketsSql, counterGroupBucketsSql, dailyBucketsSql, keysetWindow, selectScalar, CAPPED_LIMIT, pagingAnswer } from '../../db/list-page.ts';
import { dailyCounters } from '../../db/schema.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { literalValues, placeholders, runShaped, type TBind } from '../../db/shaped.ts';
import { containsPattern } from '../../lib/like.ts';
import { shopNameSql } from '../accounts/index.ts';
import { shippingOrders } from './schema.ts';

const o = shippingOrders;

/** The instant a Vietnamese calendar day ('YYYY-MM-DD') begins, and the next day's (an exclusive end). */
const vnDay = (key: string, plusDays = 0) => new Date(new Date(`${key}T00:00:00+07:00`).getTime() + plusDays * 86_400_000);

/** Whether a filter other than the tab (and the customer, which is the scope) is set. */
export function shippingFiltered(f: TShippingListFilter): boolean {
  return Boolean(f.keyword?.trim() || f.shop_id !== undefined || f.payment_type_id !== undefined || f.from_date || f.to_date);
}

/**
 * Whether the only filters are the creation date (and the shop): the tabs are then the day-by-day counters' sums
 * (kept per client, shop, day and status), exact whatever the volume: what the dashboard sums.
 */
export function shippingOnlyCreatedRange(f: TShippingListFilter): boolean {
  return Boolean(f.from_date || f.to_date) && !f.keyword?.trim() && f.payment_type_id === undefined;
}

/**
 * Whether the only filter is the shop: the tabs are then that shop's list counters (kept per client, shop and
 * status, list `shipping_shop`), exact whatever the volume.
 */
export function shippingOnlyShop(f: TShippingListFilter): boolean {
  return f.shop_id !== undefined && !f.keyword?.trim() && f.payment_type_id === undefined && !f.from_date && !f.to_date;
}

/** Whether the tab counts are capped lower bounds (a filter the counters do not keep). */
export function shippingCountsCapped(f: TShippingListFilter): boolean {
  return shippingFiltered(f) && !shippingOnlyCreatedRange(f) && !shippingOnlyShop(f);
}

/** The WHERE of the list and the export, without the tab and status (so the tab counts can leave them out). */
export function shippingConditions(f: TShippingListFilter, scope: TDataScope, bind: TBind = literalValues): SQL | undefined {
  const kw = f.keyword?.trim();
  return and(
    inScope(o.clientId, scope, bind),
    // codes, phone and the receiver's folded name, trigram-indexed (docs/lists.md)
    kw ? like(o.searchText, bind('keyword', containsPattern(foldText(kw)))) : undefined,
    f.shop_id === undefined ? undefined : eq(o.shopId, bind('shopId', f.shop_id)),
    f.payment_type_id === undefined ? undefined : eq(o.paymentTypeId, bind('paymentTypeId', f.payment_type_id)),
    f.from_date ? gte(o.createdAt, bind('fromDate', vnDay(f.from_date))) : undefined,
    f.to_date ? lt(o.createdAt, bind('toDate', vnDay(f.to_date, 1))) : undefined,
  );
}

/**
 * The tab and status of a list call as a condition. A tab's statuses are fixed: with a placeholder bind the tab is
 * part of the list's shape (`tabShape`), the caller's own statuses are one array value.
 */
export function tabCondition(f: TShippingListFilter, bind: TBind = literalValues): SQL | undefined {
  if (f.status) return eq(o.status, bind('status', f.status));
  if (f.statuses?.length) return sql`${o.status} = any(${bind('statuses', [...f.statuses])})`;
  if (!f.tab || f.tab === 'ORDER_SEARCH') return undefined;
  // the tab's statuses are the domain's constants, written into the text (the tab is in the shape, no value to bind)
  return sql`${o.status} in (${sql.join(ORDER_TAB_STATUSES[f.tab].map((st) => sql.raw(`'${st.replace(/'/g, "''")}'`)), sql`, `)})`;
}

/** What of the tab and status is in the statement's text rather than its values. */
function tabShape(f: TShippingListFilter): string {
  return f.status || f.statuses?.length || !f.tab ? '' : f.tab;
}

/**
 * Counts per status, selected beside the page: the list counters without filters, the shop's list counters with the
 * shop alone, the day-by-day counters with the creation date (and shop) alone, else a capped pass.
 */
function statusCountsSql(f: TShippingListFilter, scope: TDataScope, base: SQL | undefined, bind: TBind): SQL<Record<string, number>> {
  if (!shippingFiltered(f)) return counterBucketsSql(scope, 'shipping', bind);
  if (f.shop_id !== undefined && shippingOnlyShop(f)) return counterGroupBucketsSql(scope, 'shipping_shop', f.shop_id, SHIPPING_STATUSES, bind);
  if (shippingOnlyCreatedRange(f)) return dailyBucketsSql(scope, 'shipping', { from: f.from_date, to: f.to_date }, f.shop_id, bind);
  const seen = sql`select ${o.status} as s from ${o} ${base ? sql`where ${base}` : sql``} limit ${CAPPED_LIMIT}`;
  return sql<Record<string, number>>`(select coalesce(json_object_agg(s, n), '{}'::json) from (select s, count(*)::int as n from (${seen}) x group by s) y)`;
}

/** Per ORDER_* tab (and `all`), from the per-status counts; with filters each is a lower bound up to the cap. */
export function tabCountsOf(raw: Record<string, number>, filtered: boolean): { counts: Record<string, number>; exact: boolean } {
  const byStatus = (s: string) => Number(raw[s] ?? 0);
  const all = filtered ? SHIPPING_STATUSES.reduce((n, s) => n + byStatus(s), 0) : Number(raw.all ?? 0);
  const capped = filtered ? cappedTotal(all) : { total: all, exact: true };
  const counts: Record<string, number> = { all: capped.total, ORDER_SEARCH: capped.total };
  for (const tab of ORDER_TABS) {
    if (tab === 'ORDER_SEARCH') continue;
    const n = ORDER_TAB_STATUSES[tab].reduce((sum, s) => sum + byStatus(s), 0);
    counts[tab] = Math.min(n, filtered ? LIST_COUNT_CAP : n);
  }
  for (const s of SHIPPING_STATUSES) counts[s] = Math.min(byStatus(s), filtered ? LIST_COUNT_CAP : byStatus(s));
  return { counts, exact: capped.exact };
}

export const shippingItemColumns = {
  id: o.id,
  orderCode: o.orderCode,
  clientOrderCode: o.clientOrderCode,
  shopId: o.shopId,
  status: o.status,
  toName: o.toName,
  toPhone: o.toPhone,
  toAddress: o.toAddress,
  codAmount: o.codAmount,
  totalFee: o.totalFee,
  weight: o.weight,
  serviceTypeId: o.serviceTypeId,
  paymentTypeId: o.paymentTypeId,
  leadtime: o.leadtime,
  createdAt: o.createdAt,
  updatedAt: o.updatedAt,
};

type TItemRow = { [K in keyof typeof shippingItemColumns]: (typeof shippingItemColumns)[K]['_']['data'] } & { shopName: string | null };

export function toShippingItem(r: TItemRow): TShippingListItem {
  return {
    order_code: r.orderCode,
    client_order_code: r.clientOrderCode,
    shop_id: r.shopId,
    shop_name: r.shopName ?? '',
    status: r.status,
    to_name: r.toName,
    to_phone: r.toPhone,
    to_address: r.toAddress,
    cod_amount: r.codAmount,
    total_fee: r.totalFee,
    weight: r.weight,
    service_type_id: r.serviceTypeId,
    payment_type_id: r.paymentTypeId,
    leadtime: r.leadtime.toISOString(),
    created_date: r.createdAt.toISOString(),
    updated_date: r.updatedAt.toISOString(),
  };
}

/**
 * One page of orders, newest first (docs/lists.md), in one round trip: keyset on the (client, status, created_at,
 * id) indexes, the shop's name for the page's rows only, the tabs' counts beside them.
 */
export async function listShippingOrders(db: TDbOrTx, input: TShippingListInput, scope: TDataScope): Promise<TShippingList> {
  const { bind, values } = placeholders();
  const base = shippingConditions(input, scope, bind);
  const where = and(base, tabCondition(input, bind));
  const win = keysetWindow({ column: o.createdAt, id: o.id, dir: 'desc' }, input, bind);
  const countsSql = statusCountsSql(input, scope, base, bind);
  // built once per shape (db/shaped.ts): the tabs' source (counters, days, capped pass) follows from the filters bound
  const rows = await runShaped(db, `shipping:${tabShape(input)}:${win.shape}`, values, () =>
    win.read(
      db.select({ ...shippingItemColumns, shopName: shopNameSql(o.shopId), sortKey: win.sortKey, tabs: countsSql }).from(o).$dynamic(),
      where,
    ),
  );
  const page = win.finish(rows);
  const filtered = shippingCountsCapped(input);
  const tabs = tabCountsOf(rows[0]?.tabs ?? (await selectScalar(db, countsSql, values)), filtered);
  const key = input.status ?? (input.tab && input.tab !== 'ORDER_SEARCH' ? input.tab : 'all');
  return {
    items: page.items.map(toShippingItem),
    ...pagingAnswer(page, { total: tabs.counts[key] ?? 0, exact: tabs.exact }, input),
    tabCounts: tabs.counts,
    tabCountsExact: tabs.exact,
  };
}

/** count-order-by-status: per status and per tab, from the counters (exact, whatever the volume). */
export async function countShippingByStatus(db: TDbOrTx, scope: TDataScope): Promise<{ status: Record<string, number>; tabs: Record<string, number> }> {
  const raw = await selectScalar(db, counterBucketsSql(scope, 'shipping'));
  const status: Record<string, number> = {};
  for (const s of SHIPPING_STATUSES) status[s] = Number(raw[s] ?? 0);
  const { counts } = tabCountsOf(raw, false);
  const tabs: Record<string, number> = {};
  for (const t of ORDER_TABS) tabs[t] = counts[t] ?? 0;
  return { status, tabs };
}

/**
 * The express list's tab counts for each day of a range of creation days (and one shop): what the list answers
 * filtered by that one day, read in one pass over the day-by-day counters (days × statuses rows).
 */
export async function shippingTabCountsByDay(db: TDbOrTx, scope: TDataScope, days: { from: string; to: string }, shopId?: number): Promise<Map<string, Record<string, number>>> {
  const d = dailyCounters;
  const where = and(inScope(d.clientId, scope), eq(d.list, 'shipping'), gte(d.day, days.from), lte(d.day, days.to), shopId === undefined ? undefined : eq(d.shopId, shopId));
  const rows = sqlRows<{ day: string; raw: Record<string, number> }>(
    await db.execute(sql`select day::text as day, json_object_agg(b, n) as raw from (select ${d.day} as day, ${d.bucket} as b, sum(${d.n})::int as n from ${d} where ${where} group by 1, 2) x group by day`),
  );
  return new Map(rows.map((r) => [r.day, tabCountsOf(r.raw, false).counts]));
}
