import { z } from 'zod';
import { ZRowId } from '../common/ids.ts';
import { defineContract, ZFileAnswer, type TCallGroup } from '../contract/contract.ts';
import { zListPage, ZListPaging } from '../contract/list.ts';
import type { TPermissionCode } from '../permissions/tree.ts';
import { UPLOAD_FILE_STATUSES, UPLOAD_PAGE_SIZE_MAX, UPLOAD_ROW_STATUSES } from './upload.ts';

/**
 * Contracts of the bulk upload calls (DESIGN §6), the same for every area that uploads (SKU, size/weight,
 * inbound, outbound). `customerId` is read only for provider staff, who act for that client; a client's own
 * users are always scoped to their client.
 */
const ZCustomerId = ZRowId.optional();
/** Every paged call of the pipeline follows the one list pattern (docs/lists.md): `cursor` from the previous answer. */
const ZPaging = ZListPaging.extend({ pageSize: z.coerce.number().int().min(1).max(UPLOAD_PAGE_SIZE_MAX).default(20) });

export const ZUploadFileRef = z.object({ customerId: ZCustomerId, fileId: ZRowId });
export type TUploadFileRef = z.infer<typeof ZUploadFileRef>;

/** Review tabs: 'valid' lists every row that passed validation (also once created or failed), 'invalid' the rest. */
export const UPLOAD_TABS = ['valid', 'invalid', 'created', 'failed', 'all'] as const;
export type TUploadTab = (typeof UPLOAD_TABS)[number];

export const ZUploadValidationBody = ZUploadFileRef.extend({
  tab: z.enum(UPLOAD_TABS).default('valid'),
  ...ZPaging.shape,
});
export type TUploadValidationBody = z.infer<typeof ZUploadValidationBody>;

export const ZUploadHistoryBody = z.object({
  customerId: ZCustomerId,
  /** one kind of the area (e.g. 'sku' or 'sku-size-weight'); all of the area's kinds when absent */
  kind: z.string().max(40).optional(),
  ...ZPaging.shape,
});
export type TUploadHistoryBody = z.infer<typeof ZUploadHistoryBody>;

export const ZUploadDetailBody = ZUploadFileRef.extend(ZPaging.shape);
export type TUploadDetailBody = z.infer<typeof ZUploadDetailBody>;

export const ZUploadFile = z.object({
  id: z.number(),
  kind: z.string(),
  customerId: z.number(),
  fileName: z.string(),
  sizeBytes: z.number(),
  sha256: z.string(),
  status: z.enum(UPLOAD_FILE_STATUSES),
  total: z.number(),
  valid: z.number(),
  invalid: z.number(),
  created: z.number(),
  failed: z.number(),
  uploadedBy: z.object({ id: z.number(), fullName: z.string() }).nullable(),
  /** why a refused file was refused (failed before validation) */
  errorCode: z.number().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TUploadFile = z.infer<typeof ZUploadFile>;

export const ZUploadRow = z.object({
  rowNo: z.number(),
  status: z.enum(UPLOAD_ROW_STATUSES),
  /** the cells as read, by column key */
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** 'Lỗi tại dòng N: ...' messages (invalid rows), or why a confirmed row failed */
  errors: z.array(z.string()),
  /** what the row created (e.g. the SKU code) */
  resultRef: z.string().nullable(),
});
export type TUploadRow = z.infer<typeof ZUploadRow>;

export const ZUploadAccepted = z.object({ fileId: z.number(), total: z.number(), valid: z.number(), invalid: z.number() });
export type TUploadAccepted = z.infer<typeof ZUploadAccepted>;

/** 'created X of Y': Y is `total` (the valid rows), X is `created`. */
export const ZUploadProgress = z.object({
  fileId: z.number(),
  status: z.enum(UPLOAD_FILE_STATUSES),
  total: z.number(),
  created: z.number(),
  failed: z.number(),
  remaining: z.number(),
});
export type TUploadProgress = z.infer<typeof ZUploadProgress>;

/** A page of a review tab, in row order; the total is the file's counter of the tab (exact). */
export const ZUploadRowsPage = zListPage(ZUploadRow).extend({ fileId: z.number(), tab: z.enum(UPLOAD_TABS) });
export type TUploadRowsPage = z.infer<typeof ZUploadRowsPage>;

/** The one-shot import of API clients: the upload's counts, the confirm's, and each row's outcome. */
export const ZUploadImportResult = z.object({
  fileId: z.number(),
  status: z.enum(UPLOAD_FILE_STATUSES),
  total: z.number(),
  valid: z.number(),
  invalid: z.number(),
  created: z.number(),
  failed: z.number(),
  rows: z.array(z.object({ rowNo: z.number(), status: z.enum(UPLOAD_ROW_STATUSES), resultRef: z.string().nullable(), errors: z.array(z.string()) })),
});
export type TUploadImportResult = z.infer<typeof ZUploadImportResult>;

export const ZUploadFilesPage = zListPage(ZUploadFile);
export type TUploadFilesPage = z.infer<typeof ZUploadFilesPage>;
/** A file and one page of all its rows, in row order (the total is the file's row count). */
export const ZUploadDetail = z.object({ file: ZUploadFile, rows: zListPage(ZUploadRow) });
export type TUploadDetail = z.infer<typeof ZUploadDetail>;

/** Provider staff name the client they upload for in the query string (or a form field beside the file). */
export const ZUploadQuery = z.object({ customerId: ZCustomerId });

export interface TUploadCallSpec<K extends string> {
  /** path under the prefix, e.g. 'upload' or 'upload-size-weight' */
  path: string;
  kind: K;
  summary: string;
  /** what client staff need to upload a file of this kind */
  permission: TPermissionCode;
}

export interface TUploadCallsOptions<K extends string, U extends string> {
  group: TCallGroup;
  /** e.g. '/ffm/sku' */
  prefix: string;
  tags: readonly string[];
  /** the upload calls of the area, by name */
  uploads: Record<U, TUploadCallSpec<K>>;
  /** the one-shot import call (API clients), if the area has one */
  importCall?: TUploadCallSpec<K>;
  /** other names (under the prefix) a spec gives the review and file-detail calls, served as the same calls */
  aliases?: { validation?: string; detail?: string };
  /** the area's kinds, the first being the template default */
  kinds: readonly [K, ...K[]];
}

/**
 * The bulk upload calls of one area on the shared pipeline (DESIGN §6): upload → upload-validation (review tabs)
 * → upload-invalid-export → upload-confirm → upload-progress; upload-history, upload-detail and template. Every
 * area that uploads (SKU, size/weight, inbound, outbound) declares its calls with this, under its own prefix.
 *
 * The calls after the upload serve every kind of the area: which of the area's kinds a caller may see is a
 * data-dependent check (client staff need the kind's permission), so their permission lists are empty.
 */
export function defineUploadCalls<K extends string, U extends string>(o: TUploadCallsOptions<K, U>) {
  const base = { group: o.group, tags: o.tags, audience: 'user', tenant: 'acting' } as const;
  const uploadCall = (u: TUploadCallSpec<K>, response: typeof ZUploadAccepted | typeof ZUploadImportResult) =>
    defineContract({
      ...base,
      method: 'POST',
      path: `${o.prefix}/${u.path}`,
      summary: `${u.summary} (multipart: file; provider staff name the customer with customerId)`,
      permissions: [u.permission],
      query: ZUploadQuery,
      multipart: true,
      response,
    });
  const uploads = Object.fromEntries(Object.entries<TUploadCallSpec<K>>(o.uploads).map(([name, u]) => [name, uploadCall(u, ZUploadAccepted)])) as Record<U, ReturnType<typeof uploadCall>>;
  return {
    kinds: o.kinds,
    kindOf: Object.fromEntries(Object.entries<TUploadCallSpec<K>>(o.uploads).map(([name, u]) => [name, u.kind])) as Record<U, K>,
    importKind: o.importCall?.kind,
    uploads,
    import: o.importCall ? uploadCall(o.importCall, ZUploadImportResult) : undefined,
    validation: defineContract({ ...base, method: 'POST', path: `${o.prefix}/upload-validation`, summary: 'Review an uploaded file: one page of its valid or invalid rows with their messages', permissions: [], body: ZUploadValidationBody, response: ZUploadRowsPage }),
    invalidExport: defineContract({ ...base, method: 'POST', path: `${o.prefix}/upload-invalid-export`, summary: 'The invalid rows of a file as xlsx, with an error column', permissions: [], body: ZUploadFileRef, response: ZFileAnswer, answer: 'file' }),
    confirm: defineContract({ ...base, method: 'POST', path: `${o.prefix}/upload-confirm`, summary: 'Start or continue creating the valid rows of a file; answers the progress', permissions: [], body: ZUploadFileRef, response: ZUploadProgress }),
    progress: defineContract({ ...base, method: 'POST', path: `${o.prefix}/upload-progress`, summary: "A file's confirm progress: 'created X of Y' (reads only)", permissions: [], body: ZUploadFileRef, response: ZUploadProgress }),
    history: defineContract({ ...base, method: 'POST', path: `${o.prefix}/upload-history`, summary: 'Uploaded files of the client, newest first', permissions: [], body: ZUploadHistoryBody, response: ZUploadFilesPage }),
    detail: defineContract({ ...base, method: 'POST', path: `${o.prefix}/upload-detail`, summary: 'A file with one page of all its rows', permissions: [], body: ZUploadDetailBody, response: ZUploadDetail }),
    validationAlias: o.aliases?.validation
      ? defineContract({ ...base, method: 'POST', path: `${o.prefix}/${o.aliases.validation}`, summary: 'upload-validation under the name the spec gives it', permissions: [], body: ZUploadValidationBody, response: ZUploadRowsPage })
      : undefined,
    detailAlias: o.aliases?.detail
      ? defineContract({ ...base, method: 'POST', path: `${o.prefix}/${o.aliases.detail}`, summary: 'upload-detail under the name the spec gives it', permissions: [], body: ZUploadDetailBody, response: ZUploadDetail })
      : undefined,
    template: defineContract({
      ...base,
      tenant: 'none',
      method: 'GET',
      path: `${o.prefix}/template`,
      summary: 'The xlsx template of an upload kind: header row, example row, reference lists',
      permissions: [],
      query: z.object({ kind: z.enum(o.kinds as unknown as [K, ...K[]]).default(o.kinds[0]) }),
      response: ZFileAnswer,
      answer: 'file',
    }),
  };
}

export type TUploadCalls = ReturnType<typeof defineUploadCalls<string, string>>;
