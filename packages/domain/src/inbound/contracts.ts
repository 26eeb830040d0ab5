import { z } from 'zod';
import type { TPaged } from '../inventory/contracts.ts';
import { ZDateKey, ZId, ZPaging } from '../inventory/schema-parts.ts';
import { INBOUND_STATUSES, INBOUND_TYPES, STOCK_CONDITIONS, ZONE_TYPES, type TInboundStatus, type TInboundType, type TStockCondition } from './enums.ts';

/**
 * Contracts of the inbound calls (/ffm/inbound/..., /ops/inbound/...). The create form's fields are loose on
 * purpose: `validateInboundDraft` gives the SPEC §5 message per field, which a bare schema error would not.
 */

const ZLoose = z.union([z.string().max(200), z.number()]).nullish();

export const ZInboundLineInput = z.object({
  /** sku code (or give skuId) */
  sku: z.string().max(100).nullish(),
  skuId: ZId.nullish(),
  expectedQuantity: ZLoose,
  lot: z.string().trim().max(100).nullish(),
  productionDate: z.string().max(40).nullish(),
  expiryDate: z.string().max(40).nullish(),
  /** declared condition of the goods (returns may come back defective) */
  condition: z.enum(STOCK_CONDITIONS).default('GOOD'),
});
export type TInboundLineInput = z.infer<typeof ZInboundLineInput>;

export const ZInboundCreateInput = z.object({
  /** the client's own code, unique per client (30001); the asn code when absent */
  orderInboundCode: z.string().max(200).nullish(),
  warehouseId: ZLoose,
  /** transporter code (see /ffm/transporter/list) */
  tplInbound: ZLoose,
  /** 'YYYY-MM-DD' (or dd/mm/yyyy, or an instant), today or later in Vietnam */
  estimateReceivedTime: ZLoose,
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
export const ZInboundListInput = ZInboundFilter.extend(ZPaging.shape);
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

export const ZInboundSyncHistoryInput = z.object({
  code: z.string().trim().max(100).optional(),
  success: z.boolean().optional(),
  ...ZPaging.shape,
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
  lot: z.string().trim().max(100).nullish(),
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
    /** … or these quantities */
    items: z
      .array(
        z.object({
          lineId: ZId,
          lot: z.string().trim().max(100).default(''),
          condition: z.enum(STOCK_CONDITIONS).default('GOOD'),
          quantity: z.coerce.number().int().positive().max(1_000_000),
          locationCode: z.string().trim().min(1).max(50),
        }),
      )
      .min(1)
      .max(1000)
      .optional(),
  })
  .refine((v) => v.locationCode !== undefined || v.items !== undefined, { message: 'locationCode or items is required', path: ['items'] });
export type TPutAwayInput = z.infer<typeof ZPutAwayInput>;

// Answers

export interface TInboundListItem {
  id: number;
  asnCode: string;
  orderInboundCode: string;
  customerId: number;
  customerCode: string;
  customerName: string;
  warehouseId: number;
  warehouseCode: string;
  warehouseName: string;
  tplInbound: string;
  tplInboundName: string | null;
  type: TInboundType;
  zoneType: string;
  status: TInboundStatus;
  estimateReceivedTime: string;
  customerNote: string | null;
  returnRef: string | null;
  lineCount: number;
  expectedQuantity: number;
  receivedQuantity: number;
  createdAt: string;
  updatedAt: string;
}

export interface TInboundList extends TPaged<TInboundListItem> {
  /** per status tab, with the same filters but the status; `all` is their sum */
  statusCounts: { all: number } & Record<`${TInboundStatus}`, number>;
}

export interface TInboundLineView {
  id: number;
  lineNo: number;
  skuId: number;
  sku: string;
  mCode: string;
  sCode: string;
  name: string;
  manageExpDate: boolean;
  manageProdDate: boolean;
  expectedQuantity: number;
  receivedQuantity: number;
  receivedGood: number;
  receivedBad: number;
  putAwayQuantity: number;
  lot: string | null;
  productionDate: string | null;
  expiryDate: string | null;
  condition: TStockCondition;
}

export interface TInboundReceiptView {
  id: number;
  lineId: number;
  sku: string;
  lotNum: string;
  productionDate: string | null;
  expiryDate: string | null;
  condition: TStockCondition;
  quantity: number;
  method: 'SCAN' | 'MANUAL';
  actor: { id: number; name: string } | null;
  createdAt: string;
}

export interface TInboundLogView {
  id: number;
  action: string;
  fromStatus: TInboundStatus | null;
  toStatus: TInboundStatus | null;
  note: string | null;
  actor: { id: number; name: string } | null;
  createdAt: string;
}

/** Goods on the receiving dock waiting for put-away, per line, lot and condition. */
export interface TPutAwayRemaining {
  lineId: number;
  sku: string;
  lotNum: string;
  condition: TStockCondition;
  quantity: number;
}

export interface TInboundDetail extends TInboundListItem {
  lines: TInboundLineView[];
  receipts: TInboundReceiptView[];
  logs: TInboundLogView[];
  putAwayRemaining: TPutAwayRemaining[];
  /** where the goods were put (location and quantity per line, lot and condition) */
  putAway: Array<{ lineId: number; sku: string; lotNum: string; condition: TStockCondition; locationCode: string; quantity: number }>;
}

export interface TInboundResyncResult {
  code: string;
  success: boolean;
  message: string;
  id: number | null;
  status: TInboundStatus | null;
  lastLog: TInboundLogView | null;
}
