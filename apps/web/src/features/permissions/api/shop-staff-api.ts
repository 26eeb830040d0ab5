import { useQuery } from '@tanstack/react-query';
import type { TGroupMember } from '@ffm/domain';
import { fetchData } from '../../../lib/api.ts';

/**
 * The staff of the shop, candidates for a group. TRANSITIONAL: `shop/clients` is an accounts call; when the
 * accounts contracts land this becomes `callApi(<accounts contract>, { shop_id })` and the path string goes.
 */
export function useShopStaff(shopId: number | null, enabled = true) {
  return useQuery({
    queryKey: ['permissions', 'staff', shopId ?? 0],
    queryFn: ({ signal }) => fetchData.get<TGroupMember[]>('/shiip/public-api/v2/shop/clients', { shop_id: shopId }, signal),
    enabled: enabled && shopId !== null,
  });
}
