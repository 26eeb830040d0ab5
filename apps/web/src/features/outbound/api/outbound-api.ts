import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OUTBOUND_CALLS, type TCallInput, type TOutboundExportInput, type TOutboundListInput, type TOutboundSyncHistoryInput, type TStockOfSku } from '@ffm/domain';
import { callApi, downloadCall } from '../../../lib/api-client.ts';
import { LIVE_DETAIL, LIVE_LIST } from '../../../lib/live-refresh.ts';

/** Clients call the client calls (their own orders); provider staff the staff calls (every customer's). */
export type TOutboundScope = 'client' | 'staff';

export const outboundKeys = {
  all: ['outbound'] as const,
  list: (scope: TOutboundScope, input: Partial<TOutboundListInput>) => ['outbound', scope, 'list', input] as const,
  detail: (scope: TOutboundScope, ref: number | string) => ['outbound', scope, 'detail', ref] as const,
  syncHistory: (input: Partial<TOutboundSyncHistoryInput>) => ['outbound', 'client', 'sync-history', input] as const,
  pickLists: (warehouseId: number) => ['outbound', 'staff', 'pick-lists', warehouseId] as const,
  pickList: (id: number) => ['outbound', 'staff', 'pick-list', id] as const,
};

/** A warehouse's open pick lists (stored: the same on every device and after a reload). */
export function usePickLists(warehouseId: number) {
  return useQuery({
    queryKey: outboundKeys.pickLists(warehouseId),
    queryFn: ({ signal }) => callApi(OUTBOUND_CALLS.pickLists, { warehouseId }, { signal }),
  });
}

/** One stored pick list with its lines and what is picked so far. */
export function usePickListView(id: number | null) {
  return useQuery({
    queryKey: outboundKeys.pickList(id ?? 0),
    queryFn: ({ signal }) => callApi(OUTBOUND_CALLS.getPickList, { id: id ?? 0 }, { signal }),
    enabled: id !== null,
  });
}

export function useOutboundList(scope: TOutboundScope, input: Partial<TOutboundListInput>) {
  return useQuery({
    queryKey: outboundKeys.list(scope, input),
    queryFn: ({ signal }) => callApi(scope === 'staff' ? OUTBOUND_CALLS.opsList : OUTBOUND_CALLS.list, input, { signal }),
    placeholderData: keepPreviousData,
    ...LIVE_LIST,
  });
}

export function useOutboundDetail(scope: TOutboundScope, ref: { id: number } | { code: string } | null) {
  return useQuery({
    queryKey: outboundKeys.detail(scope, ref === null ? 0 : 'id' in ref ? ref.id : ref.code),
    queryFn: ({ signal }) => callApi(scope === 'staff' ? OUTBOUND_CALLS.opsGet : OUTBOUND_CALLS.get, ref ?? { id: 0 }, { signal }),
    enabled: ref !== null,
    // the warehouse's work (picked, packed, handed over) shows up without a reload
    ...LIVE_DETAIL,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: outboundKeys.all });
}

/** A write of the area: every outbound view refreshes after it; errors are shown by the caller (fields, results). */
function useOutboundMutation<I, O>(fn: (input: I) => Promise<O>) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: fn, onSettled: invalidate, meta: { silentError: true } });
}

export const useCreateOutbound = () => useOutboundMutation((i: { input: TCallInput<typeof OUTBOUND_CALLS.create>; direct: boolean }) => callApi(i.direct ? OUTBOUND_CALLS.createDirect : OUTBOUND_CALLS.create, i.input));
export const useUpdateOutbound = () => useOutboundMutation((i: TCallInput<typeof OUTBOUND_CALLS.update>) => callApi(OUTBOUND_CALLS.update, i));
export const useAllocateOutbound = (scope: TOutboundScope) => useOutboundMutation((id: number) => callApi(scope === 'staff' ? OUTBOUND_CALLS.opsAllocate : OUTBOUND_CALLS.allocate, { id }));
export const useCancelOutbounds = () => useOutboundMutation((i: TCallInput<typeof OUTBOUND_CALLS.cancelOutbounds>) => callApi(OUTBOUND_CALLS.cancelOutbounds, i));
export const useDirectDelivery = () => useOutboundMutation((i: TCallInput<typeof OUTBOUND_CALLS.directDelivery>) => callApi(OUTBOUND_CALLS.directDelivery, i));
export const useAhamoveOrder = () => useOutboundMutation((id: number) => callApi(OUTBOUND_CALLS.createAhamoveOrder, { id }));
export const useResyncOutbound = () => useOutboundMutation((i: { ids?: number[]; codes?: string[] }) => callApi(OUTBOUND_CALLS.resync, i));
export const usePickList = () => useOutboundMutation((i: TCallInput<typeof OUTBOUND_CALLS.pickList>) => callApi(OUTBOUND_CALLS.pickList, i));
export const useReleasePickList = () => useOutboundMutation((i: TCallInput<typeof OUTBOUND_CALLS.releasePickList>) => callApi(OUTBOUND_CALLS.releasePickList, i));
export const usePick = () => useOutboundMutation((i: TCallInput<typeof OUTBOUND_CALLS.pick>) => callApi(OUTBOUND_CALLS.pick, i));
export const usePack = () => useOutboundMutation((i: TCallInput<typeof OUTBOUND_CALLS.pack>) => callApi(OUTBOUND_CALLS.pack, i));
export const useHandover = () => useOutboundMutation((i: TCallInput<typeof OUTBOUND_CALLS.handover>) => callApi(OUTBOUND_CALLS.handover, i));
export const useCompleteOutbound = () => useOutboundMutation((id: number) => callApi(OUTBOUND_CALLS.complete, { id }));
export const useConfirmCancel = () => useOutboundMutation((id: number) => callApi(OUTBOUND_CALLS.confirmCancel, { id }));

export function useSyncHistory(input: Partial<TOutboundSyncHistoryInput>) {
  return useQuery({
    queryKey: outboundKeys.syncHistory(input),
    queryFn: ({ signal }) => callApi(OUTBOUND_CALLS.syncHistory, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The client's products with what each has available in the warehouse (the create form's picker). */
export function useStocksBySku(warehouseId: number | undefined, keyword: string) {
  return useQuery({
    queryKey: ['outbound', 'stocks', warehouseId, keyword.trim()],
    queryFn: ({ signal }) => callApi(OUTBOUND_CALLS.stocksBySku, { warehouseId: warehouseId ?? 0, keyword: keyword.trim() || undefined, limit: 20 }, { signal }),
    enabled: warehouseId !== undefined,
    staleTime: 10_000,
  });
}

/** The codes one stock call takes (get-stocks-by-sku's `codes`). */
const STOCK_CODES_PER_CALL = 200;

/**
 * What the given products have available in a warehouse, by SKU id: one call per 200 codes (one for any order the
 * form holds), not one per line.
 */
export async function stockOfLines(warehouseId: number, codes: readonly string[]): Promise<Map<number, number>> {
  const unique = [...new Set(codes)];
  const calls: Array<Promise<TStockOfSku[]>> = [];
  for (let i = 0; i < unique.length; i += STOCK_CODES_PER_CALL) {
    const part = unique.slice(i, i + STOCK_CODES_PER_CALL);
    calls.push(callApi(OUTBOUND_CALLS.stocksBySku, { warehouseId, codes: part, limit: 50 }));
  }
  const found = (await Promise.all(calls)).flat();
  return new Map(found.map((s) => [s.skuId, s.qtyAvailable]));
}

/** The product a scanner read, with its stock in the warehouse (null when the client has no such code). */
export async function stockOfScannedCode(warehouseId: number, code: string) {
  const found = await callApi(OUTBOUND_CALLS.stocksBySku, { warehouseId, codes: [code], limit: 5 });
  return found[0] ?? null;
}

export async function exportOutbound(input: TOutboundExportInput): Promise<void> {
  await downloadCall(OUTBOUND_CALLS.export, input, 'don-xuat.xlsx');
}

export async function fetchHandover(id: number) {
  return callApi(OUTBOUND_CALLS.getHandover, { id });
}

/** Delivery notes (PDF) of orders, one file for one or many (get-print-bill). */
export async function printDeliveryNotes(scope: TOutboundScope, ids: number[]): Promise<void> {
  await downloadCall(scope === 'staff' ? OUTBOUND_CALLS.opsPrintBill : OUTBOUND_CALLS.printBill, { ids }, 'phieu-xuat.pdf');
}
