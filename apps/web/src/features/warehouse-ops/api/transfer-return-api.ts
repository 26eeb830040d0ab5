import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RETURN_CALLS, TICKET_CALLS, TRANSFER_CALLS, type TCallInput } from '@ffm/domain';
import { callApi, uploadCall } from '../../../lib/api-client.ts';

/** The floor's transfers between warehouses (/ops/transfer/*, read through /ffm/transfer/*) and returns (/ops/return/receive). */

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

/** A returned express order of the warehouse's outbound: its customer and the lines expected in the parcel. */
export function useExpectedReturn() {
  return useMutation({ mutationFn: (input: TCallInput<typeof RETURN_CALLS.expected>) => callApi(RETURN_CALLS.expected, input), meta: { silentError: true } });
}

export function useReceiveReturn() {
  return useMutation({ mutationFn: (input: TCallInput<typeof RETURN_CALLS.receive>) => callApi(RETURN_CALLS.receive, input), meta: { silentError: true } });
}

/** A photo of a returned line: the attachment storage the tickets use, on the client's account. */
export function uploadReturnPhoto(file: File, customerId: number) {
  return uploadCall(TICKET_CALLS.fileUpload, file, { customerId }, { fileName: file.name });
}
