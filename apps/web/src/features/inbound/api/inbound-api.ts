import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  INBOUND_CALLS,
  type TInboundCreateInput,
  type TInboundCreateReturnInput,
  type TInboundExportInput,
  type TInboundListInput,
  type TInboundSyncHistoryInput,
} from '@ffm/domain';
import { callApi, downloadCall } from '../../../lib/api-client.ts';

/** Clients call the client calls (their own orders); provider staff the staff calls (every customer's). */
export type TInboundScope = 'client' | 'staff';

const listCall = (scope: TInboundScope) => (scope === 'staff' ? INBOUND_CALLS.opsList : INBOUND_CALLS.list);
const getCall = (scope: TInboundScope) => (scope === 'staff' ? INBOUND_CALLS.opsGet : INBOUND_CALLS.get);

export const inboundKeys = {
  all: ['inbound'] as const,
  list: (scope: TInboundScope, input: Partial<TInboundListInput>) => ['inbound', scope, 'list', input] as const,
  detail: (scope: TInboundScope, ref: number | string) => ['inbound', scope, 'detail', ref] as const,
  syncHistory: (input: Partial<TInboundSyncHistoryInput>) => ['inbound', 'client', 'sync-history', input] as const,
};

/** One page of a status tab, with the count of every tab. */
export function useInboundList(scope: TInboundScope, input: Partial<TInboundListInput>) {
  return useQuery({
    queryKey: inboundKeys.list(scope, input),
    queryFn: ({ signal }) => callApi(listCall(scope), input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** An order by id, or by code (its ASN code or the client's own code: links from uploaded files). */
export function useInboundDetail(scope: TInboundScope, ref: { id: number } | { code: string } | null) {
  return useQuery({
    queryKey: inboundKeys.detail(scope, ref === null ? 0 : 'id' in ref ? ref.id : ref.code),
    queryFn: ({ signal }) => callApi(getCall(scope), ref ?? { id: 0 }, { signal }),
    enabled: ref !== null,
  });
}

function useInvalidateInbound() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inboundKeys.all });
}

export function useCreateInbound() {
  const invalidate = useInvalidateInbound();
  return useMutation({
    mutationFn: (input: TInboundCreateInput) => callApi(INBOUND_CALLS.create, input),
    onSuccess: invalidate,
    // field errors are shown on the form
    meta: { silentError: true },
  });
}

export function useCreateReturnInbound() {
  const invalidate = useInvalidateInbound();
  return useMutation({
    mutationFn: (input: TInboundCreateReturnInput) => callApi(INBOUND_CALLS.createReturn, input),
    onSuccess: invalidate,
    meta: { silentError: true },
  });
}

export function useCancelInbound() {
  const invalidate = useInvalidateInbound();
  return useMutation({
    mutationFn: (input: { id: number; reason?: string }) => callApi(INBOUND_CALLS.cancel, input),
    // a refused cancel (30002) also means the order moved on: show its real status
    onSettled: invalidate,
    meta: { silentError: true },
  });
}

/** The filtered list (or the chosen ids) as xlsx, saved under the server's file name. */
export async function exportInbound(input: TInboundExportInput): Promise<void> {
  await downloadCall(INBOUND_CALLS.export, input, 'don-nhap.xlsx');
}

export function useResyncInbound() {
  const invalidate = useInvalidateInbound();
  return useMutation({
    mutationFn: (input: { ids?: number[]; codes?: string[] }) => callApi(INBOUND_CALLS.resync, input),
    onSuccess: invalidate,
  });
}

export type { TSyncHistoryItem } from '@ffm/domain';

export function useSyncHistory(input: Partial<TInboundSyncHistoryInput>) {
  return useQuery({
    queryKey: inboundKeys.syncHistory(input),
    queryFn: ({ signal }) => callApi(INBOUND_CALLS.syncHistory, input, { signal }),
    placeholderData: keepPreviousData,
  });
}
