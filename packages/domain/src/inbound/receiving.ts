import type { TLang } from '../errors/catalogue.ts';
import { toVnDateKey, vnDateKey } from '../common/dates.ts';
import { isBlank, type TFieldError, type TLabel } from '../common/labels.ts';

export const RECEIVING_MESSAGES = {
  productionRequired: { vi: 'Sản phẩm quản lý ngày sản xuất: vui lòng nhập ngày sản xuất', en: 'This product manages its production date: please enter it' },
  expiryRequired: { vi: 'Sản phẩm quản lý hạn sử dụng: vui lòng nhập hạn sử dụng', en: 'This product manages its expiry date: please enter it' },
  dateInvalid: { vi: 'Ngày không hợp lệ', en: 'The date is not valid' },
  productionFuture: { vi: 'Ngày sản xuất không được sau hôm nay', en: 'The production date cannot be after today' },
  expiryBeforeProduction: { vi: 'Hạn sử dụng phải sau ngày sản xuất', en: 'The expiry date must be after the production date' },
  lotInvalid: { vi: 'Số lô chỉ gồm chữ, số và các ký tự _ - . /', en: 'A lot number has letters, digits and _ - . / only' },
  lotDatesDiffer: { vi: 'Lô này đã được nhận với ngày sản xuất/hạn sử dụng khác', en: 'This lot was already received with other production/expiry dates' },
  lineNotInOrder: { vi: 'Sản phẩm không có trong đơn nhập', en: 'The product is not in this inbound order' },
  notReceiving: { vi: 'Đơn nhập không ở trạng thái đang kiểm hàng', en: 'The inbound order is not being received' },
  notPuttingAway: { vi: 'Đơn nhập không ở trạng thái đang lên kệ', en: 'The inbound order is not being put away' },
  putAwayExceeds: { vi: 'Số lượng lên kệ vượt quá số hàng đã nhận chưa lên kệ', en: 'The quantity exceeds what was received and not yet put away' },
  putAwayPending: { vi: 'Còn hàng chưa lên kệ', en: 'Some received goods are not put away yet' },
  nothingToPutAway: { vi: 'Không còn hàng chờ lên kệ', en: 'Nothing is waiting to be put away' },
  locationRequired: { vi: 'Vui lòng chọn vị trí lên kệ', en: 'Please choose a location' },
  noReceivingLocation: { vi: 'Kho chưa có khu nhận hàng', en: 'The warehouse has no receiving location' },
  skuCodeRequired: { vi: 'Vui lòng quét hoặc nhập mã sản phẩm', en: 'Please scan or type a product code' },
} as const satisfies Record<string, TLabel>;

export function receivingMessage(key: keyof typeof RECEIVING_MESSAGES, lang: TLang = 'vi'): string {
  return RECEIVING_MESSAGES[key][lang];
}

export const LOT_RE = /^[A-Za-z0-9_\-./]+$/;
/** A lot number's length, as the inbound contracts bound it and `validateReceiveDates` checks it. */
export const LOT_MAX = 100;

export interface TReceiveDatesInput {
  lot?: string | null;
  productionDate?: string | null;
  expiryDate?: string | null;
}

export interface TReceiveDatesResult {
  errors: TFieldError[];
  lot: string;
  productionDate: string | null;
  expiryDate: string | null;
}

/**
 * Lot and dates of goods being received. Dates are required when the SKU manages them; a production date
 * cannot be in the future and an expiry date must follow it. When the SKU manages dates and no lot is given,
 * the lot is named after the dates ('E20261231', 'P20260101'), so goods of two expiry dates never share a
 * balance row and first-expiry-first-out stays exact.
 */
export function validateReceiveDates(
  sku: { manageExpDate: boolean; manageProdDate: boolean },
  input: TReceiveDatesInput,
  today: Date,
  lang: TLang = 'vi',
): TReceiveDatesResult {
  const m = RECEIVING_MESSAGES;
  const errors: TFieldError[] = [];
  const add = (field: string, label: TLabel): void => {
    errors.push({ field, message: label[lang] });
  };
  const readDate = (field: 'productionDate' | 'expiryDate', required: boolean, missing: TLabel): string | null => {
    const raw = input[field];
    if (isBlank(raw)) {
      if (required) add(field, missing);
      return null;
    }
    const key = toVnDateKey(String(raw));
    if (key === null) add(field, m.dateInvalid);
    return key;
  };
  const productionDate = readDate('productionDate', sku.manageProdDate, m.productionRequired);
  const expiryDate = readDate('expiryDate', sku.manageExpDate, m.expiryRequired);
  if (productionDate && productionDate > vnDateKey(today)) add('productionDate', m.productionFuture);
  if (productionDate && expiryDate && expiryDate <= productionDate) add('expiryDate', m.expiryBeforeProduction);

  let lot = (input.lot ?? '').trim();
  if (lot !== '' && (!LOT_RE.test(lot) || lot.length > LOT_MAX)) add('lot', m.lotInvalid);
  if (lot === '' && (sku.manageExpDate || sku.manageProdDate)) {
    if (expiryDate) lot = `E${expiryDate.replace(/-/g, '')}`;
    else if (productionDate) lot = `P${productionDate.replace(/-/g, '')}`;
  }
  return { errors, lot, productionDate, expiryDate };
}

export interface TReceivedLine {
  lineId: number;
  lineNo: number;
  sku: string;
  expectedQuantity: number;
  receivedQuantity: number;
}

export interface TLineMismatch extends TReceivedLine {
  difference: number;
}

/** Lines whose received quantity differs from the expected one (finishing them needs confirmation: 30007). */
export function receivingMismatches(lines: readonly TReceivedLine[]): TLineMismatch[] {
  return lines
    .filter((l) => l.receivedQuantity !== l.expectedQuantity)
    .map((l) => ({ ...l, difference: l.receivedQuantity - l.expectedQuantity }));
}

/** The log note of a confirmed mismatch: one phrase per line. */
export function mismatchNote(mismatches: readonly TLineMismatch[], lang: TLang = 'vi'): string {
  return mismatches
    .map((x) => {
      const d = x.difference > 0 ? `+${x.difference}` : String(x.difference);
      return lang === 'en'
        ? `${x.sku}: expected ${x.expectedQuantity}, received ${x.receivedQuantity} (${d})`
        : `${x.sku}: dự kiến ${x.expectedQuantity}, thực nhận ${x.receivedQuantity} (${d})`;
    })
    .join('; ');
}
