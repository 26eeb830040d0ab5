import { and, sql } from 'drizzle-orm';
import type { TInventorySummaryFilter, TInventorySummaryListInput, TInventorySummaryPage, TInventorySummaryRow, TListPaging } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedCountSql, cappedTotal, counterTotalSql, keysetWindow, selectScalar } from '../../db/list-page.ts';
import type { TDataScope } from '../../db/scope.ts';
import { clientNameSql } from '../accounts/index.ts';
import { warehouseNameSql } from '../warehouses/index.ts';
import { summaryConditions, summaryFiltered } from './inventory-filters.ts';
import { inventorySkuTotals } from './schema.ts';
import { skuNamesSql } from '../sku/index.ts';

const t = inventorySkuTotals;

/**
 * One page of the summary in warehouse, then SKU order, read from an index of the SKU totals (keyset,
 * docs/lists.md), with the cursors around it; names for the page's rows only.
 */
export async function readSummaryPage(
  db: TDbOrTx,
  scope: TDataScope,
  f: TInventorySummaryFilter,
  paging: TListPaging,
): Promise<{ items: TInventorySummaryRow[]; nextCursor: string | null; prevCursor: string | null }> {
  const win = keysetWindow({ column: t.warehouseCode, then: [t.skuCode], id: t.id, dir: 'asc' }, paging);
  const rows = await db
    .select({
      id: t.id,
      sortKey: win.sortKey,
      warehouseId: t.warehouseId,
      warehouseCode: t.warehouseCode,
      clientId: t.clientId,
      skuId: t.skuId,
      qty: t.qty,
      qtyAllocated: t.qtyAllocated,
      qtyAvailable: t.qtyAvailable,
      qtyDefective: t.qtyDefective,
      qtyLost: t.qtyLost,
      qtyOnHold: t.qtyHeld,
      // names for the page's rows only, in the same round trip (docs/lists.md)
      warehouse: warehouseNameSql(t.warehouseId),
      customer: clientNameSql(t.clientId),
      skuNames: skuNamesSql(t.skuId),
    })
    .from(t)
    .where(and(summaryConditions(f, scope), win.where))
    .orderBy(...win.orderBy)
    .limit(win.limit)
    .offset(win.offset);
  const page = win.finish(rows);
  const items = page.items.map(({ id: _id, sortKey: _k, clientId, warehouse, customer, skuNames, ...r }): TInventorySummaryRow => ({
    ...r,
    warehouseName: warehouse?.name ?? '',
    customerId: clientId,
    customerCode: customer?.code ?? '',
    customerName: customer?.name ?? '',
    sku: skuNames?.sku ?? '',
    mCode: skuNames?.mCode ?? '',
    sCode: skuNames?.sCode ?? '',
    name: skuNames?.name ?? '',
  }));
  return { items, nextCursor: page.nextCursor, prevCursor: page.prevCursor };
}

/**
 * Inventory summary (SPEC §3, /ton-kho Summary tab), per warehouse and SKU: on hand (qty), allocated,
 * available (good, in storage, neither allocated nor held by an unfinished inbound), defective, lost, and on
 * hold (received for an inbound that is not complete yet). The total is the client's counter of SKUs in stock,
 * or for a filtered list a count capped at LIST_COUNT_CAP.
 */
export async function listInventorySummary(db: TDbOrTx, scope: TDataScope, input: TInventorySummaryListInput): Promise<TInventorySummaryPage> {
  const filtered = summaryFiltered(input);
  const totalSql = filtered ? cappedCountSql(sql`${t}`, summaryConditions(input, scope)) : counterTotalSql(scope, 'inventory_summary', 'in_stock');
  // the page and its total side by side (the page reader also serves the export, which needs no total)
  const [page, n] = await Promise.all([readSummaryPage(db, scope, input, input), selectScalar(db, totalSql)]);
  const count = filtered ? cappedTotal(n) : { total: n, exact: true };
  return { ...page, total: count.total, totalExact: count.exact, page: input.page, pageSize: input.pageSize };
}
