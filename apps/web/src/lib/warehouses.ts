import { useQuery } from '@tanstack/react-query';
import { WAREHOUSE_CALLS } from '@ffm/domain';
import { callApi } from './api-client.ts';

/** Active warehouses, for the pickers of every area (one cache entry); they rarely change. */
export function useWarehouses() {
  return useQuery({
    queryKey: ['reference', 'warehouses'],
    queryFn: ({ signal }) => callApi(WAREHOUSE_CALLS.list, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}
