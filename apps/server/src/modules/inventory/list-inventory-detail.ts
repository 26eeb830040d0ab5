import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TInventoryDetailFilter, TInventoryDetailListInput, TInventoryDetailPage, TInventoryDetailRow, TListPaging, TZoneType } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { cappedCountSql, counterTotalSql, keysetWindow, pageTotal, pagingAnswer, type TKeysetOrder } from '../../db/list-page.ts';
import type { TDataScope } from '../../db/scope.ts';
import { placeholders, runShaped } from '../../db/shaped.ts';
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

type TPageOf<R> = { items: R[]; nextCursor: string | null; prevCursor: string | null };

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

/** The page's rows of the detail (and, for the list, its total beside them), built once per shape (db/shaped.ts). */
async function readDetailRows(
  db: TDbOrTx,
  scope: TDataScope,
  f: TInventoryDetailFilter,
  paging: TListPaging,
  withTotal: boolean,
): Promise<{ rows: Array<TLotRow & { listTotal: number }>; page: TPageOf<TLotRow>; total: SQL<number>; values: Record<string, unknown> }> {
  const { bind, values } = placeholders();
  const where = detailConditions(f, scope, bind);
  const win = keysetWindow(orderOf(f), paging, bind);
  const filtered = detailFiltered(f);
  const total = filtered ? cappedCountSql(sql`${t}`, where) : counterTotalSql(scope, 'inventory_detail', 'in_stock', bind);
  // the sort is named although the window's columns already tell it; the total (its kind) only on the list
  const shape = `inv-detail:${f.sortBy}:${withTotal ? (filtered ? 'count' : 'counter') : 'rows'}:${win.shape}`;
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
          // the list's total, a scalar subquery evaluated once (the export reads no total)
          listTotal: withTotal ? total : sql<number>`0`.mapWith(Number),
        })
        .from(t)
        .$dynamic(),
      where,
    ),
  );
  return { rows, page: win.finish(rows), total, values };
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
  const { page } = await readDetailRows(db, scope, f, paging, false);
  return { items: page.items.map(toDetailRow), nextCursor: page.nextCursor, prevCursor: page.prevCursor };
}

/**
 * Inventory detail (SPEC §3, /ton-kho Detail tab): stock per warehouse, customer, SKU, lot, condition and zone
 * type, summed over the locations that hold it (listed in `locationCodes`). Only what is on hand. The total is
 * the client's counter of lots in stock, or for a filtered list a count capped at LIST_COUNT_CAP.
 */
export async function listInventoryDetail(db: TDbOrTx, scope: TDataScope, input: TInventoryDetailListInput): Promise<TInventoryDetailPage> {
  // the page and its total in one round trip; an empty page's total alone
  const { rows, page, total, values } = await readDetailRows(db, scope, input, input, true);
  const count = await pageTotal(db, rows, total, detailFiltered(input), values);
  return { items: page.items.map(toDetailRow), ...pagingAnswer(page, count, input) };
}
