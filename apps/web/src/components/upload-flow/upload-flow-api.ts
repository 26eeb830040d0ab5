import type { TUploadAccepted, TUploadCalls, TUploadDetail, TUploadFile, TUploadProgress, TUploadRow, TUploadRowsPage, TUploadTab } from '@ffm/domain';
import { callApi, downloadCall, uploadCall } from '../../lib/api-client.ts';
import type { TListAt } from '../../lib/list-paging.ts';

export type { TUploadAccepted, TUploadFile, TUploadProgress, TUploadRow, TUploadRowsPage, TUploadTab };

/** upload-detail: the file and one page of all its rows. */
export type TUploadDetailPage = TUploadDetail;

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
  /** one page of the rows of a review tab, in row order (`cursor` from the previous answer) */
  rows(q: { fileId: number; tab: TUploadTab } & TListAt, signal?: AbortSignal): Promise<TUploadRowsPage>;
  /** downloads the invalid rows as xlsx with an error column */
  downloadInvalid(fileId: number): Promise<void>;
  /** starts (or continues) creating the valid rows; answers the progress at once */
  confirm(fileId: number): Promise<TUploadProgress>;
  progress(fileId: number, signal?: AbortSignal): Promise<TUploadProgress>;
  /** the file with one page of all its rows (file detail pages; `cursor` from the previous answer) */
  detail(q: { fileId: number } & TListAt, signal?: AbortSignal): Promise<TUploadDetailPage>;
}

export interface TUploadFlowCallsOptions {
  /** the area's upload calls (the domain's `defineUploadCalls`) */
  calls: TUploadCalls;
  /** which of the area's upload calls takes the file: 'sku', 'sizeWeight', 'inbound'... */
  upload: string;
  /** provider staff act for this customer; sent with every call */
  customerId?: number | null;
  /** file name of the invalid-rows download when the server names none */
  invalidFileName?: string;
}

/** The shared pipeline's calls of an area, through its contracts. */
export function uploadFlowCalls(opts: TUploadFlowCallsOptions): TUploadFlowApi {
  const { calls, invalidFileName = 'dong-loi.xlsx' } = opts;
  const uploadContract = calls.uploads[opts.upload];
  if (!uploadContract) throw new Error(`unknown upload call '${opts.upload}'`);
  const customer: { customerId?: number } = opts.customerId ? { customerId: opts.customerId } : {};
  return {
    key: ['upload-flow', uploadContract.path, opts.customerId ?? null],
    upload: (file, signal) => uploadCall(uploadContract, file, opts.customerId ? { customerId: opts.customerId } : {}, { signal }),
    rows: (q, signal) => callApi(calls.validation, { ...customer, ...q }, { signal }),
    downloadInvalid: (fileId) => downloadCall(calls.invalidExport, { ...customer, fileId }, invalidFileName),
    confirm: (fileId) => callApi(calls.confirm, { ...customer, fileId }),
    progress: (fileId, signal) => callApi(calls.progress, { ...customer, fileId }, { signal }),
    detail: (q, signal) => callApi(calls.detail, { ...customer, ...q }, { signal }),
  };
}

/** A confirm has ended when the file is done (or was refused). */
export function isProgressFinal(p: TUploadProgress | undefined): boolean {
  return p !== undefined && (p.status === 'done' || p.status === 'failed');
}
