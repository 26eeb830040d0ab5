import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INVENTORY_CALLS, type TCallInput, type TCallOutput, type TCountSessionView, type TCountStatus } from '@ffm/domain';
import { callApi } from '../../../lib/api-client.ts';

/** The provider staff's stock tools and the stock log (/ffm/inventory/..., /ops/inventory/...). */

/** Under `ops` with the console's other keys: a stock change refreshes every screen of the console. */
const opsKeys = {
  all: ['ops'] as const,
  checkLocation: (warehouseId: number, code: string) => ['ops', 'check-location', warehouseId, code] as const,
  count: (id: number) => ['ops', 'count', id] as const,
  counts: (input: object) => ['ops', 'counts', input] as const,
  operations: (input: object) => ['ops', 'operations', input] as const,
};

const C = INVENTORY_CALLS;

function useInvalidateStock() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: opsKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['inventory'] });
  };
}

export type TLocationContents = TCallOutput<typeof C.checkLocation>;

export function useCheckLocation(warehouseId: number | null, code: string | null) {
  return useQuery({
    queryKey: opsKeys.checkLocation(warehouseId ?? 0, code ?? ''),
    queryFn: ({ signal }) => callApi(C.checkLocation, { warehouseId: warehouseId ?? 0, locationCode: code ?? '' }, { signal }),
    enabled: warehouseId !== null && !!code,
    retry: false,
  });
}

export type TSkuContents = TCallOutput<typeof C.checkSku>;

export function checkSku(input: TCallInput<typeof C.checkSku>): Promise<TSkuContents> {
  return callApi(C.checkSku, input);
}

type TStockToolCall = typeof C.move | typeof C.reallocate | typeof C.moveToCount | typeof C.moveToStorage;

function useStockTool<K extends TStockToolCall>(call: K) {
  const invalidate = useInvalidateStock();
  return useMutation({ mutationFn: (input: TCallInput<K>) => callApi(call, input), onSuccess: invalidate, meta: { silentError: true } });
}

export const useMoveStock = () => useStockTool(C.move);
export const useReallocateStock = () => useStockTool(C.reallocate);
export const useMoveToCount = () => useStockTool(C.moveToCount);
export const useMoveToStorage = () => useStockTool(C.moveToStorage);

export type TScanResult = TCallOutput<typeof C.scanSkuLocation>;

export function useScanSkuLocation() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (input: TCallInput<typeof C.scanSkuLocation>) => callApi(C.scanSkuLocation, input),
    onSuccess: invalidate,
    meta: { silentError: true },
  });
}

// Stock check (one call, an action per step)

type TToolAnswer = TCallOutput<typeof C.tool>;
export type TCountPage = Exclude<TToolAnswer, TCountSessionView>;
export type TCountListItem = TCountPage['items'][number];

/** The tool answers a session for every action but `list`. */
function sessionOf(a: TToolAnswer): TCountSessionView {
  if (!('lines' in a)) throw new Error('stock tool: a session was expected');
  return a;
}

function pageOf(a: TToolAnswer): TCountPage {
  if (!('items' in a)) throw new Error('stock tool: a page was expected');
  return a;
}

export function useCount(sessionId: number | null) {
  return useQuery({
    queryKey: opsKeys.count(sessionId ?? 0),
    queryFn: async ({ signal }) => sessionOf(await callApi(C.tool, { action: 'get', sessionId: sessionId ?? 0 }, { signal })),
    enabled: sessionId !== null,
  });
}

export function useCounts(input: { warehouseId: number | null; status?: TCountStatus; page: number; pageSize: number; cursor?: string }) {
  return useQuery({
    queryKey: opsKeys.counts(input),
    queryFn: async ({ signal }) =>
      pageOf(await callApi(C.tool, { action: 'list', warehouseId: input.warehouseId ?? undefined, status: input.status, page: input.page, pageSize: input.pageSize, cursor: input.cursor }, { signal })),
    enabled: input.warehouseId !== null,
    placeholderData: keepPreviousData,
  });
}

type TToolInput = TCallInput<typeof C.tool>;
type TRecordInput = Extract<TToolInput, { action: 'record' }>;
export type TCountRecordLine = TRecordInput['lines'][number];
export type TToolAction = Exclude<TToolInput, { action: 'get' } | { action: 'list' }>;

export function useStockCheckTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TToolAction) => sessionOf(await callApi(C.tool, input)),
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

export type TOperationItem = TCallOutput<typeof C.operations>['items'][number];

export function useOperations(input: Omit<TCallInput<typeof C.operations>, 'pageSize'> & { page: number }) {
  return useQuery({
    queryKey: opsKeys.operations(input),
    queryFn: ({ signal }) => callApi(C.operations, { ...input, pageSize: 20 }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type TLedgerCheck = TCallOutput<typeof C.checkLedger>;

export function checkLedger(): Promise<TLedgerCheck> {
  return callApi(C.checkLedger, {});
}

export function useLedger(input: Omit<TCallInput<typeof C.ledger>, 'pageSize'> & { page: number }) {
  return useQuery({
    queryKey: ['ops', 'ledger', input],
    queryFn: ({ signal }) => callApi(C.ledger, { ...input, pageSize: 20 }, { signal }),
    placeholderData: keepPreviousData,
  });
}
