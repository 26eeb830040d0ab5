import { useMutation, useQuery } from '@tanstack/react-query';
import { SHIPPING_CALLS } from '@ffm/domain';
import { callApi } from '../../../lib/api-client.ts';

/** The public tracking answer (no sign-in): by the code alone, or with the order's token (the areas too). */
export function useTracking(code: string | null, token: string | null) {
  return useQuery({
    queryKey: ['shipping', 'tracking', code, token],
    queryFn: ({ signal }) => callApi(SHIPPING_CALLS.tracking, { order_code: code ?? undefined, token: token ?? undefined }, { signal, quiet: true }),
    enabled: !!code,
    retry: false,
    meta: { silentError: true },
  });
}

/** A tracking link for the order (the detail page's share action). */
export function useTrackingToken() {
  return useMutation({ mutationFn: (code: string) => callApi(SHIPPING_CALLS.trackingToken, { order_code: code }) });
}
