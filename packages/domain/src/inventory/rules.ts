import type { TLang } from '../errors/catalogue.ts';
import type { TLabel } from '../common/labels.ts';
import type { TStockCondition } from '../inbound/enums.ts';
import type { TLocationPurpose, TShortageMode } from './enums.ts';

export const INVENTORY_MESSAGES = {
  warehouseMissing: { vi: 'Không tìm thấy kho', en: 'Warehouse not found' },
  locationMissing: { vi: 'Không tìm thấy vị trí trong kho này', en: 'No such location in this warehouse' },
  locationInactive: { vi: 'Vị trí đã ngừng sử dụng', en: 'The location is no longer in use' },
  locationNotStorage: { vi: 'Vị trí không phải vị trí lưu kho', en: 'The location is not a storage location' },
  locationSame: { vi: 'Vị trí đến phải khác vị trí đi', en: 'The target location must differ from the source' },
  locationCodeExists: { vi: 'Mã vị trí đã tồn tại trong kho', en: 'The location code already exists in this warehouse' },
  locationHasStock: { vi: 'Vị trí đang có hàng, không thể đổi', en: 'The location holds stock and cannot be changed' },
  noCountLocation: { vi: 'Kho chưa có vị trí kiểm kê', en: 'The warehouse has no count location' },
  balanceMissing: { vi: 'Không tìm thấy dòng tồn kho', en: 'Stock row not found' },
  balanceWrongLocation: { vi: 'Dòng tồn kho không ở vị trí này', en: 'The stock row is not in this location' },
  nothingToMove: { vi: 'Không có hàng có thể chuyển', en: 'There is no stock that can be moved' },
  qtyExceedsFree: {
    vi: 'Số lượng vượt quá số hàng có thể thao tác (đã trừ hàng phân bổ và hàng chờ hoàn tất nhập)',
    en: 'The quantity exceeds the stock that can be handled (allocated stock and stock of unfinished inbounds excluded)',
  },
  skuMissing: { vi: 'Không tìm thấy sản phẩm', en: 'Product not found' },
  skuAmbiguous: { vi: 'Mã sản phẩm thuộc nhiều khách hàng, vui lòng chọn khách hàng', en: 'The code belongs to several customers; please choose the customer' },
  skuOrIdRequired: { vi: 'Vui lòng nhập mã sản phẩm', en: 'Please enter a product code' },
  countOpenScope: { vi: 'Chọn một vị trí hoặc một sản phẩm để kiểm', en: 'Choose one location or one product to count' },
  countNotOpen: { vi: 'Phiên kiểm kê không còn mở', en: 'The count session is no longer open' },
  countLineMissing: { vi: 'Không tìm thấy dòng kiểm kê', en: 'Count line not found' },
  defectiveExceedsCounted: { vi: 'Số hàng lỗi không được lớn hơn số đếm được', en: 'Defective quantity cannot exceed the counted quantity' },
  defectiveOnBad: { vi: 'Dòng hàng lỗi không cần khai báo thêm hàng lỗi', en: 'A defective row cannot declare defective goods again' },
  reasonRequired: { vi: 'Vui lòng nhập lý do', en: 'Please enter a reason' },
  nothingCounted: { vi: 'Chưa có dòng nào được đếm', en: 'No line has been counted yet' },
  scanConfirmed: { vi: 'Sản phẩm đúng vị trí', en: 'The product is at this location' },
  scanNotHere: { vi: 'Sản phẩm chưa được ghi nhận ở vị trí này', en: 'The product is not recorded at this location' },
  scanRecorded: { vi: 'Đã ghi nhận sản phẩm tại vị trí', en: 'The product is recorded at this location' },
} as const satisfies Record<string, TLabel>;

export function inventoryMessage(key: keyof typeof INVENTORY_MESSAGES, lang: TLang = 'vi'): string {
  return INVENTORY_MESSAGES[key][lang];
}

/** The quantities of one balance row. */
export interface TBalanceQty {
  qty: number;
  qtyAllocated: number;
  /** received for an inbound that is not complete yet: on hand, not available */
  qtyHeld: number;
  qtyLost: number;
}

/** Stock a tool (move, count) may touch: on hand, not allocated to an outbound and not held by an unfinished inbound. */
export function freeQty(b: Pick<TBalanceQty, 'qty' | 'qtyAllocated' | 'qtyHeld'>): number {
  return Math.max(0, b.qty - b.qtyAllocated - b.qtyHeld);
}

/**
 * Available to sell (allocate to an outbound): good stock in a storage location, neither allocated nor held.
 * Goods on the receiving dock, in the count area or defective are on hand but not available.
 */
export function availableQty(b: Pick<TBalanceQty, 'qty' | 'qtyAllocated' | 'qtyHeld'> & { condition: TStockCondition; purpose: TLocationPurpose }): number {
  return b.condition === 'GOOD' && b.purpose === 'STORAGE' ? freeQty(b) : 0;
}

/** One change a count makes to a balance row (DEFECT also adds `qty` to the same key in BAD). */
export interface TCountDelta {
  type: 'LOST' | 'COUNT' | 'FOUND' | 'DEFECT';
  qtyDelta: number;
  lostDelta: number;
}

/**
 * What posting a counted line does to its balance row. `counted` is everything physically found (defective
 * included), `defective` the part of it found damaged on a GOOD row. A shortage becomes lost stock (LOST,
 * tracked in qtyLost) or a plain COUNT adjustment; a surplus first recovers lost stock (FOUND), the rest is a
 * COUNT adjustment; defective goods move to the BAD row of the same location (DEFECT).
 */
export function planCountLine(input: {
  current: Pick<TBalanceQty, 'qty' | 'qtyLost'>;
  counted: number;
  defective: number;
  shortageAs: TShortageMode;
}): TCountDelta[] {
  const { current, counted, defective, shortageAs } = input;
  const out: TCountDelta[] = [];
  const diff = counted - current.qty;
  if (diff < 0) {
    out.push(shortageAs === 'LOST' ? { type: 'LOST', qtyDelta: diff, lostDelta: -diff } : { type: 'COUNT', qtyDelta: diff, lostDelta: 0 });
  } else if (diff > 0) {
    const found = Math.min(diff, current.qtyLost);
    if (found > 0) out.push({ type: 'FOUND', qtyDelta: found, lostDelta: -found });
    if (diff - found > 0) out.push({ type: 'COUNT', qtyDelta: diff - found, lostDelta: 0 });
  }
  if (defective > 0) out.push({ type: 'DEFECT', qtyDelta: -defective, lostDelta: 0 });
  return out;
}
