import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { TInventorySummaryFilter, TInventorySummaryListInput, TInventorySummaryRow, TPaged } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { clients } from '../accounts/schema.ts';
import { skus } from '../sku/schema.ts';
import { locations, warehouses } from '../warehouses/schema.ts';
import { summaryConditions } from './inventory-filters.ts';
import { inventoryBalances } from './schema.ts';

const b = inventoryBalances;
const int = (e: SQL) => sql<number>`coalesce(${e}, 0)::int`.mapWith(Number);

/** The summary quantities of a set of balance rows (joined with their locations). */
export const summaryQuantities = {
  qty: int(sql`sum(${b.qty})`),
  qtyAllocated: int(sql`sum(${b.qtyAllocated})`),
  qtyAvailable: int(
    sql`sum(case when ${b.condition} = 'GOOD' and ${locations.purpose} = 'STORAGE' then greatest(${b.qty} - ${b.qtyAllocated} - ${b.qtyHeld}, 0) else 0 end)`,
  ),
  qtyDefective: int(sql`sum(case when ${b.condition} = 'BAD' then ${b.qty} else 0 end)`),
  qtyLost: int(sql`sum(${b.qtyLost})`),
  qtyOnHold: int(sql`sum(${b.qtyHeld})`),
};

/**
 * Inventory summary (SPEC §3, /ton-kho Summary tab), per warehouse and SKU: on hand (qty), allocated,
 * available (good, in storage, neither allocated nor held by an unfinished inbound), defective, lost, and on
 * hold (received for an inbound that is not complete yet).
 */
function summaryQuery(db: TDbOrTx, f: TInventorySummaryFilter, scope: TDataScope) {
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
      ...summaryQuantities,
    })
    .from(b)
    .innerJoin(locations, eq(locations.id, b.locationId))
    .innerJoin(skus, eq(skus.id, b.skuId))
    .innerJoin(warehouses, eq(warehouses.id, b.warehouseId))
    .innerJoin(clients, eq(clients.id, b.clientId))
    .where(summaryConditions(f, scope))
    .groupBy(b.warehouseId, b.clientId, b.skuId, warehouses.id, clients.id, skus.id)
    .having(f.onlyInStock ? sql`sum(${b.qty}) > 0 or sum(${b.qtyLost}) > 0` : undefined);
}

export async function listInventorySummary(db: TDbOrTx, scope: TDataScope, input: TInventorySummaryListInput): Promise<TPaged<TInventorySummaryRow>> {
  const [items, [total]] = await Promise.all([
    summaryQuery(db, input, scope)
      .orderBy(asc(warehouses.code), asc(skus.sku), asc(clients.code))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(summaryQuery(db, input, scope).as('g')),
  ]);
  return { items, total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}

export async function allInventorySummary(db: TDbOrTx, f: TInventorySummaryFilter, scope: TDataScope, cap: number): Promise<TInventorySummaryRow[]> {
  return summaryQuery(db, f, scope).orderBy(asc(warehouses.code), asc(skus.sku), asc(clients.code)).limit(cap);
}
