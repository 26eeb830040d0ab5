import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TInboundCreateInput,
  TInboundCreateReturnInput,
  TInboundDetail,
  TInboundExportInput,
  TInboundList,
  TInboundListInput,
  TInboundResyncResult,
  TInboundSyncHistoryInput,
  TPaged,
} from '@ffm/domain';
import { api, fetchData, unwrap } from '../../../lib/api.ts';

/** Clients call /ffm/inbound (their own orders); provider staff /ops/inbound (every customer's). */
export type TInboundScope = 'client' | 'staff';

const base = (scope: TInboundScope) => (scope === 'staff' ? '/ops/inbound' : '/ffm/inbound');

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
    queryFn: ({ signal }) => fetchData.post<TInboundList>(`${base(scope)}/list`, input, signal),
    placeholderData: keepPreviousData,
  });
}

/** An order by id, or by code (its ASN code or the client's own code: links from uploaded files). */
export function useInboundDetail(scope: TInboundScope, ref: { id: number } | { code: string } | null) {
  return useQuery({
    queryKey: inboundKeys.detail(scope, ref === null ? 0 : 'id' in ref ? ref.id : ref.code),
    queryFn: ({ signal }) => fetchData.post<TInboundDetail>(`${base(scope)}/get`, ref, signal),
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
    mutationFn: (input: TInboundCreateInput) => fetchData.post<TInboundDetail>('/ffm/inbound/create', input),
    onSuccess: invalidate,
    // field errors are shown on the form
    meta: { silentError: true },
  });
}

export function useCreateReturnInbound() {
  const invalidate = useInvalidateInbound();
  return useMutation({
    mutationFn: (input: TInboundCreateReturnInput) => fetchData.post<TInboundDetail>('/ffm/inbound/create-return', input),
    onSuccess: invalidate,
    meta: { silentError: true },
  });
}

export function useCancelInbound() {
  const invalidate = useInvalidateInbound();
  return useMutation({
    mutationFn: (input: { id: number; reason?: string }) => fetchData.post<TInboundDetail>('/ffm/inbound/cancel', input),
    // a refused cancel (30002) also means the order moved on: show its real status
    onSettled: invalidate,
    meta: { silentError: true },
  });
}

/** The filtered list (or the chosen ids) as xlsx, saved under the server's file name. */
export async function exportInbound(input: TInboundExportInput): Promise<void> {
  const path = '/ffm/inbound/export';
  unwrap(path, await api.postDownload(path, input, 'don-nhap.xlsx'));
}

export function useResyncInbound() {
  const invalidate = useInvalidateInbound();
  return useMutation({
    mutationFn: (input: { ids?: number[]; codes?: string[] }) => fetchData.post<TInboundResyncResult[]>('/ffm/inbound/resync-status-flux', input),
    onSuccess: invalidate,
  });
}

export interface TSyncHistoryItem {
  id: number;
  inboundId: number | null;
  code: string;
  success: boolean;
  message: string;
  status: number | null;
  actor: string | null;
  createdAt: string;
}

export function useSyncHistory(input: Partial<TInboundSyncHistoryInput>) {
  return useQuery({
    queryKey: inboundKeys.syncHistory(input),
    queryFn: ({ signal }) => fetchData.post<TPaged<TSyncHistoryItem>>('/ffm/inbound/list-sync-history', input, signal),
    placeholderData: keepPreviousData,
  });
}
