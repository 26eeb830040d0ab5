import { useQuery } from '@tanstack/react-query';
import { INVENTORY_CALLS, type TInventorySummaryRow, type TStockBySku } from '@ffm/domain';
import { callApi } from '../../../lib/api-client.ts';

export type TStockTotals = TStockBySku['total'];

export const ZERO_STOCK: TStockTotals = { qty: 0, qtyAllocated: 0, qtyAvailable: 0, qtyDefective: 0, qtyLost: 0, qtyOnHold: 0 };

/**
 * The stock of each SKU of a page, summed over every warehouse, from the inventory summary list with the page's
 * SKU ids (one call, more when its rows fill more than a page). A SKU without balance rows has zero stock.
 */
export function useStockBySkus(skuIds: readonly number[]) {
  return useQuery({
    queryKey: ['inventory', 'stock-by-skus', skuIds] as const,
    queryFn: async ({ signal }) => {
      // one row per SKU and warehouse: a page of 200 SKUs may need more than one page of rows
      const rows: TInventorySummaryRow[] = [];
      let cursor: string | undefined;
      for (let page = 1; ; page++) {
        const answer = await callApi(INVENTORY_CALLS.summaryList, { skuIds: [...skuIds], onlyInStock: false, page, pageSize: 200, cursor }, { signal });
        rows.push(...answer.items);
        if (!answer.nextCursor) break;
        cursor = answer.nextCursor;
      }
      const totals = new Map<number, TStockTotals>();
      for (const r of rows) {
        const t = totals.get(r.skuId) ?? { ...ZERO_STOCK };
        t.qty += r.qty;
        t.qtyAllocated += r.qtyAllocated;
        t.qtyAvailable += r.qtyAvailable;
        t.qtyDefective += r.qtyDefective;
        t.qtyLost += r.qtyLost;
        t.qtyOnHold += r.qtyOnHold;
        totals.set(r.skuId, t);
      }
      return totals;
    },
    enabled: skuIds.length > 0,
    staleTime: 30_000,
    retry: 1,
  });
}
