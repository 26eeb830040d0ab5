import type { TUploadAccepted, TUploadFile, TUploadProgress, TUploadRow, TUploadRowsPage, TUploadTab } from '@ffm/domain';
import { api, fetchData, unwrap } from '../../lib/api.ts';

export type { TUploadAccepted, TUploadFile, TUploadProgress, TUploadRow, TUploadRowsPage, TUploadTab };

/** upload-detail: the file and one page of all its rows. */
export interface TUploadDetailPage {
  file: TUploadFile;
  rows: { items: TUploadRow[]; total: number; page: number; pageSize: number };
}

/**
 * The calls the upload flow makes (DESIGN §6). Every area that uploads (SKU, size/weight, inbound, outbound)
 * registers the same calls on the server under its own prefix, so `uploadFlowCalls` builds them from the prefix;
 * an area whose calls differ can hand the flow its own object of this shape.
 */
export interface TUploadFlowApi {
  /** identifies the area (and the customer acted for) in react-query keys */
  key: readonly unknown[];
  /** multipart upload of the file (field `file`): the file is validated and stored for review */
  upload(file: File, signal?: AbortSignal): Promise<TUploadAccepted>;
  /** one page of the rows of a review tab */
  rows(q: { fileId: number; tab: TUploadTab; page: number; pageSize: number }, signal?: AbortSignal): Promise<TUploadRowsPage>;
  /** downloads the invalid rows as xlsx with an error column */
  downloadInvalid(fileId: number): Promise<void>;
  /** starts (or continues) creating the valid rows; answers the progress at once */
  confirm(fileId: number): Promise<TUploadProgress>;
  progress(fileId: number, signal?: AbortSignal): Promise<TUploadProgress>;
  /** the file with one page of all its rows (file detail pages) */
  detail(q: { fileId: number; page: number; pageSize: number }, signal?: AbortSignal): Promise<TUploadDetailPage>;
}

export interface TUploadFlowCallsOptions {
  /** e.g. '/ffm/sku' */
  prefix: string;
  /** the upload call under the prefix: 'upload' (default), 'upload-size-weight'... */
  uploadCall?: string;
  /** provider staff act for this customer; sent with every call */
  customerId?: number | null;
  /** file name of the invalid-rows download when the server names none */
  invalidFileName?: string;
}

/** The shared pipeline's calls under an area's prefix. */
export function uploadFlowCalls(opts: TUploadFlowCallsOptions): TUploadFlowApi {
  const { prefix, uploadCall = 'upload', invalidFileName = 'dong-loi.xlsx' } = opts;
  const customer: Record<string, number> = opts.customerId ? { customerId: opts.customerId } : {};
  return {
    key: ['upload-flow', prefix, uploadCall, opts.customerId ?? null],
    async upload(file, signal) {
      const path = `${prefix}/${uploadCall}`;
      return unwrap(path, await api.upload<TUploadAccepted>(path, file, customer, { signal }));
    },
    rows: (q, signal) => fetchData.post<TUploadRowsPage>(`${prefix}/upload-validation`, { ...customer, ...q }, signal),
    async downloadInvalid(fileId) {
      const path = `${prefix}/upload-invalid-export`;
      unwrap(path, await api.postDownload(path, { ...customer, fileId }, invalidFileName));
    },
    confirm: (fileId) => fetchData.post<TUploadProgress>(`${prefix}/upload-confirm`, { ...customer, fileId }),
    progress: (fileId, signal) => fetchData.post<TUploadProgress>(`${prefix}/upload-progress`, { ...customer, fileId }, signal),
    detail: (q, signal) => fetchData.post<TUploadDetailPage>(`${prefix}/upload-detail`, { ...customer, ...q }, signal),
  };
}

/** A confirm has ended when the file is done (or was refused). */
export function isProgressFinal(p: TUploadProgress | undefined): boolean {
  return p !== undefined && (p.status === 'done' || p.status === 'failed');
}
