import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSku, TSkuChange, TSkuCreateBody, TSkuListFilters, TSkuMeta, TSkuUpdateBody } from '@ffm/domain';
import { SKU_CALLS } from '@ffm/domain';
import { callApi, downloadCall } from '../../../lib/api-client.ts';
import type { TListAt } from '../../../lib/list-paging.ts';

export type { TSku, TSkuChange, TSkuMeta };

/** The list's filters as the page holds them (the server fills the defaults of absent ones). */
export type TSkuFilters = Partial<Omit<TSkuListFilters, 'customerId'>>;

export interface TSkuListQuery extends TSkuFilters {
  page: number;
  pageSize: number;
  /** the cursor of the page (from the previous answer); none: the first page */
  cursor?: string;
}

export const skuKeys = {
  all: ['sku'] as const,
  meta: (lang: string) => ['sku', 'meta', lang] as const,
  list: (q: TSkuListQuery) => ['sku', 'list', q] as const,
  one: (id: number) => ['sku', 'one', id] as const,
  byCode: (customerId: number | null, sku: string) => ['sku', 'code', customerId, sku] as const,
  changes: (id: number, at: TListAt) => ['sku', 'changes', id, at] as const,
};

/** Categories and units, named in the user's language (the server answers in it). */
export function useSkuMeta(lang: string) {
  return useQuery({
    queryKey: skuKeys.meta(lang),
    queryFn: ({ signal }) => callApi(SKU_CALLS.meta, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** Drops empty filters: the server treats absent as "any". */
export function cleanFilters<T extends object>(f: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(f) as Array<[keyof T, T[keyof T]]>) {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) continue;
    out[k] = v;
  }
  return out;
}

export function useSkuList(q: TSkuListQuery) {
  return useQuery({
    queryKey: skuKeys.list(q),
    queryFn: ({ signal }) => callApi(SKU_CALLS.list, cleanFilters(q), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSku(id: number | null) {
  return useQuery({
    queryKey: skuKeys.one(id ?? 0),
    queryFn: ({ signal }) => callApi(SKU_CALLS.get, { id: id ?? undefined }, { signal }),
    enabled: id !== null,
  });
}

/** One SKU by its code (the size/weight tool shows the values it will have). */
export function useSkuByCode(sku: string | null, customerId: number | null, enabled = true) {
  return useQuery({
    queryKey: skuKeys.byCode(customerId, sku ?? ''),
    queryFn: ({ signal }) => callApi(SKU_CALLS.get, { sku: sku ?? undefined, ...(customerId ? { customerId } : {}) }, { signal }),
    enabled: enabled && !!sku,
    staleTime: 30_000,
    retry: false,
  });
}

/** A page of a SKU's change log, newest first (`at`: the page and the cursor that reaches it). */
export function useSkuChanges(id: number | null, at: TListAt) {
  return useQuery({
    queryKey: skuKeys.changes(id ?? 0, at),
    queryFn: ({ signal }) => callApi(SKU_CALLS.changes, { id: id ?? 0, ...at }, { signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCreateSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSkuCreateBody) => callApi(SKU_CALLS.create, body),
    // the form shows the messages on their fields and says why
    meta: { silentError: true },
    onSuccess: (sku) => {
      queryClient.setQueryData(skuKeys.one(sku.id), sku);
      return queryClient.invalidateQueries({ queryKey: ['sku', 'list'] });
    },
  });
}

export function useUpdateSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSkuUpdateBody) => callApi(SKU_CALLS.update, body),
    meta: { silentError: true },
    onSuccess: async (sku) => {
      queryClient.setQueryData(skuKeys.one(sku.id), sku);
      await queryClient.invalidateQueries({ queryKey: ['sku', 'list'] });
      await queryClient.invalidateQueries({ queryKey: ['sku', 'changes', sku.id] });
    },
  });
}

/** The filtered list as xlsx, saved by the browser. */
export async function exportSkus(filters: TSkuFilters): Promise<void> {
  await downloadCall(SKU_CALLS.export, cleanFilters(filters), 'danh-sach-san-pham.xlsx');
}
