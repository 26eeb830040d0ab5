import { and, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TInventoryDetailFilter, TInventoryDetailListInput, TInventoryDetailPage, TInventoryDetailRow, TListPaging, TZoneType } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedCount, counterTotal, keysetWindow, type TKeysetOrder } from '../../db/list-page.ts';
import type { TDataScope } from '../../db/scope.ts';
import { clientNamesByIds } from '../accounts/index.ts';
import { locationsByIds, warehousesByIds } from '../warehouses/index.ts';
import { isoOf } from './balance-views.ts';
import { detailConditions, detailFiltered } from './inventory-filters.ts';
import { inventoryLotTotals } from './schema.ts';
import { skusByIds } from '../sku/index.ts';
import { rowsOf } from './sql-rows.ts';

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
}

/** The locations holding each of a page's lots (balance rows with stock), by the lot's key. */
async function locationIdsOfLots(db: TDbOrTx, rows: readonly TLotRow[]): Promise<Map<string, number[]>> {
  if (rows.length === 0) return new Map();
  const col = <T>(f: (r: TLotRow) => T) => sql.param(rows.map(f));
  const found = rowsOf<{ k: number; ids: number[] }>(
    await db.execute(sql`
      select k.ord::int as k, array_agg(distinct b.location_id order by b.location_id) as ids
      from unnest(${col((r) => r.warehouseId)}::int[], ${col((r) => r.clientId)}::int[], ${col((r) => r.skuId)}::int[], ${col((r) => r.lot)}::text[],
        ${col((r) => r.condition)}::text[], ${col((r) => r.zoneType)}::text[]) with ordinality as k(w, c, s, lot, cond, zt, ord)
      join inventory_balances b on b.warehouse_id = k.w and b.client_id = k.c and b.sku_id = k.s and b.lot = k.lot
        and b.condition = k.cond and coalesce(b.zone_type, '') = k.zt and b.qty > 0
      group by k.ord`),
  );
  return new Map(found.map((r) => [String(rows[Number(r.k) - 1]!.id), r.ids.map(Number)]));
}

/** A page's lots with their names and locations: one query per kind of name, for the page's rows only. */
async function detailRows(db: TDbOrTx, rows: readonly TLotRow[]): Promise<TInventoryDetailRow[]> {
  const [skusById, whById, clientsById, locsOfLot] = await Promise.all([
    skusByIds(db, rows.map((r) => r.skuId)),
    warehousesByIds(db, rows.map((r) => r.warehouseId)),
    clientNamesByIds(db, rows.map((r) => r.clientId)),
    locationIdsOfLots(db, rows),
  ]);
  const codes = await locationsByIds(db, [...locsOfLot.values()].flat());
  return rows.map((r) => {
    const s = skusById.get(r.skuId);
    const c = clientsById.get(r.clientId);
    return {
      warehouseId: r.warehouseId,
      warehouseCode: r.warehouseCode,
      warehouseName: whById.get(r.warehouseId)?.name ?? '',
      customerId: r.clientId,
      customerCode: c?.code ?? '',
      customerName: c?.name ?? '',
      skuId: r.skuId,
      sku: s?.sku ?? '',
      mCode: s?.mCode ?? '',
      sCode: s?.sCode ?? '',
      name: s?.name ?? '',
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
      locationCodes: (locsOfLot.get(String(r.id)) ?? []).map((id) => codes.get(id)?.code ?? '').filter(Boolean).sort(),
    };
  });
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
    })
    .from(t)
    .where(and(detailConditions(f, scope), win.where))
    .orderBy(...win.orderBy)
    .limit(win.limit)
    .offset(win.offset);
  const page = win.finish(rows);
  return { items: await detailRows(db, page.items), nextCursor: page.nextCursor, prevCursor: page.prevCursor };
}

/**
 * Inventory detail (SPEC §3, /ton-kho Detail tab): stock per warehouse, customer, SKU, lot, condition and zone
 * type, summed over the locations that hold it (listed in `locationCodes`). Only what is on hand. The total is
 * the client's counter of lots in stock, or for a filtered list a count capped at LIST_COUNT_CAP.
 */
export async function listInventoryDetail(db: TDbOrTx, scope: TDataScope, input: TInventoryDetailListInput): Promise<TInventoryDetailPage> {
  const clientId = scope.kind === 'client' ? scope.clientId : null;
  const [page, count] = await Promise.all([
    readDetailPage(db, scope, input, input),
    detailFiltered(input)
      ? cappedCount(db, sql`${t}`, detailConditions(input, scope))
      : counterTotal(db, clientId, 'inventory_detail', 'in_stock').then((n) => ({ total: n, exact: true })),
  ]);
  return { ...page, total: count.total, totalExact: count.exact, page: input.page, pageSize: input.pageSize };
}
