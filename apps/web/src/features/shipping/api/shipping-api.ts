import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGING_CALLS,
  SHIPPING_CALLS,
  type TCourierMoveInput,
  type TCreateShippingOrderInput,
  type TFeeCallInput,
  type TShippingAction,
  type TShippingExportInput,
  type TShippingListInput,
  type TUpdateShippingOrderInput,
} from '@ffm/domain';
import { callApi, downloadCall } from '../../../lib/api-client.ts';
import { LIVE_DETAIL, LIVE_LIST } from '../../../lib/live-refresh.ts';

/** Clients call the shop's calls; provider staff the console's (every customer's orders). */
export type TShippingScope = 'client' | 'staff';

export const shippingKeys = {
  all: ['shipping'] as const,
  list: (scope: TShippingScope, input: Partial<TShippingListInput>) => ['shipping', scope, 'list', input] as const,
  detail: (scope: TShippingScope, code: string) => ['shipping', scope, 'detail', code] as const,
  fee: (input: unknown) => ['shipping', 'fee', input] as const,
};

/** One page of an ORDER_* tab with every tab's count. */
export function useShippingList(scope: TShippingScope, input: Partial<TShippingListInput>) {
  return useQuery({
    queryKey: shippingKeys.list(scope, input),
    queryFn: ({ signal }) => callApi(scope === 'staff' ? SHIPPING_CALLS.opsList : SHIPPING_CALLS.list, input, { signal }),
    placeholderData: keepPreviousData,
    ...LIVE_LIST,
  });
}

export function useShippingDetail(scope: TShippingScope, code: string | null) {
  return useQuery({
    queryKey: shippingKeys.detail(scope, code ?? ''),
    queryFn: ({ signal }) =>
      scope === 'staff' ? callApi(SHIPPING_CALLS.opsDetail, { order_code: code }, { signal }) : callApi(SHIPPING_CALLS.detail, { order_code: code }, { signal }),
    enabled: !!code,
    // the courier's status changes show up without a reload
    ...LIVE_DETAIL,
  });
}

/** The live quote of the create form: fee and lead time, only once the route and the weight are known. */
export function useShippingQuote(input: TFeeCallInput | null) {
  return useQuery({
    queryKey: shippingKeys.fee(input),
    queryFn: async ({ signal }) => {
      const [fee, leadtime] = await Promise.all([
        callApi(SHIPPING_CALLS.fee, input!, { signal, quiet: true }),
        callApi(SHIPPING_CALLS.leadtime, input!, { signal, quiet: true }),
      ]);
      return { fee, leadtime };
    },
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silentError: true },
  });
}

function useInvalidateShipping() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shippingKeys.all });
}

export function useCreateShippingOrder() {
  const invalidate = useInvalidateShipping();
  return useMutation({
    mutationFn: (input: TCreateShippingOrderInput) => callApi(SHIPPING_CALLS.create, input),
    onSuccess: invalidate,
    meta: { silentError: true },
  });
}

const SWITCH = { cancel: SHIPPING_CALLS.cancel, redeliver: SHIPPING_CALLS.storing, return: SHIPPING_CALLS.return } as const;

/** Cancel, redelivery or return of orders: one result per order. */
/** The portal's change of an order's receiver (with the update_order OTP). */
export function useUpdateShippingReceiver() {
  const invalidate = useInvalidateShipping();
  return useMutation({
    mutationFn: (input: TUpdateShippingOrderInput) => callApi(SHIPPING_CALLS.update, input),
    onSuccess: invalidate,
    meta: { silentError: true },
  });
}

/** The portal's change of an order's COD amount (with the update_order OTP). */
export function useUpdateShippingCod() {
  const invalidate = useInvalidateShipping();
  return useMutation({
    mutationFn: (input: { order_code: string; cod_amount: number; otp: string }) => callApi(SHIPPING_CALLS.updateCod, input),
    onSuccess: invalidate,
    meta: { silentError: true },
  });
}

/** Sends the code of an order change (genOTP, purpose update_order) to the registered phone. */
export function sendOrderOtp() {
  return callApi(MESSAGING_CALLS.genOtp, { purpose: 'update_order' });
}

export function useSwitchShipping() {
  const invalidate = useInvalidateShipping();
  return useMutation({
    mutationFn: ({ action, codes, reason }: { action: TShippingAction; codes: string[]; reason?: string }) => callApi(SWITCH[action], { order_codes: codes, reason: reason || undefined }),
    onSuccess: invalidate,
  });
}

export function useCourierMove() {
  const invalidate = useInvalidateShipping();
  return useMutation({ mutationFn: (input: TCourierMoveInput) => callApi(SHIPPING_CALLS.opsMove, input), onSuccess: invalidate });
}

export function exportShipping(input: TShippingExportInput) {
  return downloadCall(SHIPPING_CALLS.export, input, 'van-don.xlsx');
}
