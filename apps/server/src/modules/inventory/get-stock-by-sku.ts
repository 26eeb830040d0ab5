import { and, eq, sql } from 'drizzle-orm';
import type { TStockBySku, TStockBySkuInput } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { listWarehouses, locationsByIds } from '../warehouses/index.ts';
import { resolveSku } from './find-sku.ts';
import { inventoryBalances } from './schema.ts';

const b = inventoryBalances;
const int = (expr: ReturnType<typeof sql>) => sql<number>`(${expr})::int`.mapWith(Number);

/** One SKU's stock in every active warehouse (zeros included, so an outbound form can show them all). */
export async function getStockBySku(db: TDbOrTx, scope: TDataScope, input: TStockBySkuInput): Promise<TStockBySku> {
  const sku = await resolveSku(db, input, scope, { notFound: 'code' });
  // per location, so that what is available counts storage locations only (the summary's rule)
  const [whs, perLocation] = await Promise.all([
    listWarehouses(db, false),
    db
      .select({
        warehouseId: b.warehouseId,
        locationId: b.locationId,
        qty: int(sql`sum(${b.qty})`),
        qtyAllocated: int(sql`sum(${b.qtyAllocated})`),
        goodFree: int(sql`sum(case when ${b.condition} = 'GOOD' then greatest(${b.qty} - ${b.qtyAllocated} - ${b.qtyHeld}, 0) else 0 end)`),
        qtyDefective: int(sql`sum(case when ${b.condition} = 'BAD' then ${b.qty} else 0 end)`),
        qtyLost: int(sql`sum(${b.qtyLost})`),
        qtyOnHold: int(sql`sum(${b.qtyHeld})`),
      })
      .from(b)
      .where(and(eq(b.skuId, sku.id), eq(b.clientId, sku.clientId)))
      .groupBy(b.warehouseId, b.locationId),
  ]);
  const locs = await locationsByIds(db, perLocation.map((r) => r.locationId));
  const zero = { qty: 0, qtyAllocated: 0, qtyAvailable: 0, qtyDefective: 0, qtyLost: 0, qtyOnHold: 0 };
  const byWh = new Map<number, typeof zero>();
  for (const { warehouseId, locationId, goodFree, ...q } of perLocation) {
    const loc = locs.get(locationId);
    if (!loc) continue;
    const sums = byWh.get(warehouseId) ?? { ...zero };
    for (const k of Object.keys(q) as Array<keyof typeof q>) sums[k] += q[k];
    if (loc.purpose === 'STORAGE') sums.qtyAvailable += goodFree;
    byWh.set(warehouseId, sums);
  }
  const warehouseRows = whs.map((w) => ({ warehouseId: w.id, warehouseCode: w.code, warehouseName: w.name, ...(byWh.get(w.id) ?? zero) }));
  const total = { ...zero };
  for (const s of byWh.values()) for (const k of Object.keys(zero) as Array<keyof typeof zero>) total[k] += s[k];
  return {
    sku: { id: sku.id, sku: sku.sku, mCode: sku.mCode, sCode: sku.sCode, name: sku.name, customerId: sku.clientId },
    warehouses: warehouseRows,
    total,
  };
}
