import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { INVENTORY_CALLS, type TCallInput, type TInventoryDetailFilter, type TInventorySummaryFilter } from '@ffm/domain';
import { callApi, downloadCall } from '../../../lib/api-client.ts';

export { useWarehouses } from '../../../lib/warehouses.ts';

type TDetailInput = TCallInput<typeof INVENTORY_CALLS.detailList>;
type TSummaryInput = TCallInput<typeof INVENTORY_CALLS.summaryList>;

export const inventoryKeys = {
  all: ['inventory'] as const,
  detail: (input: TDetailInput) => ['inventory', 'detail', input] as const,
  summary: (input: TSummaryInput) => ['inventory', 'summary', input] as const,
};

export function useInventoryDetail(input: TDetailInput, enabled = true) {
  return useQuery({
    queryKey: inventoryKeys.detail(input),
    queryFn: ({ signal }) => callApi(INVENTORY_CALLS.detailList, input, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useInventorySummary(input: TSummaryInput, enabled = true) {
  return useQuery({
    queryKey: inventoryKeys.summary(input),
    queryFn: ({ signal }) => callApi(INVENTORY_CALLS.summaryList, input, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The tab's rows with its filters, as xlsx (the server streams it). */
export async function exportInventory(tab: 'detail' | 'summary', filters: Partial<TInventoryDetailFilter> | Partial<TInventorySummaryFilter>): Promise<void> {
  if (tab === 'detail') await downloadCall(INVENTORY_CALLS.detailExport, filters as TCallInput<typeof INVENTORY_CALLS.detailExport>, 'ton-kho-chi-tiet.xlsx');
  else await downloadCall(INVENTORY_CALLS.summaryExport, filters as TCallInput<typeof INVENTORY_CALLS.summaryExport>, 'ton-kho-tong-hop.xlsx');
}
