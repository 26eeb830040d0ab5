import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRANSFER_CALLS, type TCallInput } from '@ffm/domain';
import { callApi } from '../../../lib/api-client.ts';

/** The floor's transfers between warehouses (/ops/transfer/*, read through /ffm/transfer/*). */

const transfersKey = ['ops', 'transfers'] as const;

export function useTransfers(input: TCallInput<typeof TRANSFER_CALLS.list>) {
  return useQuery({
    queryKey: [...transfersKey, 'list', input],
    queryFn: ({ signal }) => callApi(TRANSFER_CALLS.list, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTransfer(id: number | null) {
  return useQuery({ queryKey: [...transfersKey, 'one', id], enabled: id !== null, queryFn: ({ signal }) => callApi(TRANSFER_CALLS.get, { id: id ?? 0 }, { signal }) });
}

/** create, ship, receive and cancel answer the transfer: it replaces the cached one, the list reloads. */
function useTransferStep<C extends typeof TRANSFER_CALLS.create | typeof TRANSFER_CALLS.ship | typeof TRANSFER_CALLS.receive | typeof TRANSFER_CALLS.cancel>(c: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCallInput<C>) => callApi(c, input),
    onSuccess: (view) => {
      queryClient.setQueryData([...transfersKey, 'one', view.id], view);
      void queryClient.invalidateQueries({ queryKey: [...transfersKey, 'list'] });
    },
    meta: { silentError: true },
  });
}

export const useCreateTransfer = () => useTransferStep(TRANSFER_CALLS.create);
export const useShipTransfer = () => useTransferStep(TRANSFER_CALLS.ship);
export const useReceiveTransfer = () => useTransferStep(TRANSFER_CALLS.receive);
export const useCancelTransfer = () => useTransferStep(TRANSFER_CALLS.cancel);
