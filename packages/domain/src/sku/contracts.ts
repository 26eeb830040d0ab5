import { z } from 'zod';
import { ZRowId } from '../common/ids.ts';
import { defineContract, ZFileAnswer } from '../contract/contract.ts';
import { zListPage, ZListPaging } from '../contract/list.ts';
import { defineUploadCalls } from '../uploads/contracts.ts';
import { SKU_CATEGORY_CODES } from './categories.ts';
import { SKU_CODE_MAX, SKU_CODE_RE } from './rules.ts';

/**
 * Contracts of the /ffm/sku calls, shared by the server (validation, OpenAPI) and the web (types).
 *
 * Create and update bodies are deliberately loose about value types (a form sends "250" as often as 250):
 * the server runs `skuDraftSchema` on them, so the messages a person sees are the domain's, the same as the
 * form's, and `ZSkuInput` describes the typed result.
 */

/** Provider staff act for a client by naming it; a client's own users are always scoped to their client. */
export const ZCustomerId = ZRowId.optional();

const ZDraftValue = z.union([z.string().max(2_000), z.number(), z.boolean(), z.null()]).optional();

export const ZSkuCreateBody = z.object({
  customerId: ZCustomerId,
  /** left empty, the server assigns the next code ('SKU00000042') */
  sku: ZDraftValue,
  mCode: ZDraftValue,
  sCode: ZDraftValue,
  name: ZDraftValue,
  category: ZDraftValue,
  unit: ZDraftValue,
  tag: ZDraftValue,
  description: ZDraftValue,
  manageExpDate: ZDraftValue,
  manageProdDate: ZDraftValue,
  manageProductDate: ZDraftValue,
  grossWeight: ZDraftValue,
  netWeight: ZDraftValue,
  length: ZDraftValue,
  width: ZDraftValue,
  height: ZDraftValue,
  volume: ZDraftValue,
  note: ZDraftValue,
});
export type TSkuCreateBody = z.infer<typeof ZSkuCreateBody>;

/** Update by id: every field but the code (a sku given must equal the stored one); absent fields keep their value. */
export const ZSkuUpdateBody = ZSkuCreateBody.extend({ id: ZRowId });
export type TSkuUpdateBody = z.infer<typeof ZSkuUpdateBody>;

export const ZSkuGetBody = z
  .object({
    customerId: ZCustomerId,
    id: ZRowId.optional(),
    sku: z.string().trim().min(1).max(SKU_CODE_MAX).optional(),
  })
  .refine((b) => b.id !== undefined || b.sku !== undefined, { message: 'id or sku is required', path: ['id'] });
export type TSkuGetBody = z.infer<typeof ZSkuGetBody>;

export const SKU_SORT_FIELDS = ['createdAt', 'sku', 'name', 'grossWeight'] as const;
export type TSkuSortField = (typeof SKU_SORT_FIELDS)[number];
export const SKU_LIST_PAGE_SIZE_MAX = 200;

export const ZSkuListFilters = z.object({
  customerId: ZCustomerId,
  /** part of the sku, name, mCode or sCode; accents and case do not matter */
  keyword: z.string().trim().max(100).optional(),
  category: z.enum(SKU_CATEGORY_CODES).optional(),
  unit: z.string().trim().max(SKU_CODE_MAX).optional(),
  /** exact tag, case-insensitive */
  tag: z.string().trim().max(100).optional(),
  sortBy: z.enum(SKU_SORT_FIELDS).default('createdAt'),
  sortDir: z.enum(['asc', 'desc']).default('desc'),
});
export type TSkuListFilters = z.infer<typeof ZSkuListFilters>;

export const ZSkuListBody = ZSkuListFilters.extend(ZListPaging.shape);
export type TSkuListBody = z.infer<typeof ZSkuListBody>;

export const ZSkuExportBody = ZSkuListFilters;
export type TSkuExportBody = z.infer<typeof ZSkuExportBody>;

/** A SKU as every call answers it. Weights in grams, sizes in cm (two decimals), volume in cm³. */
export const ZSku = z.object({
  id: z.number(),
  customerId: z.number(),
  sku: z.string(),
  mCode: z.string(),
  sCode: z.string(),
  name: z.string(),
  category: z.string(),
  categoryName: z.string(),
  unit: z.string(),
  unitName: z.string(),
  tag: z.string().nullable(),
  description: z.string(),
  manageExpDate: z.boolean(),
  manageProdDate: z.boolean(),
  grossWeight: z.number(),
  netWeight: z.number(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  volume: z.number(),
  /** grams: length × width × height / 5000 kg */
  volumetricWeight: z.number(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSku = z.infer<typeof ZSku>;

export const ZSkuListResult = zListPage(ZSku);
export type TSkuListResult = z.infer<typeof ZSkuListResult>;

/** A SKU's change log, newest first, a page at a time (docs/lists.md: `cursor` from the previous answer). */
export const ZSkuChangesBody = z.object({ customerId: ZCustomerId, id: ZRowId }).extend(ZListPaging.shape);
export type TSkuChangesBody = z.infer<typeof ZSkuChangesBody>;

/** Where a change came from: the edit form/API, or a size/weight upload (then `fileId` names the file). */
export const SKU_CHANGE_SOURCES = ['update', 'size-weight-upload'] as const;
export type TSkuChangeSource = (typeof SKU_CHANGE_SOURCES)[number];

export const ZSkuChange = z.object({
  id: z.number(),
  source: z.enum(SKU_CHANGE_SOURCES),
  fileId: z.number().nullable(),
  changedBy: z.object({ id: z.number(), fullName: z.string() }).nullable(),
  changedAt: z.string(),
  /** only the fields that changed, before and after */
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type TSkuChange = z.infer<typeof ZSkuChange>;

export const ZSkuChangesResult = zListPage(ZSkuChange);
export type TSkuChangesResult = z.infer<typeof ZSkuChangesResult>;

export const ZSkuMetaBody = z.object({ customerId: ZCustomerId });
export const ZSkuMeta = z.object({
  categories: z.array(z.object({ code: z.string(), name: z.string() })),
  units: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type TSkuMeta = z.infer<typeof ZSkuMeta>;

/** The upload kinds of the SKU area (templates, history filter). */
export const SKU_UPLOAD_KINDS = ['sku', 'sku-size-weight'] as const;
export type TSkuUploadKind = (typeof SKU_UPLOAD_KINDS)[number];
export const ZSkuTemplateQuery = z.object({ kind: z.enum(SKU_UPLOAD_KINDS).default('sku') });

/** Managed units (provider staff). Codes are stored on SKUs: never renamed, only deactivated. */
export const SKU_UNIT_CODE_RE = SKU_CODE_RE;
export const ZSkuUnitCreateBody = z.object({
  code: z.string().trim().min(1).max(20).regex(/^[A-Z0-9_]+$/, 'Upper-case letters, digits and underscore'),
  nameVi: z.string().trim().min(1).max(50),
  nameEn: z.string().trim().min(1).max(50),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
});
export const ZSkuUnitUpdateBody = z.object({
  code: z.string().trim().min(1).max(20),
  nameVi: z.string().trim().min(1).max(50).optional(),
  nameEn: z.string().trim().min(1).max(50).optional(),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
  isActive: z.boolean().optional(),
});
export const ZSkuUnit = z.object({ code: z.string(), nameVi: z.string(), nameEn: z.string(), sortOrder: z.number(), isActive: z.boolean() });
export type TSkuUnitRecord = z.infer<typeof ZSkuUnit>;

const sku = { group: 'ffm', tags: ['sku'] } as const;
const skuOps = { group: 'ops', tags: ['sku'], audience: 'staff', permissions: [], tenant: 'none' } as const;

/**
 * The SKU calls (SPEC §7). Client users work on their own client; provider staff act for a client by naming it
 * with `customerId` (tenant 'acting').
 */
export const SKU_CALLS = {
  meta: defineContract({ ...sku, method: 'POST', path: '/ffm/sku/meta', summary: 'Categories and units, named in the user’s language', audience: 'user', permissions: [], tenant: 'none', body: ZSkuMetaBody, response: ZSkuMeta }),
  create: defineContract({ ...sku, method: 'POST', path: '/ffm/sku/create', summary: 'Create a SKU', audience: 'user', permissions: ['create_sku'], tenant: 'acting', body: ZSkuCreateBody, response: ZSku }),
  update: defineContract({ ...sku, method: 'POST', path: '/ffm/sku/update', summary: 'Update a SKU by id (the code cannot change)', audience: 'user', permissions: ['update_sku'], tenant: 'acting', body: ZSkuUpdateBody, response: ZSku }),
  get: defineContract({ ...sku, method: 'POST', path: '/ffm/sku/get', summary: 'One SKU by id or sku', audience: 'user', permissions: ['view_detail_sku'], tenant: 'acting', body: ZSkuGetBody, response: ZSku }),
  list: defineContract({ ...sku, method: 'POST', path: '/ffm/sku/list', summary: 'SKUs: paged, searched without accents, filtered, sorted', audience: 'user', permissions: ['view_list_sku'], tenant: 'acting', body: ZSkuListBody, response: ZSkuListResult }),
  export: defineContract({ ...sku, method: 'POST', path: '/ffm/sku/export', summary: 'The filtered SKU list as xlsx (streamed)', audience: 'user', permissions: ['export_sku'], tenant: 'acting', body: ZSkuExportBody, response: ZFileAnswer, answer: 'file' }),
  changes: defineContract({ ...sku, method: 'POST', path: '/ffm/sku/changes', summary: 'A SKU’s change log', audience: 'user', permissions: ['view_detail_sku'], tenant: 'acting', body: ZSkuChangesBody, response: ZSkuChangesResult }),
  unitList: defineContract({ ...skuOps, method: 'POST', path: '/ops/sku-units/list', summary: 'Provider staff: every unit, active or not', response: z.array(ZSkuUnit) }),
  unitCreate: defineContract({ ...skuOps, method: 'POST', path: '/ops/sku-units/create', summary: 'Provider staff: add a unit', body: ZSkuUnitCreateBody, response: ZSkuUnit }),
  unitUpdate: defineContract({ ...skuOps, method: 'POST', path: '/ops/sku-units/update', summary: 'Provider staff: rename, reorder or (de)activate a unit', body: ZSkuUnitUpdateBody, response: ZSkuUnit }),
} as const;

/** The SKU area's uploads: SKU files and size/weight files, and the one-shot import of API clients. */
export const SKU_UPLOAD_CALLS = defineUploadCalls({
  group: 'ffm',
  prefix: '/ffm/sku',
  tags: ['sku'],
  kinds: SKU_UPLOAD_KINDS,
  uploads: {
    sku: { path: 'upload', kind: 'sku', summary: 'Upload a SKU file (xls, xlsx) for review', permission: 'import_sku' },
    sizeWeight: { path: 'upload-size-weight', kind: 'sku-size-weight', summary: 'Upload a size and weight file for review', permission: 'use_size_weight_tool' },
  },
  importCall: { path: 'import', kind: 'sku', summary: 'Upload a SKU file and create every valid row at once', permission: 'import_sku' },
});
