import type { TLang } from '../errors/catalogue.ts';
import { isTodayOrLaterVn, toVnDateKey } from '../common/dates.ts';
import { isBlank, type TFieldError, type TLabel } from '../common/labels.ts';
import { toPositiveInt } from '../common/numbers.ts';
import { isZoneType } from './enums.ts';

export const INBOUND_MESSAGES = {
  warehouseRequired: { vi: 'Vui lòng chọn kho nhập hàng', en: 'Please choose a warehouse' },
  carrierRequired: { vi: 'Vui lòng chọn đơn vị vận chuyển', en: 'Please choose a carrier' },
  zoneTypeRequired: { vi: 'Vui lòng chọn loại hàng', en: 'Please choose a zone type' },
  zoneTypeInvalid: { vi: 'Loại hàng không hợp lệ', en: 'Unknown zone type' },
  estimateRequired: { vi: 'Vui lòng chọn ngày dự kiến nhận hàng', en: 'Please choose the expected receive date' },
  estimateInvalid: { vi: 'Ngày dự kiến nhận hàng không hợp lệ', en: 'The expected receive date is not valid' },
  estimatePast: {
    vi: 'Ngày dự kiến nhận hàng phải từ hôm nay trở đi',
    en: 'The expected receive date must be today or later',
  },
  linesRequired: { vi: 'Vui lòng thêm ít nhất 1 sản phẩm', en: 'Please add at least 1 product' },
  skuRequired: { vi: 'Vui lòng chọn sản phẩm', en: 'Please choose a product' },
  skuDuplicate: { vi: 'Sản phẩm bị trùng', en: 'Duplicate product' },
  quantityRequired: { vi: 'Vui lòng nhập số lượng dự kiến', en: 'Please enter the expected quantity' },
  quantityPositive: {
    vi: 'Số lượng dự kiến phải là số nguyên lớn hơn 0',
    en: 'The expected quantity must be a whole number greater than 0',
  },
  warehouseMissing: { vi: 'Kho không tồn tại hoặc đã ngừng hoạt động', en: 'The warehouse does not exist or is closed' },
  carrierMissing: { vi: 'Đơn vị vận chuyển không tồn tại', en: 'The carrier does not exist' },
  skuMissing: { vi: 'Sản phẩm không tồn tại', en: 'The product does not exist' },
  codeInvalid: { vi: 'Mã đơn nhập chỉ gồm chữ, số và các ký tự _ - (tối đa 50 ký tự)', en: 'An inbound code has letters, digits, _ and - only (at most 50 characters)' },
  returnRefRequired: { vi: 'Vui lòng nhập mã đơn xuất/đơn giao hàng được hoàn', en: 'Please enter the outbound or shipping order code being returned' },
} as const satisfies Record<string, TLabel>;

export interface TInboundLineDraft {
  sku?: string | null;
  expectedQuantity?: number | string | null;
}

export interface TInboundDraft {
  warehouseId?: number | string | null;
  tplInbound?: number | string | null;
  zoneType?: string | null;
  estimateReceivedTime?: Date | number | string | null;
  lines?: readonly TInboundLineDraft[] | null;
}

/**
 * SPEC §5 inbound rules. Line errors name `lines.<i>.sku` / `lines.<i>.expectedQuantity`. The receive date is
 * compared as a calendar date in Asia/Ho_Chi_Minh, so "today" in Vietnam passes whatever the clock's zone.
 */
export function validateInboundDraft(input: TInboundDraft, today: Date, lang: TLang = 'vi'): TFieldError[] {
  const m = INBOUND_MESSAGES;
  const errors: TFieldError[] = [];
  const add = (field: string, label: TLabel): void => {
    errors.push({ field, message: label[lang] });
  };
  if (isBlank(input.warehouseId) || input.warehouseId === 0) add('warehouseId', m.warehouseRequired);
  if (isBlank(input.tplInbound) || input.tplInbound === 0) add('tplInbound', m.carrierRequired);
  if (isBlank(input.zoneType)) add('zoneType', m.zoneTypeRequired);
  else if (!isZoneType(input.zoneType)) add('zoneType', m.zoneTypeInvalid);

  const eta = input.estimateReceivedTime;
  if (eta === null || eta === undefined || (typeof eta === 'string' && eta.trim() === '')) {
    add('estimateReceivedTime', m.estimateRequired);
  } else if (toVnDateKey(eta) === null) add('estimateReceivedTime', m.estimateInvalid);
  else if (!isTodayOrLaterVn(eta, today)) add('estimateReceivedTime', m.estimatePast);

  const lines = input.lines ?? [];
  if (lines.length === 0) add('lines', m.linesRequired);
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    const sku = (line.sku ?? '').trim();
    if (sku === '') add(`lines.${i}.sku`, m.skuRequired);
    else if (seen.has(sku)) add(`lines.${i}.sku`, m.skuDuplicate);
    else seen.add(sku);
    if (isBlank(line.expectedQuantity)) add(`lines.${i}.expectedQuantity`, m.quantityRequired);
    else if (toPositiveInt(line.expectedQuantity) === null) add(`lines.${i}.expectedQuantity`, m.quantityPositive);
  });
  return errors;
}
