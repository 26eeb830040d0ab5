import { and, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TInventoryDetailFilter, TInventoryDetailListInput, TInventoryDetailPage, TInventoryDetailRow, TListPaging, TZoneType } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { cappedCountSql, cappedTotal, counterTotalSql, keysetWindow, selectScalar, type TKeysetOrder } from '../../db/list-page.ts';
import type { TDataScope } from '../../db/scope.ts';
import { clientNameSql } from '../accounts/index.ts';
import { locationCodesIn, warehouseNameSql } from '../warehouses/index.ts';
import { isoOf } from './balance-views.ts';
import { detailConditions, detailFiltered } from './inventory-filters.ts';
import { inventoryBalances, inventoryLotTotals } from './schema.ts';
import { skuNamesSql, type TSkuNames } from '../sku/index.ts';

const t = inventoryLotTotals;

/**
 * The detail's orders (DETAIL_SORTS): the sort column, the columns that break its ties, then the id; each has an
 * index (client_id, ..., id) and a provider-wide one (..., id) on the lot totals (schema.ts).
 */
const ORDERS: Record<TInventoryDetailFilter['sortBy'], { column: PgColumn; then?: PgColumn[] }> = {
  warehouse: { column: t.warehouseCode, then: [t.skuCode, t.lot] },
  sku: { column: t.skuCode, then: [t.warehouseCode, t.lot] },
  expiryDate: { column: t.expiryKey },
  warehousedAt: { column: t.warehousedKey },
  qty: { column: t.qty },
};

function orderOf(f: TInventoryDetailFilter): TKeysetOrder {
  return { ...ORDERS[f.sortBy], id: t.id, dir: f.sortDir };
}

interface TLotRow {
  id: number;
  sortKey: string;
  warehouseId: number;
  warehouseCode: string;
  clientId: number;
  skuId: number;
  lot: string;
  condition: TInventoryDetailRow['condition'];
  zoneType: string;
  qty: number;
  qtyAllocated: number;
  qtyHeld: number;
  qtyAvailable: number;
  productionDate: string | null;
  expiryDate: string | null;
  warehousingDate: string | null;
  warehouse: { code: string; name: string } | null;
  customer: { code: string; name: string } | null;
  skuNames: TSkuNames | null;
  locationCodes: string | null;
}

const b = inventoryBalances;

/** The codes of the locations holding a lot's stock, beside the lot's row (the page's rows only). */
const lotLocationCodes = locationCodesIn(
  sql`select ${qualified(b.locationId)} from ${b} where ${qualified(b.warehouseId)} = ${qualified(t.warehouseId)} and ${qualified(b.clientId)} = ${qualified(t.clientId)}
    and ${qualified(b.skuId)} = ${qualified(t.skuId)} and ${qualified(b.lot)} = ${qualified(t.lot)} and ${qualified(b.condition)} = ${qualified(t.condition)}
    and coalesce(${qualified(b.zoneType)}, '') = ${qualified(t.zoneType)} and ${qualified(b.qty)} > 0`,
);

/** A page's row as the answer has it. */
function toDetailRow(r: TLotRow): TInventoryDetailRow {
  return {
    warehouseId: r.warehouseId,
    warehouseCode: r.warehouseCode,
    warehouseName: r.warehouse?.name ?? '',
    customerId: r.clientId,
    customerCode: r.customer?.code ?? '',
    customerName: r.customer?.name ?? '',
    skuId: r.skuId,
    sku: r.skuNames?.sku ?? '',
    mCode: r.skuNames?.mCode ?? '',
    sCode: r.skuNames?.sCode ?? '',
    name: r.skuNames?.name ?? '',
    lotNum: r.lot,
    condition: r.condition,
    zoneType: r.zoneType === '' ? null : (r.zoneType as TZoneType),
    qty: r.qty,
    qtyAllocated: r.qtyAllocated,
    qtyOnHold: r.qtyHeld,
    qtyAvailable: r.qtyAvailable,
    productionDate: r.productionDate,
    expiryDate: r.expiryDate,
    warehousingDate: r.warehousingDate,
    locationCodes: r.locationCodes ? r.locationCodes.split(',') : [],
  };
}

/**
 * One page of the detail in the filter's order, read from an index of the lot totals (keyset, docs/lists.md),
 * with the cursors around it; names and locations for the page's rows only.
 */
export async function readDetailPage(
  db: TDbOrTx,
  scope: TDataScope,
  f: TInventoryDetailFilter,
  paging: TListPaging,
): Promise<{ items: TInventoryDetailRow[]; nextCursor: string | null; prevCursor: string | null }> {
  const win = keysetWindow(orderOf(f), paging);
  const rows: TLotRow[] = await db
    .select({
      id: t.id,
      sortKey: win.sortKey,
      warehouseId: t.warehouseId,
      warehouseCode: t.warehouseCode,
      clientId: t.clientId,
      skuId: t.skuId,
      lot: t.lot,
      condition: t.condition,
      zoneType: t.zoneType,
      qty: t.qty,
      qtyAllocated: t.qtyAllocated,
      qtyHeld: t.qtyHeld,
      qtyAvailable: t.qtyAvailable,
      productionDate: t.productionDate,
      expiryDate: t.expiryDate,
      warehousingDate: isoOf(t.warehousedAt),
      // names and locations for the page's rows only, in the same round trip (docs/lists.md)
      warehouse: warehouseNameSql(t.warehouseId),
      customer: clientNameSql(t.clientId),
      skuNames: skuNamesSql(t.skuId),
      locationCodes: lotLocationCodes,
    })
    .from(t)
    .where(and(detailConditions(f, scope), win.where))
    .orderBy(...win.orderBy)
    .limit(win.limit)
    .offset(win.offset);
  const page = win.finish(rows);
  return { items: page.items.map(toDetailRow), nextCursor: page.nextCursor, prevCursor: page.prevCursor };
}

/**
 * Inventory detail (SPEC §3, /ton-kho Detail tab): stock per warehouse, customer, SKU, lot, condition and zone
 * type, summed over the locations that hold it (listed in `locationCodes`). Only what is on hand. The total is
 * the client's counter of lots in stock, or for a filtered list a count capped at LIST_COUNT_CAP.
 */
export async function listInventoryDetail(db: TDbOrTx, scope: TDataScope, input: TInventoryDetailListInput): Promise<TInventoryDetailPage> {
  const filtered = detailFiltered(input);
  const totalSql = filtered ? cappedCountSql(sql`${t}`, detailConditions(input, scope)) : counterTotalSql(scope, 'inventory_detail', 'in_stock');
  // the page and its total side by side (the page reader also serves the export, which needs no total)
  const [page, n] = await Promise.all([readDetailPage(db, scope, input, input), selectScalar(db, totalSql)]);
  const count = filtered ? cappedTotal(n) : { total: n, exact: true };
  return { ...page, total: count.total, totalExact: count.exact, page: input.page, pageSize: input.pageSize };
}
