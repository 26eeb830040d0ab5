import { z } from 'zod';
import type { TLabel } from '../common/labels.ts';
import { defineContract, ZDateTime, ZFileAnswer } from '../contract/contract.ts';
import { ZListPaging, zListPage } from '../contract/list.ts';
import type { TLang } from '../errors/catalogue.ts';
import { ZId } from '../inventory/schema-parts.ts';
import { SHIPPING_STATUSES, type TShippingStatus } from '../shipping/enums.ts';

/**
 * Returns with dispositions (issue 26 point 5): a returned express order or a client's return inbound is received
 * line by line with a reason and a disposition, each posted through the ledger (ref type RETURN), photos attached
 * (files uploaded through the attachment storage, `file/upload`).
 */
export const RETURN_SOURCES = ['EXPRESS', 'INBOUND'] as const;
export type TReturnSource = (typeof RETURN_SOURCES)[number];
export const RETURN_SOURCE_LABELS: Record<TReturnSource, TLabel> = {
  EXPRESS: { vi: 'Đơn giao hàng hoàn', en: 'Returned express order' },
  INBOUND: { vi: 'Đơn nhập hoàn', en: 'Return inbound' },
};

export const RETURN_REASONS = ['REFUSED', 'DAMAGED', 'WRONG_ITEM', 'NOT_AS_DESCRIBED', 'UNDELIVERABLE', 'OTHER'] as const;
export type TReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<TReturnReason, TLabel> = {
  REFUSED: { vi: 'Người nhận từ chối', en: 'Refused by the receiver' },
  DAMAGED: { vi: 'Hàng hư hỏng', en: 'Damaged' },
  WRONG_ITEM: { vi: 'Giao sai hàng', en: 'Wrong item' },
  NOT_AS_DESCRIBED: { vi: 'Không đúng mô tả', en: 'Not as described' },
  UNDELIVERABLE: { vi: 'Không giao được', en: 'Undeliverable' },
  OTHER: { vi: 'Lý do khác', en: 'Other' },
};

/**
 * What happens to the returned units: back to sellable stock (GOOD, a storage bin), quarantined (BAD, a bin),
 * disposed of (they leave the books), or sent back to the client (they leave the books).
 */
export const RETURN_DISPOSITIONS = ['RESTOCK', 'QUARANTINE', 'DISPOSE', 'SEND_BACK'] as const;
export type TReturnDisposition = (typeof RETURN_DISPOSITIONS)[number];
export const RETURN_DISPOSITION_LABELS: Record<TReturnDisposition, TLabel> = {
  RESTOCK: { vi: 'Nhập lại kho (hàng tốt)', en: 'Restock (good)' },
  QUARANTINE: { vi: 'Cách ly (hàng lỗi)', en: 'Quarantine (bad)' },
  DISPOSE: { vi: 'Tiêu huỷ', en: 'Dispose' },
  SEND_BACK: { vi: 'Gửi trả khách hàng', en: 'Send back to the client' },
};

export const RETURN_PHOTOS_MAX = 10;

export const ZReturnLineInput = z.object({
  sku: z.string().trim().min(1).max(100),
  quantity: z.coerce.number().int().positive().max(100_000),
  reason: z.enum(RETURN_REASONS),
  disposition: z.enum(RETURN_DISPOSITIONS),
  /** the bin the units go to: required to restock or quarantine */
  locationCode: z.string().trim().max(50).optional(),
  note: z.string().trim().max(500).optional(),
  /** photos uploaded before (file ids of the same client) */
  photoIds: z.array(ZId).max(RETURN_PHOTOS_MAX).default([]),
});

export const ZReturnReceiveInput = z.object({
  /** the client whose goods come back (provider staff act for it) */
  customerId: ZId.optional(),
  warehouseId: ZId,
  source: z.enum(RETURN_SOURCES),
  /** the express order's code, or the return inbound's ASN or order code */
  ref: z.string().trim().min(1).max(100),
  lines: z.array(ZReturnLineInput).min(1).max(200),
});
export type TReturnReceiveInput = z.infer<typeof ZReturnReceiveInput>;

/**
 * Express statuses of an order on its way back or back: a parcel of these is received as a return with its expected
 * lines (the return tab's statuses, the return legs, and returned).
 */
export const RETURN_FLOW_STATUSES: readonly TShippingStatus[] = ['waiting_to_return', 'return', 'returning', 'return_fail', 'return_sorting', 'return_transporting', 'returned'];

/** The returned express order scanned at a warehouse's returns desk. */
export const ZReturnExpectedInput = z.object({
  customerId: ZId.optional(),
  warehouseId: ZId,
  /** the express order's code */
  ref: z.string().trim().min(1).max(100),
});
export type TReturnExpectedInput = z.infer<typeof ZReturnExpectedInput>;

/** What should come back in the parcel: the outbound order it shipped and its lines, less what was received already. */
export const ZReturnExpected = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  orderCode: z.string(),
  status: z.enum(SHIPPING_STATUSES),
  soCode: z.string(),
  lines: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      /** shipped on the outbound order */
      quantity: z.number().int(),
      /** received back already on earlier returns of this order */
      returnedQuantity: z.number().int(),
    }),
  ),
});
export type TReturnExpected = z.infer<typeof ZReturnExpected>;

export const ZReturnRef = z.object({ id: ZId });
export type TReturnRef = z.infer<typeof ZReturnRef>;

export const ZReturnFilter = z.object({
  customerId: ZId.optional(),
  reason: z.enum(RETURN_REASONS).optional(),
  disposition: z.enum(RETURN_DISPOSITIONS).optional(),
});
export const ZReturnListInput = ZReturnFilter.extend(ZListPaging.shape);
export type TReturnListInput = z.infer<typeof ZReturnListInput>;
export type TReturnFilter = z.infer<typeof ZReturnFilter>;

export const ZReturnLine = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  reason: z.enum(RETURN_REASONS),
  disposition: z.enum(RETURN_DISPOSITIONS),
  locationCode: z.string().nullable(),
  note: z.string().nullable(),
  photoIds: z.array(z.number().int()),
});

export const ZReturnView = z.object({
  id: z.number().int(),
  code: z.string(),
  clientId: z.number().int(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  source: z.enum(RETURN_SOURCES),
  ref: z.string(),
  quantity: z.number().int(),
  receivedBy: z.string().nullable(),
  createdAt: ZDateTime,
  lines: z.array(ZReturnLine),
});
export type TReturnView = z.infer<typeof ZReturnView>;
export const ZReturnPage = zListPage(ZReturnView);
export type TReturnPage = z.infer<typeof ZReturnPage>;

const tags = ['returns'];
const reader = { group: 'ffm', method: 'POST', tags, audience: 'user', tenant: 'provider' } as const;

export const RETURN_CALLS = {
  list: defineContract({ ...reader, permissions: ['view_inventory'], path: '/ffm/return/list', summary: 'Received returns with each line’s reason and disposition, newest first', body: ZReturnListInput, response: ZReturnPage }),
  get: defineContract({ ...reader, permissions: ['view_inventory'], path: '/ffm/return/get', summary: 'A received return with its lines and photos', body: ZReturnRef, response: ZReturnView }),
  export: defineContract({ ...reader, permissions: ['export_inventory'], path: '/ffm/return/export', summary: 'Received returns as xlsx, one row per line with its reason and disposition', body: ZReturnFilter, answer: 'file', response: ZFileAnswer }),
  expected: defineContract({ group: 'ops', method: 'POST', tags, audience: 'staff', permissions: [], tenant: 'provider', path: '/ops/return/expected', summary: "A returned express order of the warehouse's outbound: its customer and the lines expected back", body: ZReturnExpectedInput, response: ZReturnExpected }),
  receive: defineContract({ group: 'ops', method: 'POST', tags, audience: 'staff', permissions: [], tenant: 'provider', path: '/ops/return/receive', summary: 'Receive a return: per line a reason and a disposition (restock, quarantine, dispose, send back), each posted through the ledger', body: ZReturnReceiveInput, response: ZReturnView }),
} as const;

export const RETURN_MESSAGES = {
  unknownRef: { vi: 'Không tìm thấy đơn hoàn {ref} của khách hàng', en: "No return {ref} of the client's" },
  notOurOutbound: { vi: 'Vận đơn {ref} không phải đơn xuất của kho này: nhập sản phẩm bằng cách quét', en: "Order {ref} is not an outbound order of this warehouse: scan the products" },
  notReturned: { vi: 'Vận đơn {ref} chưa ở trạng thái hoàn ({status})', en: 'Order {ref} is not being returned ({status})' },
  unknownSku: { vi: 'Không tìm thấy sản phẩm {sku}', en: 'Product {sku} not found' },
  binNeeded: { vi: 'Cần quét vị trí để nhập lại kho hoặc cách ly', en: 'Scan the bin to restock or quarantine into' },
  photoMissing: { vi: 'Ảnh không tồn tại', en: 'No such photo' },
  missing: { vi: 'Không tìm thấy phiếu hoàn', en: 'Return not found' },
} as const satisfies Record<string, TLabel>;

export function returnText(key: keyof typeof RETURN_MESSAGES, lang: TLang, vars: Record<string, string | number> = {}): string {
  return Object.entries(vars).reduce<string>((s, [k, v]) => s.replaceAll(`{${k}}`, String(v)), RETURN_MESSAGES[key][lang]);
}
