import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TInventoryDetailListInput,
  TInventoryDetailRow,
  TInventorySummaryListInput,
  TInventorySummaryRow,
  TPaged,
  TWarehouseView,
} from '@ffm/domain';
import { api, fetchData, unwrap } from '../../../lib/api.ts';

const P = '/ffm/inventory';

export const inventoryKeys = {
  all: ['inventory'] as const,
  detail: (input: Partial<TInventoryDetailListInput>) => ['inventory', 'detail', input] as const,
  summary: (input: Partial<TInventorySummaryListInput>) => ['inventory', 'summary', input] as const,
};

export function useInventoryDetail(input: Partial<TInventoryDetailListInput>, enabled = true) {
  return useQuery({
    queryKey: inventoryKeys.detail(input),
    queryFn: ({ signal }) => fetchData.post<TPaged<TInventoryDetailRow>>(`${P}/detail-list`, input, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useInventorySummary(input: Partial<TInventorySummaryListInput>, enabled = true) {
  return useQuery({
    queryKey: inventoryKeys.summary(input),
    queryFn: ({ signal }) => fetchData.post<TPaged<TInventorySummaryRow>>(`${P}/summary-list`, input, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The tab's rows with its filters, as xlsx (the server streams it). */
export async function exportInventory(tab: 'detail' | 'summary', filters: object): Promise<void> {
  const path = `${P}/${tab}-export`;
  unwrap(path, await api.postDownload(path, filters, tab === 'detail' ? 'ton-kho-chi-tiet.xlsx' : 'ton-kho-tong-hop.xlsx'));
}

export function useWarehouses() {
  return useQuery({
    queryKey: ['reference', 'warehouses'],
    queryFn: ({ signal }) => fetchData.post<TWarehouseView[]>('/ffm/warehouse/list', {}, signal),
    staleTime: 10 * 60_000,
  });
}
