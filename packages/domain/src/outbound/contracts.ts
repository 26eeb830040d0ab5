import { z } from 'zod';
import { defineContract, ZDateTime, ZFileAnswer } from '../contract/contract.ts';
import { ZFormValue } from '../contract/field-rules.ts';
import { ZListPaging, zListPage } from '../contract/list.ts';
import { ZDateKey, ZId } from '../inventory/schema-parts.ts';
import { ZONE_TYPES } from '../inbound/enums.ts';
import { OUTBOUND_STATUSES, PICK_LIST_STATUSES } from './enums.ts';
import { ZAddressScheme, ZOldAddressInput } from '../master-data/address-scheme.ts';

/**
 * Contracts of the outbound calls (/ffm/outbound/..., /ops/outbound/...). The create form's checked fields travel as
 * `ZFormValue`: `outboundDraftSchema` and `outboundShippingSchema` state their SPEC §5 rules with the catalogue's messages.
 */
const ZText = (max: number) => z.string().max(max).nullish();

export const ZOutboundItemInput = z.object({
  /** sku code (or give skuId) */
  sku: z.string().max(100).nullish(),
  skuId: ZId.nullish(),
  quantity: ZFormValue,
  unit: ZText(100),
});
export type TOutboundItemInput = z.infer<typeof ZOutboundItemInput>;

export const ZOutboundCreateInput = z.object({
  /** the client's own code, unique per client (40001); the SO code when absent */
  clientOrderCode: ZText(200),
  warehouseId: ZFormValue,
  /** order type / zone type (B2B1D … B2C3D) */
  zoneType: ZText(20),
  toName: ZText(600),
  toPhone: ZText(50),
  toAddress: ZText(1000),
  /** the receiver's ward (its district and province follow), picked with the address search */
  toWardCode: ZText(20),
  toDistrictId: z.coerce.number().int().nullish(),
  toProvinceId: z.coerce.number().int().nullish(),
  /** '2025': toProvinceId + toWardCode are a 2025 province and ward (no district); absent or 'v1': the pre-2025 scheme */
  toAddressScheme: ZAddressScheme.nullish(),
  /** with '2025': the pre-2025 address the user converted to it (kept on the order and printed small on its label) */
  toAddressOld: ZOldAddressInput.nullish(),
  fromName: ZText(600),
  fromPhone: ZText(50),
  fromAddress: ZText(1000),
  shippingServiceType: ZFormValue,
  shippingPaymentType: ZFormValue,
  shippingRequiredNote: ZText(50),
  codAmount: ZFormValue,
  goodsValue: ZFormValue,
  goodsName: ZText(600),
  weight: ZFormValue,
  length: ZFormValue,
  width: ZFormValue,
  height: ZFormValue,
  note: ZText(1000),
  eBillLink: ZText(1000),
  items: z.array(ZOutboundItemInput).max(500).nullish(),
});
export type TOutboundCreateInput = z.infer<typeof ZOutboundCreateInput>;

export const ZOutboundUpdateInput = ZOutboundCreateInput.extend({ id: ZId });
export type TOutboundUpdateInput = z.infer<typeof ZOutboundUpdateInput>;

export const ZOutboundFilter = z.object({
  /** provider staff only: one customer */
  customerId: ZId.optional(),
  status: z.coerce.number().int().refine((v) => (OUTBOUND_STATUSES as readonly number[]).includes(v), { message: 'Unknown status' }).optional(),
  /** SO code, the client's code, the shipping order code or the receiver's phone, partial */
  code: z.string().trim().max(100).optional(),
  warehouseId: ZId.optional(),
  zoneType: z.enum(ZONE_TYPES).optional(),
  carrier: z.string().trim().max(50).optional(),
  createdFrom: ZDateKey.optional(),
  createdTo: ZDateKey.optional(),
  /** orders with a line of this SKU (the dashboard's top SKUs open the list with it) */
  skuId: ZId.optional(),
});
export type TOutboundFilter = z.infer<typeof ZOutboundFilter>;
export const ZOutboundListInput = ZOutboundFilter.extend(ZListPaging.shape);
export type TOutboundListInput = z.infer<typeof ZOutboundListInput>;
export const ZOutboundExportInput = ZOutboundFilter.extend({ ids: z.array(ZId).max(5000).optional() });
export type TOutboundExportInput = z.infer<typeof ZOutboundExportInput>;

export const ZOutboundRef = z
  .object({ id: ZId.optional(), code: z.string().trim().min(1).max(100).optional() })
  .refine((v) => v.id !== undefined || v.code !== undefined, { message: 'id or code is required', path: ['id'] });
export type TOutboundRef = z.infer<typeof ZOutboundRef>;

export const ZOutboundCancelInput = z
  .object({
    ids: z.array(ZId).max(200).optional(),
    codes: z.array(z.string().trim().min(1).max(100)).max(200).optional(),
    reason: z.string().trim().max(255).optional(),
  })
  .refine((v) => (v.ids?.length ?? 0) + (v.codes?.length ?? 0) > 0, { message: 'ids or codes are required', path: ['codes'] });
export type TOutboundCancelInput = z.infer<typeof ZOutboundCancelInput>;

export const ZPrintBillInput = z
  .object({ ids: z.array(ZId).max(200).optional(), codes: z.array(z.string().trim().min(1).max(100)).max(200).optional() })
  .refine((v) => (v.ids?.length ?? 0) + (v.codes?.length ?? 0) > 0, { message: 'ids or codes are required', path: ['ids'] });
export type TPrintBillInput = z.infer<typeof ZPrintBillInput>;

export const ZOutboundFindInput = z.object({ keyword: z.string().trim().min(1).max(100), limit: z.coerce.number().int().min(1).max(50).default(10) });
export type TOutboundFindInput = z.infer<typeof ZOutboundFindInput>;

export const ZStocksBySkuInput = z.object({
  warehouseId: ZId,
  /** sku, mCode, sCode or name, accent-insensitive; or exact codes (a scanner) */
  keyword: z.string().trim().max(100).optional(),
  codes: z.array(z.string().trim().min(1).max(100)).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type TStocksBySkuInput = z.infer<typeof ZStocksBySkuInput>;

export const ZDirectDeliveryInput = z.object({
  id: ZId.optional(),
  code: z.string().trim().min(1).max(100).optional(),
  /** `direct` (the client's own delivery) or a courier's name */
  carrier: z.string().trim().min(1).max(50).default('direct'),
  trackingCode: z.string().trim().max(100).optional(),
});
export type TDirectDeliveryInput = z.infer<typeof ZDirectDeliveryInput>;

export const ZOutboundResyncInput = z
  .object({ ids: z.array(ZId).max(100).optional(), codes: z.array(z.string().trim().min(1).max(100)).max(100).optional() })
  .refine((v) => (v.ids?.length ?? 0) + (v.codes?.length ?? 0) > 0, { message: 'ids or codes are required', path: ['ids'] });
export type TOutboundResyncInput = z.infer<typeof ZOutboundResyncInput>;

export const ZOutboundSyncHistoryInput = z.object({ code: z.string().trim().max(100).optional(), success: z.boolean().optional(), ...ZListPaging.shape });
export type TOutboundSyncHistoryInput = z.infer<typeof ZOutboundSyncHistoryInput>;

// Provider staff

export const ZPickListInput = z.object({
  warehouseId: ZId,
  /** the orders to pick (allocated, status 2); absent: every allocated order of the warehouse, oldest first */
  ids: z.array(ZId).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TPickListInput = z.infer<typeof ZPickListInput>;

export const ZPickInput = z
  .object({
    /** the order picked for; absent: the order of the pick list that still needs this SKU at this location */
    id: ZId.optional(),
    /** the stored pick list being worked (a location not on it is refused, 40009); absent: the order's open list */
    pickListId: ZId.optional(),
    /** the location scanned first, then the SKU (sku, mCode or sCode) */
    locationCode: z.string().trim().min(1).max(50),
    code: z.string().trim().min(1).max(100),
    quantity: z.coerce.number().int().positive().max(100_000).default(1),
  })
  .refine((v) => v.id !== undefined || v.pickListId !== undefined, { message: 'id or pickListId is required', path: ['pickListId'] });
export type TPickInput = z.infer<typeof ZPickInput>;

export const ZPickListsInput = z.object({
  warehouseId: ZId,
  /** open (default): the lists still being worked; done and released ones, newest first */
  status: z.enum(PICK_LIST_STATUSES).default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type TPickListsInput = z.infer<typeof ZPickListsInput>;

export const ZPickListRef = z.object({ id: ZId });
export type TPickListRef = z.infer<typeof ZPickListRef>;

export const ZPickListReleaseInput = z.object({
  id: ZId,
  /** the orders to take off the list; absent: every order of it still picking (the list ends released) */
  outboundIds: z.array(ZId).min(1).max(200).optional(),
  note: z.string().trim().max(500).optional(),
});
export type TPickListReleaseInput = z.infer<typeof ZPickListReleaseInput>;

export const ZPackInput = z.object({
  id: ZId,
  weight: z.coerce.number().int().positive().max(10_000_000),
  length: z.coerce.number().int().positive().max(10_000),
  width: z.coerce.number().int().positive().max(10_000),
  height: z.coerce.number().int().positive().max(10_000),
});
export type TPackInput = z.infer<typeof ZPackInput>;

export const ZHandoverInput = z.object({
  warehouseId: ZId,
  /** provider-express, direct, ahamove or a courier's code */
  carrier: z.string().trim().min(1).max(50),
  /** parcels scanned: SO codes (or the client's codes) */
  codes: z.array(z.string().trim().min(1).max(100)).min(1).max(500),
  /** a third-party courier's tracking code per SO code, when staff record it */
  trackingCodes: z.record(z.string(), z.string().trim().max(100)).optional(),
});
export type THandoverInput = z.infer<typeof ZHandoverInput>;

export const ZOutboundStepInput = z.object({ id: ZId, note: z.string().trim().max(500).optional() });
export type TOutboundStepInput = z.infer<typeof ZOutboundStepInput>;

// Answers

const ZActorRef = z.object({ id: z.number().int(), name: z.string() }).nullable();
const ZStatus = z.number().int();

export const ZOutboundListItem = z.object({
  id: z.number().int(),
  soCode: z.string(),
  clientOrderCode: z.string(),
  customerId: z.number().int(),
  customerCode: z.string(),
  customerName: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  zoneType: z.string(),
  status: ZStatus,
  toName: z.string(),
  toPhone: z.string(),
  toAddress: z.string(),
  toProvinceId: z.number().int(),
  /** null for a 2025 address */
  toDistrictId: z.number().int().nullable(),
  toWardCode: z.string(),
  toAddressLabel: z.string(),
  /** the pre-2025 address the order arrived with, when it was converted: its codes and label ('Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh') */
  toAddressOld: z.object({ provinceId: z.number().int(), districtId: z.number().int(), wardCode: z.string().nullable(), label: z.string() }).nullable().optional(),
  fromName: z.string().nullable(),
  fromPhone: z.string().nullable(),
  fromAddress: z.string().nullable(),
  shippingServiceType: z.number().int(),
  shippingPaymentType: z.number().int(),
  shippingRequiredNote: z.string(),
  codAmount: z.number().int(),
  goodsValue: z.number().int(),
  goodsName: z.string().nullable(),
  weight: z.number().int().nullable(),
  length: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  note: z.string().nullable(),
  eBillLink: z.string().nullable(),
  sortCode: z.string().nullable(),
  carrier: z.string().nullable(),
  shippingOrderCode: z.string().nullable(),
  handoverCode: z.string().nullable(),
  shippedAt: z.string().nullable(),
  lineCount: z.number().int(),
  totalQuantity: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOutboundListItem = z.infer<typeof ZOutboundListItem>;

export const ZOutboundStatusCounts = z.record(z.string(), z.number());
export const ZOutboundList = zListPage(ZOutboundListItem).extend({
  /** per status (and `all`), same filters but the status; lower bounds when `statusCountsExact` is false */
  statusCounts: ZOutboundStatusCounts,
  statusCountsExact: z.boolean(),
});
export type TOutboundList = z.infer<typeof ZOutboundList>;

export const ZOutboundAllocationView = z.object({
  lineId: z.number().int(),
  locationId: z.number().int(),
  locationCode: z.string(),
  lotNum: z.string(),
  expiryDate: z.string().nullable(),
  quantity: z.number().int(),
  pickedQuantity: z.number().int(),
});
export type TOutboundAllocationView = z.infer<typeof ZOutboundAllocationView>;

export const ZOutboundLineView = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  skuId: z.number().int(),
  sku: z.string(),
  mCode: z.string(),
  sCode: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  pickedQuantity: z.number().int(),
  allocations: z.array(ZOutboundAllocationView),
});
export type TOutboundLineView = z.infer<typeof ZOutboundLineView>;

export const ZOutboundLogView = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStatus: ZStatus.nullable(),
  toStatus: ZStatus.nullable(),
  note: z.string().nullable(),
  actor: ZActorRef,
  createdAt: z.string(),
});
export type TOutboundLogView = z.infer<typeof ZOutboundLogView>;

export const ZOutboundDetail = ZOutboundListItem.extend({
  lines: z.array(ZOutboundLineView),
  logs: z.array(ZOutboundLogView),
  /** the pick list holding the order (the open one, else the last it was on); null when never on one */
  pickList: z.object({ id: z.number().int(), code: z.string(), status: z.enum(PICK_LIST_STATUSES) }).nullable(),
});
export type TOutboundDetail = z.infer<typeof ZOutboundDetail>;

export const ZOutboundCancelAnswer = z.object({
  code: z.string(),
  id: z.number().int().nullable(),
  /** 0 when cancelled; else the catalogue code (40000, 40002, 40005, 40008) */
  result: z.number().int(),
  message: z.string(),
  status: ZStatus.nullable(),
});
export type TOutboundCancelAnswer = z.infer<typeof ZOutboundCancelAnswer>;

export const ZStockOfSku = z.object({
  skuId: z.number().int(),
  sku: z.string(),
  mCode: z.string(),
  sCode: z.string(),
  name: z.string(),
  unit: z.string(),
  manageExpDate: z.boolean(),
  /** what can still be allocated in the warehouse */
  qtyAvailable: z.number().int(),
  qty: z.number().int(),
});
export type TStockOfSku = z.infer<typeof ZStockOfSku>;

/** A stored pick list in a list: who made it, when, and how far its picking is. */
export const ZPickListSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  warehouseId: z.number().int(),
  status: z.enum(PICK_LIST_STATUSES),
  createdAt: ZDateTime,
  createdBy: z.string().nullable(),
  closedAt: ZDateTime.nullable(),
  orderCount: z.number().int(),
  quantity: z.number().int(),
  pickedQuantity: z.number().int(),
});
export type TPickListSummary = z.infer<typeof ZPickListSummary>;

export const ZPickListView = ZPickListSummary.extend({
  orders: z.array(z.object({ id: z.number().int(), soCode: z.string(), clientOrderCode: z.string(), status: ZStatus })),
  /** what to take, in walking order (location code, then SKU) */
  rows: z.array(
    z.object({
      outboundId: z.number().int(),
      soCode: z.string(),
      lineId: z.number().int(),
      locationCode: z.string(),
      sku: z.string(),
      name: z.string(),
      lotNum: z.string(),
      expiryDate: z.string().nullable(),
      quantity: z.number().int(),
      pickedQuantity: z.number().int(),
    }),
  ),
});
export type TPickListView = z.infer<typeof ZPickListView>;

export const ZHandoverView = z.object({
  id: z.number().int(),
  code: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  carrier: z.string(),
  createdAt: ZDateTime,
  actor: z.string().nullable(),
  orders: z.array(
    z.object({ id: z.number().int(), soCode: z.string(), clientOrderCode: z.string(), toName: z.string(), toPhone: z.string(), toAddressLabel: z.string(), codAmount: z.number().int(), weight: z.number().int().nullable(), shippingOrderCode: z.string().nullable() }),
  ),
  /** scanned codes that could not be handed over, with why */
  refused: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type THandoverView = z.infer<typeof ZHandoverView>;

export const ZOutboundSyncItem = z.object({
  id: z.number().int(),
  outboundId: z.number().int().nullable(),
  code: z.string(),
  success: z.boolean(),
  message: z.string(),
  status: z.number().int().nullable(),
  actor: z.string().nullable(),
  createdAt: ZDateTime,
});
export const ZOutboundSyncPage = zListPage(ZOutboundSyncItem);
export type TOutboundSyncPage = z.infer<typeof ZOutboundSyncPage>;
export const ZOutboundResyncResult = z.object({ code: z.string(), success: z.boolean(), message: z.string(), id: z.number().int().nullable(), status: ZStatus.nullable() });
export type TOutboundResyncResult = z.infer<typeof ZOutboundResyncResult>;

const client = { group: 'ffm', method: 'POST', tags: ['outbound'], audience: 'client', tenant: 'client' } as const;
const ops = { group: 'ops', method: 'POST', tags: ['outbound'], audience: 'staff', permissions: [], tenant: 'provider' } as const;
const P = '/ffm/outbound';
const OPS = '/ops/outbound';

/** The outbound calls (SPEC §7): the client's scoped to its client; the warehouse's work for provider staff. */
export const OUTBOUND_CALLS = {
  list: defineContract({ ...client, path: `${P}/list`, summary: 'Outbound orders: a page of one status tab, with every tab count', permissions: ['view_list_outbound'], body: ZOutboundListInput, response: ZOutboundList }),
  export: defineContract({ ...client, path: `${P}/export`, summary: 'Outbound orders as xlsx, one row per line', permissions: ['export_outbound'], body: ZOutboundExportInput, answer: 'file', response: ZFileAnswer }),
  get: defineContract({ ...client, path: `${P}/get`, summary: 'An outbound order with lines, allocated lots and locations, and its log', permissions: ['view_detail_outbound'], body: ZOutboundRef, response: ZOutboundDetail }),
  find: defineContract({ ...client, path: `${P}/find`, summary: 'Orders whose SO, client or shipping code or phone matches', permissions: ['view_list_outbound'], body: ZOutboundFindInput, response: z.array(ZOutboundListItem) }),
  create: defineContract({ ...client, path: `${P}/create`, summary: 'Create an outbound order, waiting for review (status 0)', permissions: ['create_outbound'], body: ZOutboundCreateInput, response: ZOutboundDetail }),
  createDirect: defineContract({ ...client, path: `${P}/create-direct`, summary: 'Create and allocate an outbound order at once (0 → 1 → 2); 40007 when stock is short', permissions: ['create_outbound'], body: ZOutboundCreateInput, response: ZOutboundDetail }),
  update: defineContract({ ...client, path: `${P}/update`, summary: 'Edit an outbound order while it is new (status 0)', permissions: ['create_outbound'], body: ZOutboundUpdateInput, response: ZOutboundDetail }),
  allocate: defineContract({ ...client, path: `${P}/allocate`, summary: 'Allocate a new order from stock (0 → 1 → 2); 40007 naming each short SKU', permissions: ['create_outbound'], body: ZOutboundRef, response: ZOutboundDetail }),
  cancelOutbounds: defineContract({ ...client, path: `${P}/cancel-outbounds`, summary: 'Cancel orders: one result per order (40002 while processed, 40005 after handover)', permissions: ['cancel_outbound'], body: ZOutboundCancelInput, response: z.array(ZOutboundCancelAnswer) }),
  printBill: defineContract({ ...client, path: `${P}/get-print-bill`, summary: 'Delivery notes of orders as one PDF (A4, Code 128 of the SO code)', permissions: ['view_detail_outbound'], body: ZPrintBillInput, answer: 'file', response: ZFileAnswer }),
  stocksBySku: defineContract({ ...client, path: `${P}/get-stocks-by-sku`, summary: "The client's products with their available quantity in a warehouse", permissions: ['create_outbound'], body: ZStocksBySkuInput, response: z.array(ZStockOfSku) }),
  directDelivery: defineContract({ ...client, path: `${P}/direct-delivery`, summary: 'Deliver by the client or a named courier: records the carrier and its code', permissions: ['create_outbound'], body: ZDirectDeliveryInput, response: ZOutboundDetail }),
  createAhamoveOrder: defineContract({ ...client, path: `${P}/create-ahamove-order`, summary: 'Book an on-demand courier (same province as the warehouse only)', permissions: ['create_outbound'], body: ZOutboundRef, response: ZOutboundDetail }),
  resync: defineContract({ ...client, path: `${P}/resync-status-flux`, summary: "Re-read orders' status from the warehouse: one result per order", permissions: ['view_list_outbound'], body: ZOutboundResyncInput, response: z.array(ZOutboundResyncResult) }),
  syncHistory: defineContract({ ...client, path: `${P}/list-sync-history`, summary: 'Resync attempts, newest first', permissions: ['view_list_outbound'], body: ZOutboundSyncHistoryInput, response: ZOutboundSyncPage }),

  opsList: defineContract({ ...ops, path: `${OPS}/list`, summary: "Customers' outbound orders (customerId to pick one)", body: ZOutboundListInput, response: ZOutboundList }),
  opsGet: defineContract({ ...ops, path: `${OPS}/get`, summary: "A customer's outbound order in full", body: ZOutboundRef, response: ZOutboundDetail }),
  opsAllocate: defineContract({ ...ops, path: `${OPS}/allocate`, summary: 'Allocate a new order from stock (0 → 1 → 2)', body: ZOutboundRef, response: ZOutboundDetail }),
  pickList: defineContract({ ...ops, path: `${OPS}/pick-list`, summary: 'Store a pick list of allocated orders not on an open list (2 → 3): what to take, in location order; null when none is free', body: ZPickListInput, response: ZPickListView.nullable() }),
  pickLists: defineContract({ ...ops, path: `${OPS}/pick-lists`, summary: "A warehouse's pick lists (open by default) with their progress", body: ZPickListsInput, response: z.array(ZPickListSummary) }),
  getPickList: defineContract({ ...ops, path: `${OPS}/get-pick-list`, summary: 'A stored pick list: its orders and what to take, with what is picked so far', body: ZPickListRef, response: ZPickListView }),
  releasePickList: defineContract({ ...ops, path: `${OPS}/release-pick-list`, summary: 'Take orders off a pick list: those still picking go back to allocated (3 → 2), picked counts cleared', body: ZPickListReleaseInput, response: ZPickListView }),
  pick: defineContract({ ...ops, path: `${OPS}/pick`, summary: 'Pick by scanning the location then the SKU; a location not on the pick list is 40009; the last pick makes the order picked (3 → 4)', body: ZPickInput, response: ZOutboundDetail }),
  pack: defineContract({ ...ops, path: `${OPS}/pack`, summary: "Pack a picked order with the parcel's weight and size (4 → 5 → 6)", body: ZPackInput, response: ZOutboundDetail }),
  handover: defineContract({ ...ops, path: `${OPS}/handover`, summary: 'Hand scanned parcels to one carrier in a handover batch (6 → 7)', body: ZHandoverInput, response: ZHandoverView }),
  getHandover: defineContract({ ...ops, path: `${OPS}/get-handover`, summary: 'A handover batch (the handover sheet)', body: z.object({ id: ZId }), response: ZHandoverView }),
  opsPrintBill: defineContract({ ...ops, path: `${OPS}/get-print-bill`, summary: "Delivery notes of customers' orders as one PDF", body: ZPrintBillInput, answer: 'file', response: ZFileAnswer }),
  complete: defineContract({ ...ops, path: `${OPS}/complete`, summary: 'Record the shipment as delivered (7 → 99)', body: ZOutboundStepInput, response: ZOutboundDetail }),
  confirmCancel: defineContract({ ...ops, path: `${OPS}/confirm-cancel`, summary: 'Goods put back: cancel an order waiting for it (8 → 9), releasing its stock', body: ZOutboundStepInput, response: ZOutboundDetail }),
} as const;
