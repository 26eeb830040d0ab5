import { z } from 'zod';
import { ZDateKey, ZId, ZPaging } from './schema-parts.ts';
import { STOCK_CONDITIONS, ZONE_TYPES, type TStockCondition, type TZoneType } from '../inbound/enums.ts';
import {
  COUNT_STATUSES,
  LOCATION_PURPOSES,
  SHORTAGE_MODES,
  STOCK_OPERATION_KINDS,
  type TCountScope,
  type TCountStatus,
  type TLocationPurpose,
  type TMovementType,
  type TStockOperationKind,
} from './enums.ts';

/** Contracts of the inventory calls (/ffm/inventory/..., /ops/...). `Z…` is the schema, `T…` its type. */

const ZCode = z.string().trim().min(1).max(100);
const ZLocationCode = z.string().trim().min(1).max(50);
const ZReason = z.string().trim().max(255);
const ZQty = z.coerce.number().int().positive().max(10_000_000);

/** Provider staff act for one customer with `customerId` (or for all without it); it is ignored for clients. */
const ZCustomer = { customerId: ZId.optional() };

const inventoryFilter = {
  ...ZCustomer,
  warehouseId: ZId.optional(),
  /** sku, mCode, sCode or name; accents ignored */
  keyword: z.string().trim().max(100).optional(),
  /** exact sku code */
  sku: z.string().trim().max(100).optional(),
  skuId: ZId.optional(),
  lot: z.string().trim().max(100).optional(),
  condition: z.enum(STOCK_CONDITIONS).optional(),
  zoneType: z.enum(ZONE_TYPES).optional(),
  /** expiry date strictly before this date */
  expiryBefore: ZDateKey.optional(),
};
export const DETAIL_SORTS = ['sku', 'expiryDate', 'warehousedAt', 'qty', 'warehouse'] as const;
const detailSort = { sortBy: z.enum(DETAIL_SORTS).default('warehouse'), sortDir: z.enum(['asc', 'desc']).default('asc') };

export const ZInventoryDetailFilter = z.object({ ...inventoryFilter, ...detailSort });
export type TInventoryDetailFilter = z.infer<typeof ZInventoryDetailFilter>;
export const ZInventoryDetailListInput = ZInventoryDetailFilter.extend(ZPaging.shape);
export type TInventoryDetailListInput = z.infer<typeof ZInventoryDetailListInput>;

export const ZInventorySummaryFilter = z.object({
  ...ZCustomer,
  warehouseId: ZId.optional(),
  keyword: z.string().trim().max(100).optional(),
  sku: z.string().trim().max(100).optional(),
  skuId: ZId.optional(),
  /** several SKUs at once (a page of the SKU list) */
  skuIds: z.array(ZId).max(200).optional(),
  /** hide SKUs with nothing on hand and nothing lost (default) */
  onlyInStock: z.boolean().default(true),
});
export type TInventorySummaryFilter = z.infer<typeof ZInventorySummaryFilter>;
export const ZInventorySummaryListInput = ZInventorySummaryFilter.extend(ZPaging.shape);
export type TInventorySummaryListInput = z.infer<typeof ZInventorySummaryListInput>;

export const ZStockBySkuInput = z
  .object({ ...ZCustomer, sku: ZCode.optional(), skuId: ZId.optional() })
  .refine((v) => v.sku !== undefined || v.skuId !== undefined, { message: 'sku or skuId is required', path: ['sku'] });
export type TStockBySkuInput = z.infer<typeof ZStockBySkuInput>;

/** A balance row to act on; without qty, all of its free quantity. */
const ZBalancePick = z.object({ balanceId: ZId, qty: ZQty.optional() });

export const ZStockMoveInput = z.object({
  warehouseId: ZId,
  fromLocationCode: ZLocationCode,
  toLocationCode: ZLocationCode,
  /** without items: every free quantity in the source location */
  items: z.array(ZBalancePick).min(1).max(500).optional(),
  reason: ZReason.optional(),
});
export type TStockMoveInput = z.infer<typeof ZStockMoveInput>;

export const ZStockReallocateInput = z.object({
  balanceId: ZId,
  targets: z.array(z.object({ locationCode: ZLocationCode, qty: ZQty })).min(1).max(50),
  reason: ZReason.optional(),
});
export type TStockReallocateInput = z.infer<typeof ZStockReallocateInput>;

export const ZMoveToCountInput = z.object({
  warehouseId: ZId,
  fromLocationCode: ZLocationCode,
  items: z.array(ZBalancePick).min(1).max(500).optional(),
  /** the count session this move belongs to (for the log) */
  sessionId: ZId.optional(),
  reason: ZReason.optional(),
});
export type TMoveToCountInput = z.infer<typeof ZMoveToCountInput>;

export const ZMoveToStorageInput = z.object({
  warehouseId: ZId,
  toLocationCode: ZLocationCode,
  /** rows in the count location; without items, everything free there */
  items: z.array(ZBalancePick).min(1).max(500).optional(),
  sessionId: ZId.optional(),
  reason: ZReason.optional(),
});
export type TMoveToStorageInput = z.infer<typeof ZMoveToStorageInput>;

export const ZCheckSkuInput = z
  .object({ ...ZCustomer, sku: ZCode.optional(), skuId: ZId.optional(), warehouseId: ZId.optional() })
  .refine((v) => v.sku !== undefined || v.skuId !== undefined, { message: 'sku or skuId is required', path: ['sku'] });
export type TCheckSkuInput = z.infer<typeof ZCheckSkuInput>;

export const ZCheckLocationInput = z.object({ warehouseId: ZId, locationCode: ZLocationCode });
export type TCheckLocationInput = z.infer<typeof ZCheckLocationInput>;

export const ZScanSkuLocationInput = z.object({
  ...ZCustomer,
  warehouseId: ZId,
  /** what the scanner read: sku, mCode or sCode */
  code: ZCode,
  locationCode: ZLocationCode,
  /** to record the product here: how many */
  qty: ZQty.optional(),
  /** record by moving from this location (else the quantity is posted as found stock) */
  fromLocationCode: ZLocationCode.optional(),
  lot: z.string().trim().max(100).optional(),
  condition: z.enum(STOCK_CONDITIONS).default('GOOD'),
  reason: ZReason.optional(),
});
export type TScanSkuLocationInput = z.infer<typeof ZScanSkuLocationInput>;

/** The stock check tool: one call, an action per step. */
export const ZCountOpenInput = z.object({
  action: z.literal('open'),
  warehouseId: ZId,
  /** count a location … */
  locationCode: ZLocationCode.optional(),
  /** … or a product (customerId tells whose code it is when it is ambiguous) */
  sku: ZCode.optional(),
  skuId: ZId.optional(),
  customerId: ZId.optional(),
  note: ZReason.optional(),
});
export const ZCountRecordLine = z.object({
  /** a line of the session … */
  lineId: ZId.optional(),
  /** … or goods found that the system did not list (sku code, in the session's location or locationCode) */
  sku: ZCode.optional(),
  customerId: ZId.optional(),
  lot: z.string().trim().max(100).optional(),
  condition: z.enum(STOCK_CONDITIONS).optional(),
  locationCode: ZLocationCode.optional(),
  /** everything physically found, defective included */
  countedQty: z.coerce.number().int().min(0).max(10_000_000),
  /** of which defective (GOOD rows only) */
  defectiveQty: z.coerce.number().int().min(0).max(10_000_000).default(0),
  note: ZReason.optional(),
});
export const ZCountRecordInput = z.object({ action: z.literal('record'), sessionId: ZId, lines: z.array(ZCountRecordLine).min(1).max(500) });
export const ZCountPostInput = z.object({
  action: z.literal('post'),
  sessionId: ZId,
  reason: z.string().trim().min(1).max(255),
  /** a shortage becomes lost stock (default) or a plain adjustment */
  shortageAs: z.enum(SHORTAGE_MODES).default('LOST'),
});
export const ZCountCancelInput = z.object({ action: z.literal('cancel'), sessionId: ZId, reason: ZReason.optional() });
export const ZCountGetInput = z.object({ action: z.literal('get'), sessionId: ZId });
export const ZCountListInput = z.object({
  action: z.literal('list'),
  warehouseId: ZId.optional(),
  status: z.enum(COUNT_STATUSES).optional(),
  ...ZPaging.shape,
});
export const ZStockToolInput = z.discriminatedUnion('action', [ZCountOpenInput, ZCountRecordInput, ZCountPostInput, ZCountCancelInput, ZCountGetInput, ZCountListInput]);
export type TStockToolInput = z.infer<typeof ZStockToolInput>;
export type TCountOpenInput = z.infer<typeof ZCountOpenInput>;
export type TCountRecordInput = z.infer<typeof ZCountRecordInput>;
export type TCountPostInput = z.infer<typeof ZCountPostInput>;
export type TCountCancelInput = z.infer<typeof ZCountCancelInput>;
export type TCountListInput = z.infer<typeof ZCountListInput>;

export const ZStockOperationListInput = z.object({
  warehouseId: ZId.optional(),
  kind: z.enum(STOCK_OPERATION_KINDS).optional(),
  ...ZPaging.shape,
});
export type TStockOperationListInput = z.infer<typeof ZStockOperationListInput>;

export const ZLedgerListInput = z.object({
  ...ZCustomer,
  warehouseId: ZId.optional(),
  skuId: ZId.optional(),
  balanceId: ZId.optional(),
  refType: z.enum(['INBOUND', 'OUTBOUND', 'STOCK_OPERATION', 'COUNT_SESSION']).optional(),
  refId: ZId.optional(),
  ...ZPaging.shape,
});
export type TLedgerListInput = z.infer<typeof ZLedgerListInput>;

// Warehouses and locations
export const ZWarehouseListInput = z.object({ includeInactive: z.boolean().default(false) });
export const ZLocationListInput = z.object({
  warehouseId: ZId,
  purpose: z.enum(LOCATION_PURPOSES).optional(),
  zone: z.string().trim().max(20).optional(),
  keyword: z.string().trim().max(50).optional(),
  includeInactive: z.boolean().default(false),
  ...ZPaging.shape,
});
export type TLocationListInput = z.infer<typeof ZLocationListInput>;
const ZLocationPart = z.string().trim().min(1).max(20).regex(/^[A-Za-z0-9_]+$/);
export const ZLocationCreateInput = z.object({
  warehouseId: ZId,
  zone: ZLocationPart,
  aisle: ZLocationPart,
  bin: ZLocationPart,
  /** default `${zone}-${aisle}-${bin}` */
  code: z.string().trim().min(1).max(50).regex(/^[A-Za-z0-9_-]+$/).optional(),
  purpose: z.enum(LOCATION_PURPOSES).default('STORAGE'),
});
export type TLocationCreateInput = z.infer<typeof ZLocationCreateInput>;
export const ZLocationUpdateInput = z.object({
  id: ZId,
  zone: ZLocationPart.optional(),
  aisle: ZLocationPart.optional(),
  bin: ZLocationPart.optional(),
  code: z.string().trim().min(1).max(50).regex(/^[A-Za-z0-9_-]+$/).optional(),
  purpose: z.enum(LOCATION_PURPOSES).optional(),
  isActive: z.boolean().optional(),
});
export type TLocationUpdateInput = z.infer<typeof ZLocationUpdateInput>;

// Answers (data of the envelope)

export interface TPaged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface TInventoryDetailRow {
  warehouseId: number;
  warehouseCode: string;
  warehouseName: string;
  customerId: number;
  customerCode: string;
  customerName: string;
  skuId: number;
  sku: string;
  mCode: string;
  sCode: string;
  name: string;
  lotNum: string;
  condition: TStockCondition;
  zoneType: TZoneType | null;
  qty: number;
  qtyAllocated: number;
  qtyOnHold: number;
  qtyAvailable: number;
  productionDate: string | null;
  expiryDate: string | null;
  /** first receipt of this stock into the warehouse (ISO instant) */
  warehousingDate: string | null;
  locationCodes: string[];
}

export interface TInventorySummaryRow {
  warehouseId: number;
  warehouseCode: string;
  warehouseName: string;
  customerId: number;
  customerCode: string;
  customerName: string;
  skuId: number;
  sku: string;
  mCode: string;
  sCode: string;
  name: string;
  qty: number;
  qtyAllocated: number;
  qtyAvailable: number;
  qtyDefective: number;
  qtyLost: number;
  qtyOnHold: number;
}

export interface TStockBySku {
  sku: { id: number; sku: string; mCode: string; sCode: string; name: string; customerId: number };
  warehouses: Array<Omit<TInventorySummaryRow, 'customerId' | 'customerCode' | 'customerName' | 'skuId' | 'sku' | 'mCode' | 'sCode' | 'name'>>;
  total: Pick<TInventorySummaryRow, 'qty' | 'qtyAllocated' | 'qtyAvailable' | 'qtyDefective' | 'qtyLost' | 'qtyOnHold'>;
}

/** One balance row with where it is (check-sku, check-location, scan). */
export interface TBalanceView {
  balanceId: number;
  warehouseId: number;
  locationId: number;
  locationCode: string;
  zone: string;
  aisle: string;
  bin: string;
  purpose: TLocationPurpose;
  customerId: number;
  skuId: number;
  sku: string;
  name: string;
  lotNum: string;
  condition: TStockCondition;
  zoneType: string | null;
  qty: number;
  qtyAllocated: number;
  qtyOnHold: number;
  qtyLost: number;
  /** what a tool may move or adjust */
  qtyFree: number;
  qtyAvailable: number;
  productionDate: string | null;
  expiryDate: string | null;
  warehousingDate: string | null;
}

export interface TStockOperationResult {
  operationId: number;
  kind: TStockOperationKind;
  /** the ledger rows posted */
  movements: Array<{ balanceId: number; type: TMovementType; locationCode: string; sku: string; lotNum: string; condition: TStockCondition; qtyDelta: number; lostDelta: number }>;
}

export interface TCountLineView {
  lineId: number;
  balanceId: number | null;
  locationId: number;
  locationCode: string;
  customerId: number;
  skuId: number;
  sku: string;
  name: string;
  lotNum: string;
  condition: TStockCondition;
  /** on hand when the session opened */
  systemQty: number;
  /** on hand now (before posting) */
  currentQty: number;
  countedQty: number | null;
  defectiveQty: number;
  countedBy: { id: number; name: string } | null;
  countedAt: string | null;
  /** after posting: counted − on hand at the moment of posting */
  postedDifference: number | null;
  note: string | null;
}

export interface TCountSessionView {
  id: number;
  code: string;
  warehouseId: number;
  scope: TCountScope;
  locationId: number | null;
  locationCode: string | null;
  skuId: number | null;
  sku: string | null;
  status: TCountStatus;
  note: string | null;
  reason: string | null;
  shortageAs: string | null;
  createdBy: { id: number; name: string } | null;
  postedBy: { id: number; name: string } | null;
  createdAt: string;
  postedAt: string | null;
  lines: TCountLineView[];
  operationId: number | null;
}

export interface TWarehouseView {
  id: number;
  code: string;
  name: string;
  address: string;
  provinceId: number;
  districtId: number;
  wardCode: string;
  phone: string | null;
  isActive: boolean;
}

export interface TLocationView {
  id: number;
  warehouseId: number;
  code: string;
  zone: string;
  aisle: string;
  bin: string;
  purpose: TLocationPurpose;
  isActive: boolean;
  /** on hand in this location, all customers */
  qty: number;
}

/** A ledger row as the staff audit view lists it (`/ops/inventory/ledger`). */
export interface TLedgerItem {
  id: number;
  batchId: string;
  balanceId: number;
  warehouseId: number;
  customerId: number;
  sku: string;
  lotNum: string;
  locationCode: string;
  condition: string;
  movementType: string;
  qtyDelta: number;
  allocatedDelta: number;
  heldDelta: number;
  lostDelta: number;
  refType: string | null;
  refId: number | null;
  refCode: string | null;
  reason: string | null;
  actor: string | null;
  createdAt: string;
}
