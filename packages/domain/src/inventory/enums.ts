import type { TLabel } from '../common/labels.ts';

/**
 * Kinds of inventory ledger rows (DESIGN §5). A movement between two balance rows is two ledger rows
 * (…_OUT on the source, …_IN on the target, or DEFECT −n on GOOD and +n on BAD) posted in one batch.
 */
export const MOVEMENT_TYPES = [
  'RECEIVE',
  'PUTAWAY_OUT',
  'PUTAWAY_IN',
  'INBOUND_COMPLETE',
  'MOVE_OUT',
  'MOVE_IN',
  'ADJUST',
  'COUNT',
  'LOST',
  'FOUND',
  'DEFECT',
  'ALLOCATE',
  'RELEASE',
  'PICK',
  'SHIP',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'RETURN_IN',
  'DISPOSE',
  'SEND_BACK',
] as const;
export type TMovementType = (typeof MOVEMENT_TYPES)[number];
export const MOVEMENT_TYPE_LABELS: Record<TMovementType, TLabel> = {
  RECEIVE: { vi: 'Nhận hàng', en: 'Received' },
  PUTAWAY_OUT: { vi: 'Lên kệ (xuất khu nhận)', en: 'Put-away (out of receiving)' },
  PUTAWAY_IN: { vi: 'Lên kệ (vào vị trí)', en: 'Put-away (into location)' },
  INBOUND_COMPLETE: { vi: 'Hoàn thành nhập, hàng sẵn sàng', en: 'Inbound complete, stock available' },
  MOVE_OUT: { vi: 'Chuyển vị trí (đi)', en: 'Move (out)' },
  MOVE_IN: { vi: 'Chuyển vị trí (đến)', en: 'Move (in)' },
  ADJUST: { vi: 'Điều chỉnh', en: 'Adjustment' },
  COUNT: { vi: 'Điều chỉnh kiểm kê', en: 'Count adjustment' },
  LOST: { vi: 'Mất hàng', en: 'Lost' },
  FOUND: { vi: 'Tìm thấy hàng mất', en: 'Lost stock found' },
  DEFECT: { vi: 'Chuyển hàng lỗi', en: 'Marked defective' },
  ALLOCATE: { vi: 'Phân bổ', en: 'Allocated' },
  RELEASE: { vi: 'Huỷ phân bổ', en: 'Allocation released' },
  PICK: { vi: 'Lấy hàng', en: 'Picked' },
  SHIP: { vi: 'Xuất kho', en: 'Shipped' },
  TRANSFER_OUT: { vi: 'Chuyển kho (đi)', en: 'Transfer (out)' },
  TRANSFER_IN: { vi: 'Chuyển kho (đến)', en: 'Transfer (in)' },
  RETURN_IN: { vi: 'Nhận hàng hoàn', en: 'Return received' },
  DISPOSE: { vi: 'Tiêu huỷ hàng hoàn', en: 'Return disposed' },
  SEND_BACK: { vi: 'Gửi trả khách hàng', en: 'Sent back to the client' },
};

/** What a ledger row refers to. */
export const LEDGER_REF_TYPES = ['INBOUND', 'OUTBOUND', 'STOCK_OPERATION', 'COUNT_SESSION', 'TRANSFER', 'RETURN', 'CYCLE_COUNT'] as const;
export type TLedgerRefType = (typeof LEDGER_REF_TYPES)[number];

/**
 * Location purposes: STORAGE for put-away, RECEIVING for the dock, COUNT for goods held during a stock check,
 * TRANSIT for goods on their way from another warehouse (on hand for the owner, available nowhere).
 */
export const LOCATION_PURPOSES = ['STORAGE', 'RECEIVING', 'COUNT', 'TRANSIT'] as const;
export type TLocationPurpose = (typeof LOCATION_PURPOSES)[number];
export const LOCATION_PURPOSE_LABELS: Record<TLocationPurpose, TLabel> = {
  STORAGE: { vi: 'Lưu kho', en: 'Storage' },
  RECEIVING: { vi: 'Khu nhận hàng', en: 'Receiving' },
  COUNT: { vi: 'Khu kiểm kê', en: 'Count' },
  TRANSIT: { vi: 'Đang chuyển kho', en: 'In transit' },
};

/** Stock tool operations, each logged with who did it. */
export const STOCK_OPERATION_KINDS = ['MOVE', 'REALLOCATE', 'MOVE_TO_COUNT', 'MOVE_TO_STORAGE', 'SCAN', 'COUNT_POST'] as const;
export type TStockOperationKind = (typeof STOCK_OPERATION_KINDS)[number];

export const COUNT_SCOPES = ['LOCATION', 'SKU'] as const;
export type TCountScope = (typeof COUNT_SCOPES)[number];
export const COUNT_STATUSES = ['OPEN', 'POSTED', 'CANCELLED'] as const;
export type TCountStatus = (typeof COUNT_STATUSES)[number];
export const COUNT_STATUS_LABELS: Record<TCountStatus, TLabel> = {
  OPEN: { vi: 'Đang kiểm', en: 'Counting' },
  POSTED: { vi: 'Đã chốt', en: 'Posted' },
  CANCELLED: { vi: 'Đã huỷ', en: 'Cancelled' },
};
/** What a shortage found by a count becomes: lost stock (tracked as qtyLost) or a plain adjustment. */
export const SHORTAGE_MODES = ['LOST', 'ADJUST'] as const;
export type TShortageMode = (typeof SHORTAGE_MODES)[number];
