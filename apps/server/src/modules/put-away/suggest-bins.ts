import { goodsKey, pickRule, suggestBin, takeRoom, type TPutAwayBin, type TPutAwaySuggestionOf, type TStockCondition } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { stockInLocations } from '../inventory/index.ts';
import { skuSizesByIds } from '../sku/index.ts';
import { storageBins } from '../warehouses/index.ts';
import { activeRules } from './list-rules.ts';

/** Goods to place: one row of a receiving dock. */
export interface TGoodsToPlace {
  clientId: number;
  skuId: number;
  lot: string;
  condition: TStockCondition;
  qty: number;
}

/**
 * The suggested bin of each of the goods, in their order (null: no bin the rule allows has room): the warehouse's
 * active rules, its storage bins with their capacity, what they hold (volume and weight from the SKUs' sizes).
 * The goods of one call share the bins: a bin suggested for one row has that room taken for the next.
 */
export async function suggestBins(db: TDbOrTx, warehouseId: number, goods: readonly TGoodsToPlace[]): Promise<Array<TPutAwaySuggestionOf | null>> {
  if (goods.length === 0) return [];
  const [rules, binRows] = await Promise.all([activeRules(db, warehouseId), storageBins(db, warehouseId)]);
  const stock = await stockInLocations(
    db,
    binRows.map((b) => b.id),
  );
  const sizes = await skuSizesByIds(db, [...stock.map((s) => s.skuId), ...goods.map((g) => g.skuId)]);
  const bins = new Map<number, TPutAwayBin>(binRows.map((b) => [b.id, { ...b, usedVolume: 0, usedWeight: 0, keys: new Set<string>() }]));
  for (const s of stock) {
    const bin = bins.get(s.locationId)!;
    const size = sizes.get(s.skuId);
    bin.usedVolume += s.qty * (size?.volume ?? 0);
    bin.usedWeight += s.qty * (size?.grossWeight ?? 0);
    (bin.keys as Set<string>).add(goodsKey(s));
  }
  return goods.map((g) => {
    const size = sizes.get(g.skuId);
    const item = { ...g, category: size?.category ?? '', unitVolume: size?.volume ?? 0, unitWeight: size?.grossWeight ?? 0 };
    const suggestion = suggestBin([...bins.values()], pickRule(rules, item), item);
    if (suggestion) bins.set(suggestion.binId, takeRoom(bins.get(suggestion.binId)!, item));
    return suggestion;
  });
}
