import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TInboundDetail,
  TInboundList,
  TInboundListInput,
  TLocationCreateInput,
  TLocationListInput,
  TLocationUpdateInput,
  TLocationView,
  TPaged,
  TPutAwayInput,
  TReceiveLineInput,
  TWarehouseView,
} from '@ffm/domain';
import { fetchData } from '../../../lib/api.ts';

/** The provider staff's warehouse console: receiving and put-away (/ops/inbound), locations, stock tools. */

export const opsKeys = {
  all: ['ops'] as const,
  inboundList: (input: Partial<TInboundListInput>) => ['ops', 'inbound', 'list', input] as const,
  inbound: (id: number) => ['ops', 'inbound', 'detail', id] as const,
  locations: (input: object) => ['ops', 'locations', input] as const,
  checkLocation: (warehouseId: number, code: string) => ['ops', 'check-location', warehouseId, code] as const,
  count: (id: number) => ['ops', 'count', id] as const,
  counts: (input: object) => ['ops', 'counts', input] as const,
  operations: (input: object) => ['ops', 'operations', input] as const,
};

export function useWarehouses() {
  return useQuery({
    queryKey: ['reference', 'warehouses'],
    queryFn: ({ signal }) => fetchData.post<TWarehouseView[]>('/ffm/warehouse/list', {}, signal),
    staleTime: 10 * 60_000,
  });
}

// Inbound: receiving and put-away

export function useOpsInboundList(input: Partial<TInboundListInput>, enabled = true) {
  return useQuery({
    queryKey: opsKeys.inboundList(input),
    queryFn: ({ signal }) => fetchData.post<TInboundList>('/ops/inbound/list', input, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useOpsInbound(id: number | null) {
  return useQuery({
    queryKey: opsKeys.inbound(id ?? 0),
    queryFn: ({ signal }) => fetchData.post<TInboundDetail>('/ops/inbound/get', { id }, signal),
    enabled: id !== null,
  });
}

export function findOpsInbound(code: string): Promise<TInboundDetail> {
  return fetchData.post<TInboundDetail>('/ops/inbound/get', { code });
}

/** Every step answers the order in full: the cache takes it as is, and lists refresh. */
function useInboundStep<I extends { id: number }>(path: string, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => fetchData.post<TInboundDetail>(path, input),
    onSuccess: (order) => {
      queryClient.setQueryData(opsKeys.inbound(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ['ops', 'inbound', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['inbound'] });
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
    },
    meta: silent ? { silentError: true } : undefined,
  });
}

export const useStartReceiving = () => useInboundStep<{ id: number; note?: string }>('/ops/inbound/start-receiving');
export const useReceiveLine = () => useInboundStep<Partial<TReceiveLineInput> & { id: number; quantity: number }>('/ops/inbound/receive-line', true);
/** 30007 (quantity mismatch) is answered by a confirmation, not a toast. */
export const useFinishReceiving = () => useInboundStep<{ id: number; confirmMismatch?: boolean; note?: string }>('/ops/inbound/finish-receiving', true);
export const usePutAway = () => useInboundStep<TPutAwayInput>('/ops/inbound/put-away', true);
export const useCompleteInbound = () => useInboundStep<{ id: number; note?: string }>('/ops/inbound/complete');

// Locations

export function useLocations(input: Omit<Partial<TLocationListInput>, 'warehouseId'> & { warehouseId: number | null }) {
  return useQuery({
    queryKey: opsKeys.locations(input),
    queryFn: ({ signal }) => fetchData.post<TPaged<TLocationView>>('/ops/locations/list', input, signal),
    enabled: input.warehouseId !== null,
    placeholderData: keepPreviousData,
  });
}

function useInvalidateOps() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: opsKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['inventory'] });
  };
}

export function useCreateLocation() {
  const invalidate = useInvalidateOps();
  return useMutation({ mutationFn: (input: TLocationCreateInput) => fetchData.post<TLocationView>('/ops/locations/create', input), onSuccess: invalidate, meta: { silentError: true } });
}

export function useUpdateLocation() {
  const invalidate = useInvalidateOps();
  return useMutation({ mutationFn: (input: TLocationUpdateInput) => fetchData.post<TLocationView>('/ops/locations/update', input), onSuccess: invalidate, meta: { silentError: true } });
}
