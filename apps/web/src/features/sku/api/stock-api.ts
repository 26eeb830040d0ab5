import { useQueries } from '@tanstack/react-query';
import type { TStockBySku } from '@ffm/domain';
import { fetchData } from '../../../lib/api.ts';

export type TStockTotals = TStockBySku['total'];

export const ZERO_STOCK: TStockTotals = { qty: 0, qtyAllocated: 0, qtyAvailable: 0, qtyDefective: 0, qtyLost: 0, qtyOnHold: 0 };

/**
 * The stock of each SKU of a page, from the inventory (`/ffm/inventory/get-stock-by-sku`, every warehouse, zeros
 * included). One call per SKU: the summary list has no filter by several SKUs, and a page shows at most a few dozen.
 */
export function useStockBySkus(skuIds: readonly number[]) {
  return useQueries({
    queries: skuIds.map((skuId) => ({
      queryKey: ['inventory', 'stock-by-sku', skuId] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchData.post<TStockBySku>('/ffm/inventory/get-stock-by-sku', { skuId }, signal),
      staleTime: 30_000,
      retry: 1,
    })),
  });
}
