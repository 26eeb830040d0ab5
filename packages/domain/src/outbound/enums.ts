import type { TLabel } from '../common/labels.ts';

export const OUTBOUND_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 99] as const;
export type TOutboundStatus = (typeof OUTBOUND_STATUSES)[number];
export const OUTBOUND_STATUS = {
  NEW: 0,
  ALLOCATING: 1,
  ALLOCATED: 2,
  PICKING: 3,
  PICKED: 4,
  PACKING: 5,
  PACKED: 6,
  SHIPPED: 7,
  CANCEL_PENDING: 8,
  CANCELLED: 9,
  COMPLETED: 99,
} as const;
export const OUTBOUND_STATUS_LABELS: Record<TOutboundStatus, TLabel> = {
  0: { vi: 'Mới tạo', en: 'New' },
  1: { vi: 'Đang phân bổ', en: 'Allocating' },
  2: { vi: 'Đã phân bổ', en: 'Allocated' },
  3: { vi: 'Đang lấy hàng', en: 'Picking' },
  4: { vi: 'Đã lấy hàng', en: 'Picked' },
  5: { vi: 'Đang đóng gói', en: 'Packing' },
  6: { vi: 'Đã đóng gói', en: 'Packed' },
  7: { vi: 'Đã bàn giao vận chuyển', en: 'Handed to carrier' },
  8: { vi: 'Chờ xử lý huỷ', en: 'Awaiting cancellation' },
  9: { vi: 'Đã huỷ', en: 'Cancelled' },
  99: { vi: 'Hoàn thành', en: 'Completed' },
};

/** A stored pick list: open while its orders are picked; done when none is left picking; released by staff. */
export const PICK_LIST_STATUSES = ['open', 'done', 'released'] as const;
export type TPickListStatus = (typeof PICK_LIST_STATUSES)[number];
export const PICK_LIST_STATUS_LABELS: Record<TPickListStatus, TLabel> = {
  open: { vi: 'Đang lấy hàng', en: 'Open' },
  done: { vi: 'Đã lấy xong', en: 'Done' },
  released: { vi: 'Đã trả lại', en: 'Released' },
};

export function isOutboundStatus(v: unknown): v is TOutboundStatus {
  return typeof v === 'number' && (OUTBOUND_STATUSES as readonly number[]).includes(v);
}

/**
 * Who takes the parcel at handover. `provider-express` is the provider's own express service (its shipping order
 * is created at handover); `direct` is the client's own delivery (direct-delivery); `ahamove` an on-demand
 * courier of the city; any other code is a third-party courier named by staff or the client.
 */
export const OUTBOUND_CARRIERS = ['provider-express', 'direct', 'ahamove', 'other'] as const;
export type TOutboundCarrier = (typeof OUTBOUND_CARRIERS)[number];
export const OUTBOUND_CARRIER_LABELS: Record<TOutboundCarrier, TLabel> = {
  'provider-express': { vi: 'Chuyển phát nhanh của nhà cung cấp', en: "Provider's express service" },
  direct: { vi: 'Khách tự giao', en: 'Direct delivery' },
  ahamove: { vi: 'Ahamove (giao trong thành phố)', en: 'Ahamove (same city)' },
  other: { vi: 'Đơn vị vận chuyển khác', en: 'Other courier' },
};

/** The status tabs of the outbound list, in the order the screen shows them. */
export const OUTBOUND_TAB_STATUSES: readonly TOutboundStatus[] = [0, 2, 3, 4, 6, 7, 8, 9, 99];
