import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {TBalanceView,
  TCountSessionView,
  TInboundDetail,
  TInboundList,
  TInboundListInput,
  TLocationView,
  TMoveToCountInput,
  TMoveToStorageInput,
  TPaged,
  TPutAwayInput,
  TReceiveLineInput,
  TScanSkuLocationInput,
  TStockMoveInput,
  TStockOperationResult,
  TStockReallocateInput,
  TShortageMode,
  TCountStatus,
  TLedgerItem,
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

function useInvalidateOps() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: opsKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['inventory'] });
  };
}

// Stock tools

export interface TLocationContents {
  location: { id: number; warehouseId: number; code: string; zone: string; aisle: string; bin: string; purpose: TLocationView['purpose']; isActive: boolean };
  rows: TBalanceView[];
}

export function useCheckLocation(warehouseId: number | null, code: string | null) {
  return useQuery({
    queryKey: opsKeys.checkLocation(warehouseId ?? 0, code ?? ''),
    queryFn: ({ signal }) => fetchData.post<TLocationContents>('/ffm/inventory/check-location', { warehouseId, locationCode: code }, signal),
    enabled: warehouseId !== null && !!code,
    retry: false,
  });
}

export interface TSkuContents {
  sku: { id: number; clientId: number; sku: string; mCode: string; sCode: string; name: string; manageExpDate: boolean; manageProdDate: boolean };
  rows: TBalanceView[];
}

export function checkSku(input: { sku: string; warehouseId?: number }): Promise<TSkuContents> {
  return fetchData.post<TSkuContents>('/ffm/inventory/check-sku', input);
}

function useStockTool<I>(path: string) {
  const invalidate = useInvalidateOps();
  return useMutation({ mutationFn: (input: I) => fetchData.post<TStockOperationResult>(path, input), onSuccess: invalidate, meta: { silentError: true } });
}

export const useMoveStock = () => useStockTool<TStockMoveInput>('/ffm/inventory/move');
export const useReallocateStock = () => useStockTool<TStockReallocateInput>('/ffm/inventory/reallocate');
export const useMoveToCount = () => useStockTool<TMoveToCountInput>('/ffm/inventory/count/move-to-count');
export const useMoveToStorage = () => useStockTool<TMoveToStorageInput>('/ffm/inventory/count/move-to-storage');

export interface TScanResult {
  result: 'CONFIRMED' | 'NOT_HERE' | 'RECORDED';
  message: string;
  sku: { id: number; sku: string; name: string; customerId: number };
  locationCode: string;
  rows: TBalanceView[];
  elsewhere: TBalanceView[];
  operation: TStockOperationResult | null;
}

export function useScanSkuLocation() {
  const invalidate = useInvalidateOps();
  return useMutation({
    mutationFn: (input: Partial<TScanSkuLocationInput> & { warehouseId: number; code: string; locationCode: string }) => fetchData.post<TScanResult>('/ffm/inventory/scan-sku-location', input),
    onSuccess: invalidate,
    meta: { silentError: true },
  });
}

// Stock check (one call, an action per step)

const TOOL = '/ffm/inventory/tool';

export function useCount(sessionId: number | null) {
  return useQuery({
    queryKey: opsKeys.count(sessionId ?? 0),
    queryFn: ({ signal }) => fetchData.post<TCountSessionView>(TOOL, { action: 'get', sessionId }, signal),
    enabled: sessionId !== null,
  });
}

export interface TCountListItem {
  id: number;
  code: string;
  warehouseId: number;
  warehouseCode: string;
  scope: string;
  locationCode: string | null;
  sku: string | null;
  status: TCountStatus;
  reason: string | null;
  createdBy: string;
  createdAt: string;
  postedAt: string | null;
}

export function useCounts(input: { warehouseId: number | null; status?: TCountStatus; page: number }) {
  return useQuery({
    queryKey: opsKeys.counts(input),
    queryFn: ({ signal }) => fetchData.post<TPaged<TCountListItem>>(TOOL, { action: 'list', warehouseId: input.warehouseId, status: input.status, page: input.page, pageSize: 10 }, signal),
    enabled: input.warehouseId !== null,
    placeholderData: keepPreviousData,
  });
}

export type TCountRecordLine = {
  lineId?: number;
  sku?: string;
  lot?: string;
  condition?: 'GOOD' | 'BAD';
  locationCode?: string;
  countedQty: number;
  defectiveQty?: number;
  note?: string;
};

export type TToolAction =
  | { action: 'open'; warehouseId: number; locationCode?: string; sku?: string; note?: string }
  | { action: 'record'; sessionId: number; lines: TCountRecordLine[] }
  | { action: 'post'; sessionId: number; reason: string; shortageAs: TShortageMode }
  | { action: 'cancel'; sessionId: number; reason?: string };

export function useStockCheckTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TToolAction) => fetchData.post<TCountSessionView & { joined?: boolean }>(TOOL, input),
    onSuccess: (session) => {
      queryClient.setQueryData(opsKeys.count(session.id), session);
      void queryClient.invalidateQueries({ queryKey: ['ops', 'counts'] });
      void queryClient.invalidateQueries({ queryKey: ['ops', 'check-location'] });
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
    },
    meta: { silentError: true },
  });
}

// The log

export interface TOperationItem {
  id: number;
  kind: string;
  warehouseId: number;
  warehouseCode: string;
  actor: { id: number; name: string };
  reason: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export function useOperations(input: { warehouseId?: number; kind?: string; page: number }) {
  return useQuery({
    queryKey: opsKeys.operations(input),
    queryFn: ({ signal }) => fetchData.post<TPaged<TOperationItem>>('/ops/inventory/operations', { ...input, pageSize: 20 }, signal),
    placeholderData: keepPreviousData,
  });
}

export interface TLedgerCheck {
  ok: boolean;
  mismatches: unknown[];
}

export function checkLedger(): Promise<TLedgerCheck> {
  return fetchData.post<TLedgerCheck>('/ops/inventory/check-ledger', {});
}


export function useLedger(input: { warehouseId?: number; page: number }) {
  return useQuery({
    queryKey: ['ops', 'ledger', input],
    queryFn: ({ signal }) => fetchData.post<TPaged<TLedgerItem>>('/ops/inventory/ledger', { ...input, pageSize: 20 }, signal),
    placeholderData: keepPreviousData,
  });
}
