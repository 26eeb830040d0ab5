import {
  NEAR_EXPIRY_DAYS,
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
import { listInbound } from '../inbound/index.ts';
import { listInventoryDetail, listInventorySummary, stockTotals } from '../inventory/index.ts';
import { dayPeriod, shiftDay } from './period.ts';

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

/** How many of the soonest-expiring lots the dashboard lists. */
const NEAR_EXPIRY_SHOWN = 10;

/**
 * The dashboard's figures. Each is read through the use case of the list it counts, with the filters the web puts
 * on that list's link, so a figure and its list agree by construction (a test checks them against the calls):
 * inbound by status from the inbound list filtered by creation date (the day-by-day counters); stock from the
 * inventory summary's totals; near expiry from the inventory detail filtered by expiryBefore. Sections are read
 * at once.
 */
export async function getDashboard(db: TDbOrTx, scope: TDataScope, caller: TDashboardCaller, q: TDashboardQuery, now = Date.now()): Promise<TDashboard> {
  const period = dayPeriod(q.period, q, now);
  const may = (p: TPermissionCode) => caller.staff || caller.permissions.has(p);
  const before = shiftDay(vnDateKey(now), NEAR_EXPIRY_DAYS + 1);

  const [inbound, stock, nearExpiry] = await Promise.all([
    may('view_list_inbound')
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
  ]);
  return { ...period, inbound, stock, nearExpiry };
}
