import { z } from 'zod';
import { defineContract, ZDateTime, ZFileAnswer } from '../contract/contract.ts';
import { zListPage, ZListPaging } from '../contract/list.ts';
import { ZDateKey, ZId } from './schema-parts.ts';
import { STOCK_CONDITIONS, ZONE_TYPES } from '../inbound/enums.ts';
import { COUNT_SCOPES, COUNT_STATUSES, LOCATION_PURPOSES, MOVEMENT_TYPES, SHORTAGE_MODES, STOCK_OPERATION_KINDS, type TLocationPurpose } from './enums.ts';

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
  /** expiry date strictly before this date (the detail: the lot's earliest expiry of the stock on hand) */
  expiryBefore: ZDateKey.optional(),
};
/** The detail's orders; each is read from an index of the lot totals (then the row id). No expiry sorts as latest. */
export const DETAIL_SORTS = ['sku', 'expiryDate', 'warehousedAt', 'qty', 'warehouse'] as const;
const detailSort = { sortBy: z.enum(DETAIL_SORTS).default('warehouse'), sortDir: z.enum(['asc', 'desc']).default('asc') };

export const ZInventoryDetailFilter = z.object({ ...inventoryFilter, ...detailSort });
export type TInventoryDetailFilter = z.infer<typeof ZInventoryDetailFilter>;
/** A page of the detail (docs/lists.md): the first, or the one after / before the cursor of the previous answer. */
export const ZInventoryDetailListInput = ZInventoryDetailFilter.extend(ZListPaging.shape);
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
/** A page of the summary, in warehouse then SKU order (docs/lists.md). */
export const ZInventorySummaryListInput = ZInventorySummaryFilter.extend(ZListPaging.shape);
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
  ...ZListPaging.shape,
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
  ...ZListPaging.shape,
});
export type TStockOperationListInput = z.infer<typeof ZStockOperationListInput>;

export const ZLedgerListInput = z.object({
  ...ZCustomer,
  warehouseId: ZId.optional(),
  skuId: ZId.optional(),
  balanceId: ZId.optional(),
  refType: z.enum(['INBOUND', 'OUTBOUND', 'STOCK_OPERATION', 'COUNT_SESSION']).optional(),
  refId: ZId.optional(),
  ...ZListPaging.shape,
});
export type TLedgerListInput = z.infer<typeof ZLedgerListInput>;

// Warehouses and locations
export const ZWarehouseListInput = z.object({ includeInactive: z.boolean().default(false) });
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

// Answers (data of the envelope), as they travel: instants are ISO strings.

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

const ZCondition = z.enum(STOCK_CONDITIONS);
const ZPerson = z.object({ id: z.number().int(), name: z.string() });

const summaryQty = {
  qty: z.number().int(),
  qtyAllocated: z.number().int(),
  qtyAvailable: z.number().int(),
  qtyDefective: z.number().int(),
  qtyLost: z.number().int(),
  qtyOnHold: z.number().int(),
};
const rowOwner = {
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  customerId: z.number().int(),
  customerCode: z.string(),
  customerName: z.string(),
  skuId: z.number().int(),
  sku: z.string(),
  mCode: z.string(),
  sCode: z.string(),
  name: z.string(),
};

export const ZInventoryDetailRow = z.object({
  ...rowOwner,
  lotNum: z.string(),
  condition: ZCondition,
  zoneType: z.enum(ZONE_TYPES).nullable(),
  qty: z.number().int(),
  qtyAllocated: z.number().int(),
  qtyOnHold: z.number().int(),
  qtyAvailable: z.number().int(),
  productionDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  /** first receipt of this stock into the warehouse (ISO instant) */
  warehousingDate: z.string().nullable(),
  locationCodes: z.array(z.string()),
});
export type TInventoryDetailRow = z.infer<typeof ZInventoryDetailRow>;

export const ZInventorySummaryRow = z.object({ ...rowOwner, ...summaryQty });
export type TInventorySummaryRow = z.infer<typeof ZInventorySummaryRow>;

export const ZInventoryDetailPage = zListPage(ZInventoryDetailRow);
export type TInventoryDetailPage = z.infer<typeof ZInventoryDetailPage>;
export const ZInventorySummaryPage = zListPage(ZInventorySummaryRow);
export type TInventorySummaryPage = z.infer<typeof ZInventorySummaryPage>;

export const ZStockBySku = z.object({
  sku: z.object({ id: z.number().int(), sku: z.string(), mCode: z.string(), sCode: z.string(), name: z.string(), customerId: z.number().int() }),
  warehouses: z.array(z.object({ warehouseId: z.number().int(), warehouseCode: z.string(), warehouseName: z.string(), ...summaryQty })),
  total: z.object(summaryQty),
});
export type TStockBySku = z.infer<typeof ZStockBySku>;

/** One balance row with where it is (check-sku, check-location, scan). */
export const ZBalanceView = z.object({
  balanceId: z.number().int(),
  warehouseId: z.number().int(),
  locationId: z.number().int(),
  locationCode: z.string(),
  zone: z.string(),
  aisle: z.string(),
  bin: z.string(),
  purpose: z.enum(LOCATION_PURPOSES),
  customerId: z.number().int(),
  skuId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  lotNum: z.string(),
  condition: ZCondition,
  zoneType: z.string().nullable(),
  qty: z.number().int(),
  qtyAllocated: z.number().int(),
  qtyOnHold: z.number().int(),
  qtyLost: z.number().int(),
  /** what a tool may move or adjust */
  qtyFree: z.number().int(),
  qtyAvailable: z.number().int(),
  productionDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  warehousingDate: z.string().nullable(),
});
export type TBalanceView = z.infer<typeof ZBalanceView>;

/** A SKU as the stock tools resolve it. */
export const ZSkuRef = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  sku: z.string(),
  mCode: z.string(),
  sCode: z.string(),
  name: z.string(),
  manageExpDate: z.boolean(),
  manageProdDate: z.boolean(),
  isActive: z.boolean(),
});
export type TSkuRef = z.infer<typeof ZSkuRef>;

export const ZCheckSkuResult = z.object({ sku: ZSkuRef, rows: z.array(ZBalanceView) });

export const ZLocationRow = z.object({
  id: z.number().int(),
  warehouseId: z.number().int(),
  code: z.string(),
  zone: z.string(),
  aisle: z.string(),
  bin: z.string(),
  purpose: z.enum(LOCATION_PURPOSES),
  isActive: z.boolean(),
  createdAt: ZDateTime,
});
export const ZCheckLocationResult = z.object({ location: ZLocationRow, rows: z.array(ZBalanceView) });

export const ZStockOperationResult = z.object({
  operationId: z.number().int(),
  kind: z.enum(STOCK_OPERATION_KINDS),
  /** the ledger rows posted */
  movements: z.array(
    z.object({
      balanceId: z.number().int(),
      type: z.enum(MOVEMENT_TYPES),
      locationCode: z.string(),
      sku: z.string(),
      lotNum: z.string(),
      condition: ZCondition,
      qtyDelta: z.number().int(),
      lostDelta: z.number().int(),
    }),
  ),
});
export type TStockOperationResult = z.infer<typeof ZStockOperationResult>;

export const ZScanResult = z.object({
  result: z.enum(['CONFIRMED', 'NOT_HERE', 'RECORDED']),
  message: z.string(),
  sku: z.object({ id: z.number().int(), sku: z.string(), name: z.string(), customerId: z.number().int() }),
  locationCode: z.string(),
  /** the SKU's rows in the scanned location (after recording, if it recorded) */
  rows: z.array(ZBalanceView),
  /** when it is not here: where the system has it in this warehouse */
  elsewhere: z.array(ZBalanceView),
  operation: ZStockOperationResult.nullable(),
});
export type TScanResult = z.infer<typeof ZScanResult>;

export const ZCountLineView = z.object({
  lineId: z.number().int(),
  balanceId: z.number().int().nullable(),
  locationId: z.number().int(),
  locationCode: z.string(),
  customerId: z.number().int(),
  skuId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  lotNum: z.string(),
  condition: ZCondition,
  /** on hand when the session opened */
  systemQty: z.number().int(),
  /** on hand now (before posting) */
  currentQty: z.number().int(),
  countedQty: z.number().int().nullable(),
  defectiveQty: z.number().int(),
  countedBy: ZPerson.nullable(),
  countedAt: z.string().nullable(),
  /** after posting: counted − on hand at the moment of posting */
  postedDifference: z.number().int().nullable(),
  note: z.string().nullable(),
});
export type TCountLineView = z.infer<typeof ZCountLineView>;

export const ZCountSessionView = z.object({
  id: z.number().int(),
  code: z.string(),
  warehouseId: z.number().int(),
  scope: z.enum(COUNT_SCOPES),
  locationId: z.number().int().nullable(),
  locationCode: z.string().nullable(),
  skuId: z.number().int().nullable(),
  sku: z.string().nullable(),
  status: z.enum(COUNT_STATUSES),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  shortageAs: z.string().nullable(),
  createdBy: ZPerson.nullable(),
  postedBy: ZPerson.nullable(),
  createdAt: z.string(),
  postedAt: z.string().nullable(),
  lines: z.array(ZCountLineView),
  operationId: z.number().int().nullable(),
  /** open: the caller joined a session already open on the same location or SKU */
  joined: z.boolean().optional(),
});
export type TCountSessionView = z.infer<typeof ZCountSessionView>;

export const ZCountListItem = z.object({
  id: z.number().int(),
  code: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  scope: z.string(),
  locationCode: z.string().nullable(),
  sku: z.string().nullable(),
  status: z.string(),
  reason: z.string().nullable(),
  createdBy: z.string(),
  createdAt: ZDateTime,
  postedAt: ZDateTime.nullable(),
});
export type TCountListItem = z.infer<typeof ZCountListItem>;

/** The stock check tool answers a session (open, record, post, cancel, get) or a page of sessions (list). */
export const ZStockToolResult = z.union([ZCountSessionView, zListPage(ZCountListItem)]);

export const ZStockOperationListItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  actor: ZPerson,
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: ZDateTime,
});
export type TStockOperationListItem = z.infer<typeof ZStockOperationListItem>;

/** A ledger row as the staff audit view lists it (`/ops/inventory/ledger`). */
export const ZLedgerItem = z.object({
  id: z.number().int(),
  batchId: z.string(),
  balanceId: z.number().int(),
  warehouseId: z.number().int(),
  customerId: z.number().int(),
  sku: z.string(),
  lotNum: z.string(),
  locationCode: z.string(),
  condition: z.string(),
  movementType: z.string(),
  qtyDelta: z.number().int(),
  allocatedDelta: z.number().int(),
  heldDelta: z.number().int(),
  lostDelta: z.number().int(),
  refType: z.string().nullable(),
  refId: z.number().int().nullable(),
  refCode: z.string().nullable(),
  reason: z.string().nullable(),
  actor: z.string().nullable(),
  createdAt: ZDateTime,
});
export type TLedgerItem = z.infer<typeof ZLedgerItem>;

const ZLedgerQty = z.object({ qty: z.number().int(), qtyAllocated: z.number().int(), qtyHeld: z.number().int(), qtyLost: z.number().int() });
export const ZLedgerMismatch = z.object({
  warehouseId: z.number().int(),
  clientId: z.number().int(),
  skuId: z.number().int(),
  lot: z.string(),
  locationId: z.number().int(),
  condition: z.string(),
  balance: ZLedgerQty.nullable(),
  ledger: ZLedgerQty.nullable(),
});
export type TLedgerMismatch = z.infer<typeof ZLedgerMismatch>;
const ZTotalsValues = z.record(z.string(), z.union([z.number(), z.string(), z.null()]));
/** A row of the lists' totals that differs from its balances (absent: null, read as zeros). */
export const ZTotalsMismatch = z.object({
  table: z.enum(['inventory_sku_totals', 'inventory_lot_totals']),
  warehouseId: z.number().int(),
  clientId: z.number().int(),
  skuId: z.number().int(),
  lot: z.string().nullable(),
  condition: z.string().nullable(),
  zoneType: z.string().nullable(),
  totals: ZTotalsValues.nullable(),
  balances: ZTotalsValues.nullable(),
});
export type TTotalsMismatch = z.infer<typeof ZTotalsMismatch>;
export const ZCheckLedgerResult = z.object({ ok: z.boolean(), mismatches: z.array(z.union([ZLedgerMismatch, ZTotalsMismatch])) });

const P = '/ffm/inventory';
const tags = ['inventory'];

/**
 * Every inventory call. Reads are for clients (their own stock, with the permission) and provider staff (one
 * customer's with customerId, or everyone's); the stock tools and audit views are provider staff's.
 */
export const INVENTORY_CALLS = {
  detailList: defineContract({
    group: 'ffm', method: 'POST', path: `${P}/detail-list`, summary: 'Inventory detail per warehouse, customer, SKU, lot, condition and zone type (a page by cursor)',
    tags, audience: 'user', permissions: ['view_inventory'], tenant: 'provider', body: ZInventoryDetailListInput, response: ZInventoryDetailPage,
  }),
  summaryList: defineContract({
    group: 'ffm', method: 'POST', path: `${P}/summary-list`, summary: 'Inventory summary per warehouse and SKU (a page by cursor)',
    tags, audience: 'user', permissions: ['view_inventory'], tenant: 'provider', body: ZInventorySummaryListInput, response: ZInventorySummaryPage,
  }),
  detailExport: defineContract({
    group: 'ffm', method: 'POST', path: `${P}/detail-export`, summary: 'Inventory detail as xlsx, every row (same filters as detail-list)',
    tags, audience: 'user', permissions: ['export_inventory'], tenant: 'provider', body: ZInventoryDetailFilter, response: ZFileAnswer, answer: 'file',
  }),
  summaryExport: defineContract({
    group: 'ffm', method: 'POST', path: `${P}/summary-export`, summary: 'Inventory summary as xlsx, every row (same filters as summary-list)',
    tags, audience: 'user', permissions: ['export_inventory'], tenant: 'provider', body: ZInventorySummaryFilter, response: ZFileAnswer, answer: 'file',
  }),
  stockBySku: defineContract({
    group: 'ffm', method: 'POST', path: `${P}/get-stock-by-sku`, summary: "One SKU's stock in every warehouse",
    tags, audience: 'user', permissions: ['view_inventory'], tenant: 'provider', body: ZStockBySkuInput, response: ZStockBySku,
  }),
  checkSku: defineContract({
    group: 'ffm', method: 'POST', path: `${P}/check-sku`, summary: 'Where a SKU is: every location holding it',
    tags, audience: 'user', permissions: ['use_stock_check'], tenant: 'provider', body: ZCheckSkuInput, response: ZCheckSkuResult,
  }),
  checkLocation: defineContract({
    group: 'ffm', method: 'POST', path: `${P}/check-location`, summary: 'What is in a location',
    tags, audience: 'staff', permissions: [], tenant: 'provider', body: ZCheckLocationInput, response: ZCheckLocationResult,
  }),
  move: defineContract({
    group: 'ffm', method: 'POST', path: `${P}/move`, summary: 'Move stock between two locations of a warehouse (whole rows or part)',
    tags, audience: 'staff', permissions: [], tenant: 'provider', body: ZStockMoveInput, response: ZStockOperationResult,
  }),
  reallocate: defineContract({
    group: 'ffm', method: 'POST', path: `${P}/reallocate`, summary: 'Spread one stock row over several locations',
    tags, audience: 'staff', permissions: [], tenant: 'provider', body: ZStockReallocateInput, response: ZStockOperationResult,
  }),
  moveToCount: defineContract({
    group: 'ffm', method: 'POST', path: `${P}/count/move-to-count`, summary: 'Stock check: move goods into the count area',
    tags, audience: 'staff', permissions: [], tenant: 'provider', body: ZMoveToCountInput, response: ZStockOperationResult,
  }),
  moveToStorage: defineContract({
    group: 'ffm', method: 'POST', path: `${P}/count/move-to-storage`, summary: 'Stock check: move goods from the count area back to storage',
    tags, audience: 'staff', permissions: [], tenant: 'provider', body: ZMoveToStorageInput, response: ZStockOperationResult,
  }),
  scanSkuLocation: defineContract({
    group: 'ffm', method: 'POST', path: `${P}/scan-sku-location`, summary: 'Scan a product then a location: confirm it is there, or record it there',
    tags, audience: 'staff', permissions: [], tenant: 'provider', body: ZScanSkuLocationInput, response: ZScanResult,
  }),
  tool: defineContract({
    group: 'ffm', method: 'POST', path: `${P}/tool`, summary: 'Stock check tool: action open | record | post | cancel | get | list',
    tags, audience: 'staff', permissions: [], tenant: 'provider', body: ZStockToolInput, response: ZStockToolResult,
  }),
  operations: defineContract({
    group: 'ops', method: 'POST', path: '/ops/inventory/operations', summary: "The stock tools' log (who did what, where)",
    tags, audience: 'staff', permissions: [], tenant: 'provider', body: ZStockOperationListInput, response: zListPage(ZStockOperationListItem),
  }),
  ledger: defineContract({
    group: 'ops', method: 'POST', path: '/ops/inventory/ledger', summary: 'Inventory ledger rows (by balance, SKU or document)',
    tags, audience: 'staff', permissions: [], tenant: 'provider', body: ZLedgerListInput, response: zListPage(ZLedgerItem),
  }),
  checkLedger: defineContract({
    group: 'ops', method: ['GET', 'POST'], path: '/ops/inventory/check-ledger', summary: 'Balances that differ from the sum of their ledger rows, and list totals that differ from the balances (empty when right)',
    tags, audience: 'staff', permissions: [], tenant: 'none', response: ZCheckLedgerResult,
  }),
} as const;
