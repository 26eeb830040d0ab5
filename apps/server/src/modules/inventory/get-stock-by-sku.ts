import { and, eq } from 'drizzle-orm';
import type { TStockBySku, TStockBySkuInput } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { listWarehouses } from '../warehouses/index.ts';
import { resolveSku } from './find-sku.ts';
import { inventorySkuTotals } from './schema.ts';

const t = inventorySkuTotals;

/** One SKU's stock in every active warehouse (zeros included, so an outbound form can show them all). */
export async function getStockBySku(db: TDbOrTx, scope: TDataScope, input: TStockBySkuInput): Promise<TStockBySku> {
  const sku = await resolveSku(db, input, scope, { notFound: 'code' });
  const [whs, sums] = await Promise.all([
    listWarehouses(db, false),
    // the summary's totals, kept with every posting
    db
      .select({
        warehouseId: t.warehouseId,
        qty: t.qty,
        qtyAllocated: t.qtyAllocated,
        qtyAvailable: t.qtyAvailable,
        qtyDefective: t.qtyDefective,
        qtyLost: t.qtyLost,
        qtyOnHold: t.qtyHeld,
      })
      .from(t)
      .where(and(eq(t.clientId, sku.clientId), eq(t.skuId, sku.id))),
  ]);
  const zero = { qty: 0, qtyAllocated: 0, qtyAvailable: 0, qtyDefective: 0, qtyLost: 0, qtyOnHold: 0 };
  const byWh = new Map(sums.map((s) => [s.warehouseId, s]));
  const warehouseRows = whs.map((w) => {
    const { warehouseId: _w, ...q } = byWh.get(w.id) ?? { warehouseId: w.id, ...zero };
    return { warehouseId: w.id, warehouseCode: w.code, warehouseName: w.name, ...q };
  });
  const total = { ...zero };
  for (const s of sums) for (const k of Object.keys(zero) as Array<keyof typeof zero>) total[k] += s[k];
  return {
    sku: { id: sku.id, sku: sku.sku, mCode: sku.mCode, sCode: sku.sCode, name: sku.name, customerId: sku.clientId },
    warehouses: warehouseRows,
    total,
  };
}
