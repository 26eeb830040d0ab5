import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OUTBOUND_UPLOAD_CALLS } from '@ffm/domain';
import { uploadFlowCalls, type TUploadDetailPage, type TUploadFlowApi } from '../../../components/upload-flow/index.ts';
import { downloadCall } from '../../../lib/api-client.ts';
import type { TListAt } from '../../../lib/list-paging.ts';

/** The shared pipeline's calls for outbound files (provider staff name the customer they act for). */
export function outboundUploadCalls(customerId?: number | null): TUploadFlowApi {
  return uploadFlowCalls({ calls: OUTBOUND_UPLOAD_CALLS, upload: 'outbound', customerId, invalidFileName: 'don-xuat-loi.xlsx' });
}

export async function downloadOutboundTemplate(): Promise<void> {
  await downloadCall(OUTBOUND_UPLOAD_CALLS.template, { kind: 'outbound' }, 'mau-don-xuat.xlsx');
}

/** A file and one page of its rows, in row order. */
export function useOutboundUploadDetail(fileId: number | null, at: TListAt, customerId?: number | null) {
  return useQuery({
    queryKey: ['outbound', 'upload-detail', fileId, customerId ?? null, at],
    queryFn: ({ signal }) => outboundUploadCalls(customerId).detail({ fileId: fileId ?? 0, ...at }, signal) as Promise<TUploadDetailPage>,
    enabled: fileId !== null,
    placeholderData: keepPreviousData,
  });
}
