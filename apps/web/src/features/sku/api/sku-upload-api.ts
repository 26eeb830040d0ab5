import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SKU_CALLS, SKU_UPLOAD_CALLS, type TSkuUploadKind, type TUploadFile } from '@ffm/domain';
import { callApi, callEnvelope, downloadCall } from '../../../lib/api-client.ts';
import { isSuccess } from '../../../lib/api.ts';
import type { TListAt } from '../../../lib/list-paging.ts';
import { uploadFlowCalls, type TUploadFlowApi } from '../../../components/upload-flow/upload-flow-api.ts';

export type { TSkuUploadKind, TUploadFile };

/** The upload call of each SKU upload kind. */
const UPLOAD_CALL: Record<TSkuUploadKind, keyof typeof SKU_UPLOAD_CALLS.uploads> = { sku: 'sku', 'sku-size-weight': 'sizeWeight' };

/** The shared upload flow's calls for a SKU upload kind (provider staff: for a customer). */
export function skuUploadCalls(kind: TSkuUploadKind, customerId: number | null = null): TUploadFlowApi {
  return uploadFlowCalls({
    calls: SKU_UPLOAD_CALLS,
    upload: UPLOAD_CALL[kind],
    customerId,
    invalidFileName: kind === 'sku' ? 'san-pham-dong-loi.xlsx' : 'kich-thuoc-khoi-luong-dong-loi.xlsx',
  });
}

/** GET template?kind=: the xlsx template with its header row and an example row. */
export async function downloadSkuTemplate(kind: TSkuUploadKind): Promise<void> {
  await downloadCall(SKU_UPLOAD_CALLS.template, { kind }, kind === 'sku' ? 'mau-san-pham.xlsx' : 'mau-cap-nhat-kich-thuoc-khoi-luong.xlsx');
}

export interface TUploadHistoryQuery extends TListAt {
  kind?: TSkuUploadKind;
  customerId?: number | null;
}

export const uploadKeys = {
  history: (q: TUploadHistoryQuery) => ['sku-uploads', 'history', q] as const,
  customer: (id: number) => ['sku-uploads', 'customer', id] as const,
};

export function useUploadHistory(q: TUploadHistoryQuery, enabled = true) {
  return useQuery({
    queryKey: uploadKeys.history(q),
    queryFn: ({ signal }) =>
      callApi(
        SKU_UPLOAD_CALLS.history,
        { page: q.page, pageSize: q.pageSize, cursor: q.cursor, ...(q.kind ? { kind: q.kind } : {}), ...(q.customerId ? { customerId: q.customerId } : {}) },
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export type TCustomerCheck = { ok: true; skuCount: number } | { ok: false; message: string };

/**
 * Whether provider staff can act for a customer id. There is no customer-list call for provider staff yet: the
 * SKU list answers 10000 for an unknown or inactive customer and the customer's SKU count otherwise.
 */
export function useCustomerCheck(customerId: number | null) {
  return useQuery({
    queryKey: uploadKeys.customer(customerId ?? 0),
    queryFn: async ({ signal }): Promise<TCustomerCheck> => {
      const env = await callEnvelope(SKU_CALLS.list, { customerId: customerId ?? undefined, page: 1, pageSize: 1 }, { signal, quiet: true });
      if (isSuccess(SKU_CALLS.list.path, env)) return { ok: true, skuCount: env.data.total };
      return { ok: false, message: env.message };
    },
    enabled: customerId !== null,
    staleTime: 60_000,
  });
}
