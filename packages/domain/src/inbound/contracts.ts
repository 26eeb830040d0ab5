import { z } from 'zod';
import { defineContract, ZDateTime, ZFileAnswer } from '../contract/contract.ts';
import { ZFormValue } from '../contract/field-rules.ts';
import { ZListPaging, zListPage } from '../contract/list.ts';
import { ZDateKey, ZId } from '../inventory/schema-parts.ts';
import { ZPutAwaySuggestions } from '../put-away/contracts.ts';
import { INBOUND_STATUSES, INBOUND_TYPES, STOCK_CONDITIONS, ZONE_TYPES } from './enums.ts';
import { LOT_MAX } from './receiving.ts';

/**
 * Contracts of the inbound calls (/ffm/inbound/..., /ops/inbound/...). The create form's checked fields travel as
 * `ZFormValue`: `inboundDraftSchema` states their SPEC §5 rules with the catalogue's messages.
 */

export const ZInboundLineInput = z.object({
  /** sku code (or give skuId) */
  sku: z.string().max(100).nullish(),
  skuId: ZId.nullish(),
  expectedQuantity: ZFormValue,
  lot: z.string().trim().max(LOT_MAX).nullish(),
  productionDate: z.string().max(40).nullish(),
  expiryDate: z.string().max(40).nullish(),
  /** declared condition of the goods (returns may come back defective) */
  condition: z.enum(STOCK_CONDITIONS).default('GOOD'),
});
export type TInboundLineInput = z.infer<typeof ZInboundLineInput>;

export const ZInboundCreateInput = z.object({
  /** the client's own code, unique per client (30001); the asn code when absent */
  orderInboundCode: z.string().max(200).nullish(),
  warehouseId: ZFormValue,
  /** transporter code (see /ffm/transporter/list) */
  tplInbound: ZFormValue,
  /** 'YYYY-MM-DD' (or dd/mm/yyyy, or an instant), today or later in Vietnam */
  estimateReceivedTime: ZFormValue,
  zoneType: z.string().max(20).nullish(),
  customerNote: z.string().max(500).nullish(),
  lines: z.array(ZInboundLineInput).max(1000).nullish(),
});
export type TInboundCreateInput = z.infer<typeof ZInboundCreateInput>;

export const ZInboundCreateReturnInput = ZInboundCreateInput.extend({
  /** RWTSO (returned goods) or RWSO (failed delivery); anything else answers 30005 */
  type: z.string().max(20),
  /** the outbound or shipping order code that comes back */
  returnRef: z.string().max(100).nullish(),
});
export type TInboundCreateReturnInput = z.infer<typeof ZInboundCreateReturnInput>;

export const ZInboundFilter = z.object({
  /** provider staff only: one customer */
  customerId: ZId.optional(),
  /** status tab; absent = all */
  status: z.coerce.number().int().refine((v) => (INBOUND_STATUSES as readonly number[]).includes(v), { message: 'Unknown status' }).optional(),
  /** asn code or the client's code, partial */
  code: z.string().trim().max(100).optional(),
  warehouseId: ZId.optional(),
  type: z.enum(INBOUND_TYPES).optional(),
  zoneType: z.enum(ZONE_TYPES).optional(),
  /** creation date range, Vietnamese calendar dates, inclusive */
  createdFrom: ZDateKey.optional(),
  createdTo: ZDateKey.optional(),
  estimateFrom: ZDateKey.optional(),
  estimateTo: ZDateKey.optional(),
});
export type TInboundFilter = z.infer<typeof ZInboundFilter>;
export const ZInboundListInput = ZInboundFilter.extend(ZListPaging.shape);
export type TInboundListInput = z.infer<typeof ZInboundListInput>;
export const ZInboundExportInput = ZInboundFilter.extend({ ids: z.array(ZId).max(5000).optional() });
export type TInboundExportInput = z.infer<typeof ZInboundExportInput>;

/** An order by id or by code (asn code or the client's code). */
export const ZInboundRef = z
  .object({ id: ZId.optional(), code: z.string().trim().min(1).max(100).optional() })
  .refine((v) => v.id !== undefined || v.code !== undefined, { message: 'id or code is required', path: ['id'] });
export type TInboundRef = z.infer<typeof ZInboundRef>;

export const ZInboundCancelInput = z
  .object({ id: ZId.optional(), code: z.string().trim().min(1).max(100).optional(), reason: z.string().trim().max(255).optional() })
  .refine((v) => v.id !== undefined || v.code !== undefined, { message: 'id or code is required', path: ['id'] });
export type TInboundCancelInput = z.infer<typeof ZInboundCancelInput>;

export const ZInboundResyncInput = z
  .object({ ids: z.array(ZId).max(100).optional(), codes: z.array(z.string().trim().min(1).max(100)).max(100).optional() })
  .refine((v) => (v.ids?.length ?? 0) + (v.codes?.length ?? 0) > 0, { message: 'ids or codes are required', path: ['ids'] });
export type TInboundResyncInput = z.infer<typeof ZInboundResyncInput>;

/** Resync attempts, newest first, a page at a time (docs/lists.md). */
export const ZInboundSyncHistoryInput = z.object({
  code: z.string().trim().max(100).optional(),
  success: z.boolean().optional(),
  ...ZListPaging.shape,
});
export type TInboundSyncHistoryInput = z.infer<typeof ZInboundSyncHistoryInput>;

// Provider staff (the warehouse's work)

export const ZInboundStepInput = z.object({ id: ZId, note: z.string().trim().max(500).optional() });
export type TInboundStepInput = z.infer<typeof ZInboundStepInput>;

export const ZReceiveLineInput = z.object({
  /** the inbound order */
  id: ZId,
  /** the line, or a code scanned or typed (sku, mCode or sCode of one of the order's products) */
  lineId: ZId.optional(),
  code: z.string().trim().max(100).optional(),
  quantity: z.coerce.number().int().positive().max(1_000_000),
  lot: z.string().trim().max(LOT_MAX).nullish(),
  productionDate: z.string().max(40).nullish(),
  expiryDate: z.string().max(40).nullish(),
  condition: z.enum(STOCK_CONDITIONS).default('GOOD'),
  method: z.enum(['SCAN', 'MANUAL']).default('MANUAL'),
});
export type TReceiveLineInput = z.infer<typeof ZReceiveLineInput>;

export const ZFinishReceivingInput = z.object({
  id: ZId,
  /** finish although some line's received quantity differs from the expected one (else 30007) */
  confirmMismatch: z.boolean().default(false),
  note: z.string().trim().max(500).optional(),
});
export type TFinishReceivingInput = z.infer<typeof ZFinishReceivingInput>;

export const ZPutAwayInput = z
  .object({
    id: ZId,
    /** put everything still on the receiving dock into this location … */
    locationCode: z.string().trim().min(1).max(50).optional(),
    /** why not the suggested bins (needed where the warehouse has put-away rules and a row's suggestion differs) */
    overrideReason: z.string().trim().min(1).max(500).optional(),
    /** … or these quantities */
    items: z
      .array(
        z.object({
          lineId: ZId,
          lot: z.string().trim().max(LOT_MAX).default(''),
          condition: z.enum(STOCK_CONDITIONS).default('GOOD'),
          quantity: z.coerce.number().int().positive().max(1_000_000),
          locationCode: z.string().trim().min(1).max(50),
          /** why not the suggested bin (needed where the warehouse has put-away rules and this is another bin) */
          overrideReason: z.string().trim().min(1).max(500).optional(),
        }),
      )
      .min(1)
      .max(1000)
      .optional(),
  })
  .refine((v) => v.locationCode !== undefined || v.items !== undefined, { message: 'locationCode or items is required', path: ['items'] });
export type TPutAwayInput = z.infer<typeof ZPutAwayInput>;

// Answers (data of the envelope), as they travel: instants are ISO strings.

const ZActorRef = z.object({ id: z.number().int(), name: z.string() }).nullable();
const ZStatus = z.union([z.literal(0), z.literal(3), z.literal(4), z.literal(9), z.literal(99)]);

export const ZInboundListItem = z.object({
  id: z.number().int(),
  asnCode: z.string(),
  orderInboundCode: z.string(),
  customerId: z.number().int(),
  customerCode: z.string(),
  customerName: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  tplInbound: z.string(),
  tplInboundName: z.string().nullable(),
  type: z.enum(INBOUND_TYPES),
  zoneType: z.string(),
  status: ZStatus,
  estimateReceivedTime: z.string(),
  customerNote: z.string().nullable(),
  returnRef: z.string().nullable(),
  lineCount: z.number().int(),
  expectedQuantity: z.number(),
  receivedQuantity: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TInboundListItem = z.infer<typeof ZInboundListItem>;

export const ZInboundList = zListPage(ZInboundListItem).extend({
  /**
   * per status tab, with the same filters but the status; `all` is their sum. Exact from the list counters when
   * no filter is set; with filters they are counted over the first LIST_COUNT_CAP matching orders, and when more
   * match `statusCountsExact` is false: each count is then a lower bound ("more than").
   */
  statusCounts: z.object({ all: z.number(), '0': z.number(), '3': z.number(), '4': z.number(), '9': z.number(), '99': z.number() }),
  statusCountsExact: z.boolean(),
});
export type TInboundList = z.infer<typeof ZInboundList>;

export const ZInboundLineView = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  skuId: z.number().int(),
  sku: z.string(),
  mCode: z.string(),
  sCode: z.string(),
  name: z.string(),
  manageExpDate: z.boolean(),
  manageProdDate: z.boolean(),
  expectedQuantity: z.number(),
  receivedQuantity: z.number(),
  receivedGood: z.number(),
  receivedBad: z.number(),
  putAwayQuantity: z.number(),
  lot: z.string().nullable(),
  productionDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  condition: z.enum(STOCK_CONDITIONS),
});
export type TInboundLineView = z.infer<typeof ZInboundLineView>;

export const ZInboundReceiptView = z.object({
  id: z.number().int(),
  lineId: z.number().int(),
  sku: z.string(),
  lotNum: z.string(),
  productionDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  condition: z.enum(STOCK_CONDITIONS),
  quantity: z.number(),
  method: z.enum(['SCAN', 'MANUAL']),
  actor: ZActorRef,
  createdAt: z.string(),
});
export type TInboundReceiptView = z.infer<typeof ZInboundReceiptView>;

export const ZInboundLogView = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStatus: ZStatus.nullable(),
  toStatus: ZStatus.nullable(),
  note: z.string().nullable(),
  actor: ZActorRef,
  createdAt: z.string(),
});
export type TInboundLogView = z.infer<typeof ZInboundLogView>;

/** Goods on the receiving dock waiting for put-away, per line, lot and condition. */
export const ZPutAwayRemaining = z.object({ lineId: z.number().int(), sku: z.string(), lotNum: z.string(), condition: z.enum(STOCK_CONDITIONS), quantity: z.number() });
export type TPutAwayRemaining = z.infer<typeof ZPutAwayRemaining>;

export const ZInboundDetail = ZInboundListItem.extend({
  lines: z.array(ZInboundLineView),
  receipts: z.array(ZInboundReceiptView),
  logs: z.array(ZInboundLogView),
  putAwayRemaining: z.array(ZPutAwayRemaining),
  /** where the goods were put (location and quantity per line, lot and condition) */
  putAway: z.array(z.object({ lineId: z.number().int(), sku: z.string(), lotNum: z.string(), condition: z.enum(STOCK_CONDITIONS), locationCode: z.string(), quantity: z.number() })),
});
export type TInboundDetail = z.infer<typeof ZInboundDetail>;

export const ZInboundResyncResult = z.object({
  code: z.string(),
  success: z.boolean(),
  message: z.string(),
  id: z.number().int().nullable(),
  status: ZStatus.nullable(),
  lastLog: ZInboundLogView.nullable(),
});
export type TInboundResyncResult = z.infer<typeof ZInboundResyncResult>;

export const ZSyncHistoryItem = z.object({
  id: z.number().int(),
  inboundId: z.number().int().nullable(),
  code: z.string(),
  success: z.boolean(),
  message: z.string(),
  status: z.number().int().nullable(),
  actor: z.string().nullable(),
  createdAt: ZDateTime,
});
export type TSyncHistoryItem = z.infer<typeof ZSyncHistoryItem>;
export const ZSyncHistoryPage = zListPage(ZSyncHistoryItem);
export type TSyncHistoryPage = z.infer<typeof ZSyncHistoryPage>;

const client = { group: 'ffm', method: 'POST', tags: ['inbound'], audience: 'client', tenant: 'client' } as const;
const ops = { group: 'ops', method: 'POST', tags: ['inbound'], audience: 'staff', permissions: [], tenant: 'provider' } as const;
const P = '/ffm/inbound';
const OPS = '/ops/inbound';

/**
 * The inbound calls. The client's are scoped to the caller's client (provider staff use the /ops calls); the
 * warehouse's steps are the provider's staff work on any customer's order.
 */
export const INBOUND_CALLS = {
  list: defineContract({ ...client, tenant: 'client', path: `${P}/list`, summary: 'Inbound orders: a page of one status tab, with the count of every tab', permissions: ['view_list_inbound'], body: ZInboundListInput, response: ZInboundList }),
  get: defineContract({ ...client, tenant: 'client', path: `${P}/get`, summary: 'An inbound order with lines, receipts, put-aways and its log', permissions: ['view_detail_inbound'], body: ZInboundRef, response: ZInboundDetail }),
  create: defineContract({ ...client, tenant: 'client', path: `${P}/create`, summary: 'Create an inbound order (type NI)', permissions: ['create_inbound'], body: ZInboundCreateInput, response: ZInboundDetail }),
  createReturn: defineContract({
    ...client,
    tenant: 'client',
    path: `${P}/create-return`,
    summary: 'Create a return inbound order (RWTSO returned goods, RWSO failed delivery)',
    permissions: ['create_inbound'],
    body: ZInboundCreateReturnInput,
    response: ZInboundDetail,
  }),
  cancel: defineContract({ ...client, tenant: 'client', path: `${P}/cancel`, summary: 'Cancel an inbound order (only while waiting: 30002; not twice: 30003)', permissions: ['cancel_inbound'], body: ZInboundCancelInput, response: ZInboundDetail }),
  export: defineContract({
    ...client,
    tenant: 'client',
    path: `${P}/export`,
    summary: 'Inbound orders as xlsx, one row per line (list filters or ids)',
    permissions: ['export_inbound'],
    body: ZInboundExportInput,
    answer: 'file',
    response: ZFileAnswer,
  }),
  resync: defineContract({
    ...client,
    tenant: 'client',
    path: `${P}/resync-status-flux`,
    summary: "Re-read orders' status from the warehouse: one result per order",
    permissions: ['view_list_inbound'],
    body: ZInboundResyncInput,
    response: z.array(ZInboundResyncResult),
  }),
  syncHistory: defineContract({
    ...client,
    tenant: 'client',
    path: `${P}/list-sync-history`,
    summary: 'Resync attempts, newest first',
    permissions: ['view_list_inbound'],
    body: ZInboundSyncHistoryInput,
    response: ZSyncHistoryPage,
  }),
  opsList: defineContract({ ...ops, path: `${OPS}/list`, summary: "Customers' inbound orders (customerId to pick one)", body: ZInboundListInput, response: ZInboundList }),
  opsGet: defineContract({ ...ops, path: `${OPS}/get`, summary: "A customer's inbound order in full", body: ZInboundRef, response: ZInboundDetail }),
  startReceiving: defineContract({ ...ops, path: `${OPS}/start-receiving`, summary: 'Start checking the goods (0 → 3)', body: ZInboundStepInput, response: ZInboundDetail }),
  receiveLine: defineContract({
    ...ops,
    path: `${OPS}/receive-line`,
    summary: 'Count goods of a line (scan or by hand): quantity, lot, dates, condition; adds up',
    body: ZReceiveLineInput,
    response: ZInboundDetail,
  }),
  finishReceiving: defineContract({
    ...ops,
    path: `${OPS}/finish-receiving`,
    summary: 'Finish checking (3 → 4); a quantity mismatch needs confirmMismatch (30007)',
    body: ZFinishReceivingInput,
    response: ZInboundDetail,
  }),
  putAwaySuggestions: defineContract({
    ...ops,
    path: `${OPS}/put-away-suggestions`,
    summary: 'The suggested bin of each row on the receiving dock (put-away rules, bin capacity)',
    body: ZInboundRef,
    response: ZPutAwaySuggestions,
  }),
  putAway: defineContract({ ...ops, path: `${OPS}/put-away`, summary: 'Put received goods into storage locations (status 4)', body: ZPutAwayInput, response: ZInboundDetail }),
  complete: defineContract({ ...ops, path: `${OPS}/complete`, summary: 'Complete the order (4 → 99): all put away; the stock becomes available', body: ZInboundStepInput, response: ZInboundDetail }),
} as const;
