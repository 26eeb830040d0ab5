import { eq } from 'drizzle-orm';
import type { TPutAwaySuggestions } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { hasActiveRules, suggestBins } from '../put-away/index.ts';
import { skusByIds } from '../sku/index.ts';
import { dockStock, type TDockStock } from './dock-stock.ts';
import { findInbound } from './lock-inbound.ts';
import { inboundLines } from './schema.ts';

/** What waits on the dock per SKU, lot and condition (the dock locations together), in that order. */
export function dockGoods(dock: readonly TDockStock[]): Array<Omit<TDockStock, 'locationId'>> {
  const byKey = new Map<string, Omit<TDockStock, 'locationId'>>();
  for (const d of dock) {
    if (d.qty <= 0) continue;
    const key = `${d.skuId}|${d.lot}|${d.condition}`;
    const seen = byKey.get(key);
    if (seen) seen.qty += d.qty;
    else byKey.set(key, { skuId: d.skuId, lot: d.lot, condition: d.condition, qty: d.qty });
  }
  return [...byKey.values()].sort((a, b) => a.skuId - b.skuId || (a.lot < b.lot ? -1 : a.lot > b.lot ? 1 : 0) || (a.condition < b.condition ? -1 : a.condition > b.condition ? 1 : 0));
}

/**
 * The suggested bin of each row still on an order's receiving dock (status 4): the put-away rules of its warehouse
 * and the room in its bins decide (modules/put-away). `directed`: the warehouse has rules, so another bin needs a
 * reason when the goods are put away.
 */
export async function putAwaySuggestions(db: TDbOrTx, ref: { id?: number; code?: string }, scope: TDataScope): Promise<TPutAwaySuggestions> {
  const order = await findInbound(db, ref, scope);
  const goods = dockGoods(await dockStock(db, order.id));
  const lines = await db.select({ id: inboundLines.id, skuId: inboundLines.skuId }).from(inboundLines).where(eq(inboundLines.inboundId, order.id));
  const lineOfSku = new Map<number, number>();
  for (const l of lines) if (!lineOfSku.has(l.skuId)) lineOfSku.set(l.skuId, l.id);
  const [suggestions, skus, directed] = await Promise.all([
    suggestBins(
      db,
      order.warehouseId,
      goods.map((g) => ({ ...g, clientId: order.clientId })),
    ),
    skusByIds(
      db,
      goods.map((g) => g.skuId),
    ),
    hasActiveRules(db, order.warehouseId),
  ]);
  return {
    directed,
    items: goods.flatMap((g, i) => {
      const lineId = lineOfSku.get(g.skuId);
      const sku = skus.get(g.skuId);
      if (lineId === undefined || !sku) return [];
      const s = suggestions[i] ?? null;
      return [{ lineId, sku: sku.sku, skuName: sku.name, lot: g.lot, condition: g.condition, quantity: g.qty, locationCode: s?.code ?? null, reason: s?.reason ?? null, ruleId: s?.ruleId ?? null }];
    }),
  };
}
