import { z } from 'zod';
import type { TLabel } from '../common/labels.ts';
import { defineContract, ZDateTime } from '../contract/contract.ts';
import { ZListPaging, zListPage } from '../contract/list.ts';
import type { TLang } from '../errors/catalogue.ts';
import { ZId } from '../inventory/schema-parts.ts';

/**
 * Transfers between warehouses (issue 26 point 4): a client's goods moved from one of the provider's warehouses to
 * another. Created (the stock allocated at the source), picked at the source (the goods leave its books and are
 * booked in transit at the destination: on hand for the owner, available nowhere), received at the destination
 * into a storage bin. Every step is a ledger posting referring to the transfer (ref type TRANSFER).
 */
export const TRANSFER_STATUSES = ['NEW', 'IN_TRANSIT', 'RECEIVED', 'CANCELLED'] as const;
export type TTransferStatus = (typeof TRANSFER_STATUSES)[number];
export const TRANSFER_STATUS_LABELS: Record<TTransferStatus, TLabel> = {
  NEW: { vi: 'Chờ lấy hàng', en: 'Waiting to pick' },
  IN_TRANSIT: { vi: 'Đang chuyển', en: 'In transit' },
  RECEIVED: { vi: 'Đã nhận', en: 'Received' },
  CANCELLED: { vi: 'Đã huỷ', en: 'Cancelled' },
};

export const ZTransferCreateInput = z.object({
  /** the client whose goods move (provider staff act for it) */
  customerId: ZId.optional(),
  fromWarehouseId: ZId,
  toWarehouseId: ZId,
  lines: z
    .array(z.object({ sku: z.string().trim().min(1).max(100), quantity: z.coerce.number().int().positive().max(1_000_000) }))
    .min(1)
    .max(200),
  note: z.string().trim().max(500).optional(),
});
export type TTransferCreateInput = z.infer<typeof ZTransferCreateInput>;

export const ZTransferRef = z.object({ id: ZId });
export type TTransferRef = z.infer<typeof ZTransferRef>;

export const ZTransferListInput = z.object({
  status: z.enum(TRANSFER_STATUSES).optional(),
  /** provider staff: one client's transfers */
  customerId: ZId.optional(),
  ...ZListPaging.shape,
});
export type TTransferListInput = z.infer<typeof ZTransferListInput>;

export const ZTransferReceiveInput = z.object({
  id: ZId,
  /** the storage bin of the destination the goods are put in (scanned first) */
  locationCode: z.string().trim().min(1).max(50),
  /** the product scanned (sku, mCode or sCode) */
  code: z.string().trim().min(1).max(100),
  quantity: z.coerce.number().int().positive().max(1_000_000).default(1),
});
export type TTransferReceiveInput = z.infer<typeof ZTransferReceiveInput>;

export const ZTransferLine = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  receivedQuantity: z.number().int(),
  /** where it is taken from at the source (what the allocation drew) */
  sources: z.array(z.object({ locationCode: z.string(), lotNum: z.string(), quantity: z.number().int() })),
});

export const ZTransferView = z.object({
  id: z.number().int(),
  code: z.string(),
  clientId: z.number().int(),
  fromWarehouseId: z.number().int(),
  fromWarehouseName: z.string(),
  toWarehouseId: z.number().int(),
  toWarehouseName: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  note: z.string().nullable(),
  quantity: z.number().int(),
  receivedQuantity: z.number().int(),
  createdAt: ZDateTime,
  shippedAt: ZDateTime.nullable(),
  receivedAt: ZDateTime.nullable(),
  lines: z.array(ZTransferLine),
});
export type TTransferView = z.infer<typeof ZTransferView>;

export const ZTransferListItem = ZTransferView.omit({ lines: true });
export const ZTransferPage = zListPage(ZTransferListItem);
export type TTransferPage = z.infer<typeof ZTransferPage>;

export const ZInTransitInput = z.object({ customerId: ZId.optional(), toWarehouseId: ZId.optional() });
export type TInTransitInput = z.infer<typeof ZInTransitInput>;
/** Stock in transit per destination and SKU: owned by the client, available in neither warehouse yet. */
export const ZInTransitRow = z.object({
  toWarehouseId: z.number().int(),
  toWarehouseName: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  transfers: z.array(z.string()),
});
export type TInTransitRow = z.infer<typeof ZInTransitRow>;

const tags = ['transfers'];
const reader = { group: 'ffm', method: 'POST', tags, audience: 'user', permissions: ['view_inventory'], tenant: 'provider' } as const;
const ops = { group: 'ops', method: 'POST', tags, audience: 'staff', permissions: [], tenant: 'provider' } as const;

export const TRANSFER_CALLS = {
  list: defineContract({ ...reader, path: '/ffm/transfer/list', summary: 'Transfers between warehouses, newest first (provider staff: customerId to pick one client)', body: ZTransferListInput, response: ZTransferPage }),
  get: defineContract({ ...reader, path: '/ffm/transfer/get', summary: 'A transfer with its lines, where they are taken from and what is received', body: ZTransferRef, response: ZTransferView }),
  inTransit: defineContract({ ...reader, path: '/ffm/transfer/in-transit', summary: 'Stock in transit between warehouses per destination and SKU', body: ZInTransitInput, response: z.array(ZInTransitRow) }),
  create: defineContract({ ...ops, path: '/ops/transfer/create', summary: "Create a transfer of a client's goods (customerId) to another warehouse; the stock is allocated at the source (40007 when short)", body: ZTransferCreateInput, response: ZTransferView }),
  ship: defineContract({ ...ops, path: '/ops/transfer/ship', summary: 'Picked at the source: the goods leave its books and are in transit at the destination (NEW → IN_TRANSIT)', body: ZTransferRef, response: ZTransferView }),
  receive: defineContract({ ...ops, path: '/ops/transfer/receive', summary: 'Receive scanned units of a transfer into a storage bin of the destination; the last unit makes it RECEIVED', body: ZTransferReceiveInput, response: ZTransferView }),
  cancel: defineContract({ ...ops, path: '/ops/transfer/cancel', summary: 'Cancel a transfer not picked yet: its allocation at the source is released', body: ZTransferRef, response: ZTransferView }),
} as const;

export const TRANSFER_MESSAGES = {
  sameWarehouse: { vi: 'Kho đến phải khác kho đi', en: 'The destination must be another warehouse' },
  unknownSku: { vi: 'Không tìm thấy sản phẩm {sku}', en: 'Product {sku} not found' },
  notNew: { vi: 'Phiếu chuyển kho đang ở trạng thái "{status}": không thể thực hiện bước này', en: 'The transfer is {status}: this step is not possible' },
  notOnTransfer: { vi: 'Sản phẩm {sku} không còn chờ nhận trong phiếu chuyển kho', en: 'Nothing of {sku} is left to receive on this transfer' },
  tooMany: { vi: 'Số lượng vượt quá số còn chờ nhận ({n})', en: 'More than is left to receive ({n})' },
  missing: { vi: 'Không tìm thấy phiếu chuyển kho', en: 'Transfer not found' },
} as const satisfies Record<string, TLabel>;

export function transferText(key: keyof typeof TRANSFER_MESSAGES, lang: TLang, vars: Record<string, string | number> = {}): string {
  return Object.entries(vars).reduce<string>((s, [k, v]) => s.replaceAll(`{${k}}`, String(v)), TRANSFER_MESSAGES[key][lang]);
}
