import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FLOOR_LABEL_CALLS, INBOUND_CALLS, type TCallInput, type TInboundDetail, type TInboundListInput } from '@ffm/domain';
import { callApi, downloadCall } from '../../../lib/api-client.ts';

/** The provider staff's warehouse console: receiving and put-away (INBOUND_CALLS' staff calls). */

const opsKeys = {
  inboundList: (input: Partial<TInboundListInput>) => ['ops', 'inbound', 'list', input] as const,
  inbound: (id: number) => ['ops', 'inbound', 'detail', id] as const,
  putAwaySuggestions: (id: number, version: string) => ['ops', 'inbound', 'put-away-suggestions', id, version] as const,
};

// Inbound: receiving and put-away

export function useOpsInboundList(input: Partial<TInboundListInput>, enabled = true) {
  return useQuery({
    queryKey: opsKeys.inboundList(input),
    queryFn: ({ signal }) => callApi(INBOUND_CALLS.opsList, input, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useOpsInbound(id: number | null) {
  return useQuery({
    queryKey: opsKeys.inbound(id ?? 0),
    queryFn: ({ signal }) => callApi(INBOUND_CALLS.opsGet, { id: id ?? 0 }, { signal }),
    enabled: id !== null,
  });
}

export function findOpsInbound(code: string): Promise<TInboundDetail> {
  return callApi(INBOUND_CALLS.opsGet, { code });
}

type TStepCall =
  | typeof INBOUND_CALLS.startReceiving
  | typeof INBOUND_CALLS.receiveLine
  | typeof INBOUND_CALLS.finishReceiving
  | typeof INBOUND_CALLS.putAway
  | typeof INBOUND_CALLS.complete;

/** Every step answers the order in full: the cache takes it as is, and lists refresh. */
function useInboundStep<C extends TStepCall>(call: C, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCallInput<C>) => callApi(call, input) as Promise<TInboundDetail>,
    onSuccess: (order) => {
      queryClient.setQueryData(opsKeys.inbound(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ['ops', 'inbound', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['inbound'] });
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
    },
    meta: silent ? { silentError: true } : undefined,
  });
}

export const useStartReceiving = () => useInboundStep(INBOUND_CALLS.startReceiving);
export const useReceiveLine = () => useInboundStep(INBOUND_CALLS.receiveLine, true);
/** 30007 (quantity mismatch) is answered by a confirmation, not a toast. */
export const useFinishReceiving = () => useInboundStep(INBOUND_CALLS.finishReceiving, true);
export const usePutAway = () => useInboundStep(INBOUND_CALLS.putAway, true);
export const useCompleteInbound = () => useInboundStep(INBOUND_CALLS.complete);

/** The suggested bin of each row on the dock; `version` changes whenever the order's dock does. */
export function usePutAwaySuggestions(id: number, version: string, enabled: boolean) {
  return useQuery({
    queryKey: opsKeys.putAwaySuggestions(id, version),
    queryFn: ({ signal }) => callApi(INBOUND_CALLS.putAwaySuggestions, { id }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A customer's product barcode labels (80 × 40 mm) as ZPL, one per unit received (`copies` each). */
export function downloadSkuLabels(customerId: number, codes: string[], copies = 1): Promise<void> {
  return downloadCall(FLOOR_LABEL_CALLS.skus, { customerId, codes, copies }, 'nhan-san-pham.zpl');
}
