import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPaged, TUploadFile } from '@ffm/domain';
import { uploadFlowCalls, type TUploadDetailPage, type TUploadFlowApi } from '../../../components/upload-flow/index.ts';
import { api, fetchData, saveBlob, unwrap } from '../../../lib/api.ts';

/** The two inbound upload kinds of the server: normal orders, and returns (RWTSO/RWSO) through return-import. */
export type TInboundUploadKind = 'inbound' | 'inbound-return';

const P = '/ffm/inbound';

/** The shared pipeline's calls for a kind (review, confirm, progress and detail are the same for both). */
export function inboundUploadCalls(kind: TInboundUploadKind = 'inbound'): TUploadFlowApi {
  return uploadFlowCalls({ prefix: P, uploadCall: kind === 'inbound-return' ? 'return-import' : 'upload', invalidFileName: 'don-nhap-loi.xlsx' });
}

/** The xlsx template of a kind (header, example row, reference lists). */
export async function downloadTemplate(kind: TInboundUploadKind): Promise<void> {
  const path = `${P}/template`;
  const r = await api.getBlob(path, { kind });
  if (!r.ok) unwrap(path, r.envelope);
  else saveBlob(r.blob, r.fileName ?? (kind === 'inbound-return' ? 'mau-don-nhap-hoan.xlsx' : 'mau-don-nhap.xlsx'));
}

export function useInboundUploadHistory(input: { kind?: TInboundUploadKind; page: number; pageSize: number }) {
  return useQuery({
    queryKey: ['inbound', 'uploads', input],
    queryFn: ({ signal }) => fetchData.post<TPaged<TUploadFile>>(`${P}/upload-history`, input, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUploadDetail(fileId: number | null, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['inbound', 'upload-detail', fileId, page, pageSize],
    queryFn: ({ signal }) => inboundUploadCalls().detail({ fileId: fileId ?? 0, page, pageSize }, signal) as Promise<TUploadDetailPage>,
    enabled: fileId !== null,
    placeholderData: keepPreviousData,
  });
}
