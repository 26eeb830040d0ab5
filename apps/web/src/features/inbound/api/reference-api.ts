import { useQuery } from '@tanstack/react-query';
import type { TSku, TSkuListResult, TWarehouseView } from '@ffm/domain';
import { fetchData } from '../../../lib/api.ts';

export interface TTransporter {
  id: number;
  code: string;
  name: string;
}

/** Active warehouses (pickers); they rarely change. */
export function useWarehouses() {
  return useQuery({
    queryKey: ['reference', 'warehouses'],
    queryFn: ({ signal }) => fetchData.post<TWarehouseView[]>('/ffm/warehouse/list', {}, signal),
    staleTime: 10 * 60_000,
  });
}

/** Active carriers (tplInbound is the carrier's code). */
export function useTransporters() {
  return useQuery({
    queryKey: ['reference', 'transporters'],
    queryFn: ({ signal }) => fetchData.post<TTransporter[]>('/ffm/transporter/list', {}, signal),
    staleTime: 10 * 60_000,
  });
}

/** SKUs matching a keyword (sku, name, mCode or sCode; accents ignored). */
export function searchSkus(keyword: string, signal?: AbortSignal): Promise<TSkuListResult> {
  return fetchData.post<TSkuListResult>('/ffm/sku/list', { keyword, pageSize: 20, sortBy: 'sku', sortDir: 'asc' }, signal);
}

export function useSkuSearch(keyword: string) {
  const k = keyword.trim();
  return useQuery({
    queryKey: ['inbound', 'sku-search', k],
    queryFn: ({ signal }) => searchSkus(k, signal),
    staleTime: 60_000,
  });
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The SKU a scanner read: an exact sku, mCode or sCode (case-insensitive), or null. */
export async function findSkuByCode(code: string): Promise<TSku | null> {
  const { items } = await searchSkus(code);
  return items.find((s) => same(s.sku, code)) ?? items.find((s) => same(s.mCode, code) || same(s.sCode, code)) ?? null;
}
