import type { TLabel } from '../common/labels.ts';

export const INBOUND_STATUSES = [0, 3, 4, 9, 99] as const;
export type TInboundStatus = (typeof INBOUND_STATUSES)[number];
export const INBOUND_STATUS = { WAITING: 0, RECEIVING: 3, PUTTING_AWAY: 4, CANCELLED: 9, COMPLETE: 99 } as const;
export const INBOUND_STATUS_LABELS: Record<TInboundStatus, TLabel> = {
  0: { vi: 'Chờ nhập hàng', en: 'Waiting' },
  3: { vi: 'Đang kiểm hàng', en: 'Receiving' },
  4: { vi: 'Đang lên kệ', en: 'Putting away' },
  9: { vi: 'Đã huỷ', en: 'Cancelled' },
  99: { vi: 'Hoàn thành', en: 'Complete' },
};

export function isInboundStatus(v: unknown): v is TInboundStatus {
  return typeof v === 'number' && (INBOUND_STATUSES as readonly number[]).includes(v);
}

export const INBOUND_TYPES = ['NI', 'RWTSO', 'RWSO'] as const;
export type TInboundType = (typeof INBOUND_TYPES)[number];
export const INBOUND_TYPE_LABELS: Record<TInboundType, TLabel> = {
  NI: { vi: 'Nhập hàng thường', en: 'Normal inbound' },
  RWTSO: { vi: 'Nhập hàng hoàn trả', en: 'Returned goods' },
  RWSO: { vi: 'Nhập hàng giao thất bại', en: 'Failed delivery' },
};
/** Types that are returns of earlier outbound orders (error 30005 otherwise). */
export const RETURN_INBOUND_TYPES: readonly TInboundType[] = ['RWTSO', 'RWSO'];

/** Zone (order) types: B2B by days to deliver, B2C by hours or days; shared by inbound and outbound. */
export const ZONE_TYPES = ['B2B1D', 'B2B2D', 'B2B3D', 'B2C2H', 'B2C4H', 'B2C6H', 'B2C1D', 'B2C3D'] as const;
export type TZoneType = (typeof ZONE_TYPES)[number];
export const ZONE_TYPE_LABELS: Record<TZoneType, TLabel> = {
  B2B1D: { vi: 'B2B - 1 ngày', en: 'B2B - 1 day' },
  B2B2D: { vi: 'B2B - 2 ngày', en: 'B2B - 2 days' },
  B2B3D: { vi: 'B2B - 3 ngày', en: 'B2B - 3 days' },
  B2C2H: { vi: 'B2C - 2 giờ', en: 'B2C - 2 hours' },
  B2C4H: { vi: 'B2C - 4 giờ', en: 'B2C - 4 hours' },
  B2C6H: { vi: 'B2C - 6 giờ', en: 'B2C - 6 hours' },
  B2C1D: { vi: 'B2C - 1 ngày', en: 'B2C - 1 day' },
  B2C3D: { vi: 'B2C - 3 ngày', en: 'B2C - 3 days' },
};

export function isZoneType(v: unknown): v is TZoneType {
  return typeof v === 'string' && (ZONE_TYPES as readonly string[]).includes(v);
}

export const STOCK_CONDITIONS = ['GOOD', 'BAD'] as const;
export type TStockCondition = (typeof STOCK_CONDITIONS)[number];
export const STOCK_CONDITION_LABELS: Record<TStockCondition, TLabel> = {
  GOOD: { vi: 'Hàng tốt', en: 'Good' },
  BAD: { vi: 'Hàng lỗi', en: 'Defective' },
};
