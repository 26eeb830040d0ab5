import {
  DELIVERY_FAILED_STATUSES,
  DELIVERY_SUCCESS_STATUSES,
  INBOUND_STATUSES,
  OUTBOUND_STATUSES,
  NEAR_EXPIRY_DAYS,
  TOP_SKU_SHARE,
  TOP_SKU_SHOWN,
  ZOutboundListInput,
  vnDateKey,
  ZInboundListInput,
  ZInventoryDetailListInput,
  ZInventorySummaryListInput,
  type TDashboard,
  type TPermissionCode,
  type TDashboardPeriod,
} from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { listInbound } from '../../modules/inbound/index.ts';
import { listInventoryDetail, listInventorySummary, stockTotals } from '../../modules/inventory/index.ts';
import { codBalances, codTotals } from '../../modules/money/index.ts';
import { listOutbound, outboundSkuFrequencies } from '../../modules/outbound/index.ts';
import { shippingTabCountsOf } from '../../modules/shipping/index.ts';
import { dayPeriod, shiftDay } from './period.ts';
import { bucketsByDay, periodBuckets } from './rollups.ts';

export interface TDashboardCaller {
  /** provider staff see every section; client users the sections whose list they may open */
  staff: boolean;
  permissions: ReadonlySet<TPermissionCode>;
}

export interface TDashboardQuery {
  period: TDashboardPeriod;
  from?: string;
  to?: string;
  warehouseId?: number;
}

/** A status list's counts ({all, each status}) from its rollup's buckets, as the list shows them. */
function statusCounts<K extends string>(raw: Record<string, number>, statuses: readonly (string | number)[]): Record<K | 'all', number> {
  const counts: Record<string, number> = { all: Number(raw.all ?? 0) };
  for (const s of statuses) counts[`${s}`] = Number(raw[`${s}`] ?? 0);
  return counts as Record<K | 'all', number>;
}

/** How many of the soonest-expiring lots the dashboard lists. */
const NEAR_EXPIRY_SHOWN = 10;

/**
 * The dashboard's figures, each equal to what its list shows with the filters the web puts on that list's link (a
 * test checks them against the list calls). Express, outbound and inbound orders by status (and express by day)
 * come from the rollups of the day-by-day counters (`rollups.ts`): a client's day rows, for provider staff over
 * every client the client-less '<list>:all' day rows, so the read is bounded by the period's days, never by orders
 * or clients; with a warehouse filter, inbound and outbound counts are the lists' own. Stock from the inventory
 * summary's totals; near expiry from the inventory detail filtered by expiryBefore; the delivery success rate from
 * the express statuses; COD from the shop's COD balances (what the COD summary shows), for staff their sums over
 * every shop in scope; the top SKUs from the SKU rollups of aligned day blocks (`outboundSkuFrequencies`). Sections
 * are read at once; a section whose list the caller may not open is null.
 */
export async function getDashboard(db: TDbOrTx, scope: TDataScope, caller: TDashboardCaller, q: TDashboardQuery, now = Date.now()): Promise<TDashboard> {
  const period = dayPeriod(q.period, q, now);
  const may = (p: TPermissionCode) => caller.staff || caller.permissions.has(p);
  const before = shiftDay(vnDateKey(now), NEAR_EXPIRY_DAYS + 1);

  // a client user's figures are their current shop's (express orders and COD are per shop); staff see every shop
  const shopId = scope.kind === 'client' && !scope.acting && scope.shopId !== null ? scope.shopId : undefined;
  const created = { from: period.from, to: period.to };

  const [inbound, stock, nearExpiry, shipping, cod, outbound, topSkus] = await Promise.all([
    may('view_list_inbound') && q.warehouseId === undefined
      ? periodBuckets(db, scope, 'inbound', created).then((raw) => ({ counts: statusCounts(raw, INBOUND_STATUSES), exact: true }))
      : may('view_list_inbound')
      ? listInbound(db, ZInboundListInput.parse({ createdFrom: period.from, createdTo: period.to, warehouseId: q.warehouseId, pageSize: 1 }), scope).then((l) => ({
          counts: l.statusCounts as Record<string, number>,
          exact: l.statusCountsExact,
        }))
      : null,
    may('view_inventory')
      ? Promise.all([
          stockTotals(db, scope, q.warehouseId),
          listInventorySummary(db, scope, ZInventorySummaryListInput.parse({ warehouseId: q.warehouseId, pageSize: 1 })),
        ]).then(([totals, summary]) => ({ ...totals, skuRows: summary.total, skuRowsExact: summary.totalExact }))
      : null,
    may('view_inventory')
      ? listInventoryDetail(
          db,
          scope,
          ZInventoryDetailListInput.parse({ warehouseId: q.warehouseId, expiryBefore: before, sortBy: 'expiryDate', sortDir: 'asc', pageSize: NEAR_EXPIRY_SHOWN }),
        ).then((d) => ({
          before,
          total: d.total,
          exact: d.totalExact,
          lots: d.items.map((r) => ({ sku: r.sku, name: r.name, lot: r.lotNum, expiryDate: r.expiryDate, qty: r.qty, warehouseCode: r.warehouseCode, customerName: r.customerName })),
        }))
      : null,
    may('view_list_order')
      ? Promise.all([periodBuckets(db, scope, 'shipping', created, shopId).then((raw) => shippingTabCountsOf(raw, false)), bucketsByDay(db, scope, 'shipping', created, shopId)]).then(([l, byDay]) => {
          const sum = (statuses: readonly string[]) => statuses.reduce((n, s) => n + (l.counts[s] ?? 0), 0);
          const delivered = sum(DELIVERY_SUCCESS_STATUSES);
          const failed = sum(DELIVERY_FAILED_STATUSES);
          return {
            shopId: shopId ?? null,
            counts: l.counts,
            exact: l.exact,
            byDay: period.days.map((day) => ({ day, counts: shippingTabCountsOf(byDay.get(day) ?? {}, false).counts })),
            delivered,
            failed,
            successRate: delivered + failed > 0 ? delivered / (delivered + failed) : null,
          };
        })
      : null,
    caller.staff
      ? codTotals(db, scope).then((b) => ({ shopId: null, ...b }))
      : shopId !== undefined && may('view_transfer_cod')
        ? codBalances(db, shopId).then((b) => ({ shopId, collected: b.collected, pending: b.pending }))
        : null,
    may('view_list_outbound') && q.warehouseId === undefined
      ? periodBuckets(db, scope, 'outbound', created).then((raw) => ({ counts: statusCounts(raw, OUTBOUND_STATUSES), exact: true }))
      : may('view_list_outbound')
      ? listOutbound(db, ZOutboundListInput.parse({ createdFrom: period.from, createdTo: period.to, warehouseId: q.warehouseId, pageSize: 1 }), scope).then((l) => ({ counts: l.statusCounts, exact: l.statusCountsExact }))
      : null,
    may('view_list_outbound')
      ? outboundSkuFrequencies(db, scope, created, TOP_SKU_SHOWN).then((f) => {
          const topCount = Math.ceil(f.skuCount * TOP_SKU_SHARE);
          let running = 0;
          const items = f.top.slice(0, topCount).map((r) => {
            running += r.orders;
            return { ...r, cumulativeShare: f.lineCount > 0 ? running / f.lineCount : 0 };
          });
          return { skuCount: f.skuCount, lineCount: f.lineCount, topCount, items };
        })
      : null,
  ]);
  return { ...period, inbound, stock, nearExpiry, shipping, cod, outbound, topSkus };
}
