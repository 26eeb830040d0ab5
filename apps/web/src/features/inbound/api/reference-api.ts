import { useQuery } from '@tanstack/react-query';
import { SKU_CALLS, type TSku, type TSkuListResult } from '@ffm/domain';
import { callApi } from '../../../lib/api-client.ts';

export { useTransporters, useWarehouses } from '../../../lib/warehouses.ts';

/** SKUs matching a keyword (sku, name, mCode or sCode; accents ignored). */
export function searchSkus(keyword: string, signal?: AbortSignal): Promise<TSkuListResult> {
  return callApi(SKU_CALLS.list, { keyword, pageSize: 20, sortBy: 'sku', sortDir: 'asc' }, { signal });
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
