import { and, eq, sql } from 'drizzle-orm';
import type { TInTransitInput, TInTransitRow } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { skusByIds } from '../sku/index.ts';
import { warehousesByIds } from '../warehouses/index.ts';
import { transferLines, transferOrders, transferSources } from './schema.ts';

/**
 * The scope's stock in transit per destination and SKU: what transfers in transit carry and the destination has
 * not received yet. The same units are on the destination's transit location in the inventory lists (on hand,
 * not available).
 */
export async function stockInTransit(db: TDb, input: TInTransitInput, scope: TDataScope): Promise<TInTransitRow[]> {
  const t = transferOrders;
  const rows = await db
    .select({
      toWarehouseId: t.toWarehouseId,
      skuId: transferLines.skuId,
      quantity: sql<number>`sum(${transferSources.quantity} - ${transferSources.receivedQuantity})::int`.mapWith(Number),
      codes: sql<string[]>`array_agg(distinct ${t.code} order by ${t.code})`,
    })
    .from(t)
    .innerJoin(transferLines, eq(transferLines.transferId, t.id))
    .innerJoin(transferSources, eq(transferSources.lineId, transferLines.id))
    .where(and(inScope(t.clientId, scope), eq(t.status, 'IN_TRANSIT'), input.toWarehouseId ? eq(t.toWarehouseId, input.toWarehouseId) : undefined))
    .groupBy(t.toWarehouseId, transferLines.skuId)
    .having(sql`sum(${transferSources.quantity} - ${transferSources.receivedQuantity}) > 0`);
  const [skuOf, whOf] = await Promise.all([skusByIds(db, rows.map((r) => r.skuId)), warehousesByIds(db, rows.map((r) => r.toWarehouseId))]);
  return rows
    .map((r) => ({
      toWarehouseId: r.toWarehouseId,
      toWarehouseName: whOf.get(r.toWarehouseId)?.name ?? '',
      sku: skuOf.get(r.skuId)?.sku ?? '',
      name: skuOf.get(r.skuId)?.name ?? '',
      quantity: r.quantity,
      transfers: r.codes,
    }))
    .sort((x, y) => x.toWarehouseName.localeCompare(y.toWarehouseName) || x.sku.localeCompare(y.sku));
}
