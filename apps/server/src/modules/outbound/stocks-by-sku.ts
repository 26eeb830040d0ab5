import type { TStockOfSku, TStocksBySkuInput } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { skuStockInWarehouse } from '../inventory/index.ts';
import { searchActiveSkus } from '../sku/index.ts';

/**
 * The client's products for the create form's picker (found by keyword, or by the codes a scanner typed), each
 * with what it has available in the chosen warehouse (SPEC §5: the warehouse comes first).
 */
export async function stocksBySku(db: TDbOrTx, input: TStocksBySkuInput, clientId: number): Promise<TStockOfSku[]> {
  const found = await searchActiveSkus(db, clientId, { keyword: input.keyword, codes: input.codes, limit: input.limit });
  const stock = await skuStockInWarehouse(db, input.warehouseId, clientId, found.map((s) => s.id));
  return found.map((s) => ({
    skuId: s.id,
    sku: s.sku,
    mCode: s.mCode,
    sCode: s.sCode,
    name: s.name,
    unit: s.unit,
    manageExpDate: s.manageExpDate,
    qty: stock.get(s.id)?.qty ?? 0,
    qtyAvailable: stock.get(s.id)?.qtyAvailable ?? 0,
  }));
}
