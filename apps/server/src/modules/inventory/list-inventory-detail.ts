import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { TInventoryDetailFilter, TInventoryDetailListInput, TInventoryDetailRow, TPaged } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { clients } from '../accounts/schema.ts';
import { skus } from '../sku/schema.ts';
import { locations, warehouses } from '../warehouses/schema.ts';
import { isoOf } from './balance-views.ts';
import { detailConditions } from './inventory-filters.ts';
import { inventoryBalances } from './schema.ts';

const b = inventoryBalances;
const int = (e: SQL) => sql<number>`coalesce(${e}, 0)::int`.mapWith(Number);

const qtySum = int(sql`sum(${b.qty})`);
const expiryMin = sql<string | null>`min(${b.expiryDate})::text`;
const warehousedMin = sql`min(${b.warehousedAt})`;

/**
 * Inventory detail (SPEC §3, /ton-kho Detail tab): stock per warehouse, customer, SKU, lot, condition and zone
 * type, summed over the locations that hold it (listed in `locationCodes`). Only what is on hand.
 */
function detailQuery(db: TDbOrTx, f: TInventoryDetailFilter, scope: TDataScope) {
  return db
    .select({
      warehouseId: b.warehouseId,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      customerId: b.clientId,
      customerCode: clients.code,
      customerName: clients.name,
      skuId: b.skuId,
      sku: skus.sku,
      mCode: skus.mCode,
      sCode: skus.sCode,
      name: skus.name,
      lotNum: b.lot,
      condition: b.condition,
      zoneType: b.zoneType,
      qty: qtySum,
      qtyAllocated: int(sql`sum(${b.qtyAllocated})`),
      qtyOnHold: int(sql`sum(${b.qtyHeld})`),
      qtyAvailable: int(
        sql`sum(case when ${b.condition} = 'GOOD' and ${locations.purpose} = 'STORAGE' then greatest(${b.qty} - ${b.qtyAllocated} - ${b.qtyHeld}, 0) else 0 end)`,
      ),
      productionDate: sql<string | null>`min(${b.productionDate})::text`,
      expiryDate: expiryMin,
      warehousingDate: isoOf(warehousedMin),
      locationCodes: sql<string>`string_agg(distinct ${locations.code}, ',')`,
    })
    .from(b)
    .innerJoin(locations, eq(locations.id, b.locationId))
    .innerJoin(skus, eq(skus.id, b.skuId))
    .innerJoin(warehouses, eq(warehouses.id, b.warehouseId))
    .innerJoin(clients, eq(clients.id, b.clientId))
    // rows emptied earlier keep their key; they are not stock
    .where(and(detailConditions(f, scope), gt(b.qty, 0)))
    .groupBy(b.warehouseId, b.clientId, b.skuId, b.lot, b.condition, b.zoneType, warehouses.id, clients.id, skus.id);
}

function orderOf(f: TInventoryDetailFilter): SQL[] {
  const dir = f.sortDir === 'desc' ? desc : asc;
  const tail = [asc(warehouses.code), asc(skus.sku), asc(b.lot), asc(b.condition)];
  switch (f.sortBy) {
    case 'sku':
      return [dir(skus.sku), asc(warehouses.code), asc(b.lot), asc(b.condition)];
    case 'expiryDate':
      return [sql`${expiryMin} ${sql.raw(f.sortDir === 'desc' ? 'desc' : 'asc')} nulls last`, ...tail];
    case 'warehousedAt':
      return [sql`${warehousedMin} ${sql.raw(f.sortDir === 'desc' ? 'desc' : 'asc')} nulls last`, ...tail];
    case 'qty':
      return [dir(qtySum), ...tail];
    case 'warehouse':
      return [dir(warehouses.code), asc(skus.sku), asc(b.lot), asc(b.condition)];
  }
}

type TRawDetail = Omit<TInventoryDetailRow, 'locationCodes'> & { locationCodes: string | null };

function toRow(r: TRawDetail): TInventoryDetailRow {
  return { ...r, locationCodes: r.locationCodes ? r.locationCodes.split(',').sort() : [] };
}

export async function listInventoryDetail(db: TDbOrTx, scope: TDataScope, input: TInventoryDetailListInput): Promise<TPaged<TInventoryDetailRow>> {
  const q = detailQuery(db, input, scope);
  const [rows, [total]] = await Promise.all([
    q.orderBy(...orderOf(input)).limit(input.pageSize).offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(detailQuery(db, input, scope).as('g')),
  ]);
  return { items: rows.map(toRow), total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}

/** Every row of the filter, for the export (capped). */
export async function allInventoryDetail(db: TDbOrTx, f: TInventoryDetailFilter, scope: TDataScope, cap: number): Promise<TInventoryDetailRow[]> {
  const rows = await detailQuery(db, f, scope).orderBy(...orderOf(f)).limit(cap);
  return rows.map(toRow);
}
