import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_CALLS } from '@ffm/domain';
import { callApi } from '../../../lib/api-client.ts';

/** The staff of the shop (an accounts call), candidates for a group. */
export function useShopStaff(shopId: number | null, enabled = true) {
  return useQuery({
    queryKey: ['permissions', 'staff', shopId ?? 0],
    queryFn: ({ signal }) => callApi(ACCOUNT_CALLS.shopStaff, { shop_id: shopId ?? undefined }, { signal }),
    enabled: enabled && shopId !== null,
  });
}
