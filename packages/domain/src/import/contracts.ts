import { z } from 'zod';
import { ZRowId } from '../common/ids.ts';
import { UPLOAD_FILE_STATUSES, UPLOAD_PAGE_SIZE_MAX, UPLOAD_ROW_STATUSES } from './upload.ts';

/**
 * Contracts of the bulk upload calls (DESIGN §6), the same for every area that uploads (SKU, size/weight,
 * inbound, outbound). `customerId` is read only for provider staff, who act for that client; a client's own
 * users are always scoped to their client.
 */
const ZCustomerId = ZRowId.optional();
const ZPage = z.coerce.number().int().min(1).max(1_000_000).default(1);
const ZPageSize = z.coerce.number().int().min(1).max(UPLOAD_PAGE_SIZE_MAX).default(20);

export const ZUploadFileRef = z.object({ customerId: ZCustomerId, fileId: ZRowId });
export type TUploadFileRef = z.infer<typeof ZUploadFileRef>;

/** Review tabs: 'valid' lists every row that passed validation (also once created or failed), 'invalid' the rest. */
export const UPLOAD_TABS = ['valid', 'invalid', 'created', 'failed', 'all'] as const;
export type TUploadTab = (typeof UPLOAD_TABS)[number];

export const ZUploadValidationBody = ZUploadFileRef.extend({
  tab: z.enum(UPLOAD_TABS).default('valid'),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TUploadValidationBody = z.infer<typeof ZUploadValidationBody>;

export const ZUploadHistoryBody = z.object({
  customerId: ZCustomerId,
  /** one kind of the area (e.g. 'sku' or 'sku-size-weight'); all of the area's kinds when absent */
  kind: z.string().max(40).optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TUploadHistoryBody = z.infer<typeof ZUploadHistoryBody>;

export const ZUploadDetailBody = ZUploadFileRef.extend({ page: ZPage, pageSize: ZPageSize });

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

export const ZUploadRowsPage = z.object({
  fileId: z.number(),
  tab: z.enum(UPLOAD_TABS),
  items: z.array(ZUploadRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
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
