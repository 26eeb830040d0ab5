import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { INBOUND_UPLOAD_CALLS, type TInboundUploadKind } from '@ffm/domain';
import { uploadFlowCalls, type TUploadDetailPage, type TUploadFlowApi } from '../../../components/upload-flow/index.ts';
import { callApi, downloadCall } from '../../../lib/api-client.ts';
import type { TListAt } from '../../../lib/list-paging.ts';

/** The two inbound upload kinds of the server: normal orders, and returns (RWTSO/RWSO) through return-import. */
export type { TInboundUploadKind };

/** The shared pipeline's calls for a kind (review, confirm, progress and detail are the same for both). */
export function inboundUploadCalls(kind: TInboundUploadKind = 'inbound'): TUploadFlowApi {
  return uploadFlowCalls({ calls: INBOUND_UPLOAD_CALLS, upload: kind === 'inbound-return' ? 'returns' : 'inbound', invalidFileName: 'don-nhap-loi.xlsx' });
}

/** The xlsx template of a kind (header, example row, reference lists). */
export async function downloadTemplate(kind: TInboundUploadKind): Promise<void> {
  await downloadCall(INBOUND_UPLOAD_CALLS.template, { kind }, kind === 'inbound-return' ? 'mau-don-nhap-hoan.xlsx' : 'mau-don-nhap.xlsx');
}

/** A page of the uploaded files, newest first (`cursor` from the previous answer). */
export function useInboundUploadHistory(input: { kind?: TInboundUploadKind } & TListAt) {
  return useQuery({
    queryKey: ['inbound', 'uploads', input],
    queryFn: ({ signal }) => callApi(INBOUND_UPLOAD_CALLS.history, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A file and one page of its rows, in row order (`at`: the page and the cursor that reaches it). */
export function useUploadDetail(fileId: number | null, at: TListAt) {
  return useQuery({
    queryKey: ['inbound', 'upload-detail', fileId, at],
    queryFn: ({ signal }) => inboundUploadCalls().detail({ fileId: fileId ?? 0, ...at }, signal) as Promise<TUploadDetailPage>,
    enabled: fileId !== null,
    placeholderData: keepPreviousData,
  });
}
