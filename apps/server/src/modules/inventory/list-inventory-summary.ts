import { sql, type SQL } from 'drizzle-orm';
import type { TInventorySummaryFilter, TInventorySummaryListInput, TInventorySummaryPage, TInventorySummaryRow, TListPaging } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedCountSql, counterTotalSql, keysetWindow, pageTotal, pagingAnswer } from '../../db/list-page.ts';
import type { TDataScope } from '../../db/scope.ts';
import { placeholders, runShaped } from '../../db/shaped.ts';
import { clientNameSql } from '../accounts/index.ts';
import { warehouseNameSql } from '../warehouses/index.ts';
import { summaryConditions, summaryFiltered } from './inventory-filters.ts';
import { inventorySkuTotals } from './schema.ts';
import { skuNamesSql } from '../sku/index.ts';

const t = inventorySkuTotals;

/**
 * The page's rows of the summary in warehouse, then SKU order (and, for the list, its total beside them), built
 * once per shape (db/shaped.ts).
 */
async function readSummaryRows(db: TDbOrTx, scope: TDataScope, f: TInventorySummaryFilter, paging: TListPaging, withTotal: boolean) {
  const { bind, values } = placeholders();
  const where = summaryConditions(f, scope, bind);
  const win = keysetWindow({ column: t.warehouseCode, then: [t.skuCode], id: t.id, dir: 'asc' }, paging, bind);
  const filtered = summaryFiltered(f);
  const total: SQL<number> = filtered ? cappedCountSql(sql`${t}`, where) : counterTotalSql(scope, 'inventory_summary', 'in_stock', bind);
  // onlyInStock changes the text without a value of its own; the total (its kind) only on the list
  const shape = `inv-summary:${f.onlyInStock ? 'in-stock' : 'all'}:${withTotal ? (filtered ? 'count' : 'counter') : 'rows'}:${win.shape}`;
  const rows = await runShaped(db, shape, values, () =>
    win.read(
      db
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
          // the list's total, a scalar subquery evaluated once (the export reads no total)
          listTotal: withTotal ? total : sql<number>`0`.mapWith(Number),
        })
        .from(t)
        .$dynamic(),
      where,
    ),
  );
  const page = win.finish(rows);
  const items = page.items.map(({ id: _id, sortKey: _k, listTotal: _t, clientId, warehouse, customer, skuNames, ...r }): TInventorySummaryRow => ({
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
  return { rows, page: { items, nextCursor: page.nextCursor, prevCursor: page.prevCursor }, total, values, filtered };
}

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
  return (await readSummaryRows(db, scope, f, paging, false)).page;
}

/**
 * Inventory summary (SPEC §3, /ton-kho Summary tab), per warehouse and SKU: on hand (qty), allocated,
 * available (good, in storage, neither allocated nor held by an unfinished inbound), defective, lost, and on
 * hold (received for an inbound that is not complete yet). The total is the client's counter of SKUs in stock,
 * or for a filtered list a count capped at LIST_COUNT_CAP.
 */
export async function listInventorySummary(db: TDbOrTx, scope: TDataScope, input: TInventorySummaryListInput): Promise<TInventorySummaryPage> {
  // the page and its total in one round trip; an empty page's total alone
  const { rows, page, total, values, filtered } = await readSummaryRows(db, scope, input, input, true);
  const count = await pageTotal(db, rows, total, filtered, values);
  return { items: page.items, ...pagingAnswer(page, count, input) };
}
