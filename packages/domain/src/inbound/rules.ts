import { z } from 'zod';
import { withLabel, zField } from '../contract/field-rules.ts';
import { isTodayOrLaterVn, toVnDateKey } from '../common/dates.ts';
import { isBlank, type TLabel } from '../common/labels.ts';
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
  stepNotPossible: { vi: 'Đơn nhập đang ở trạng thái "{status}": không thể thực hiện bước này', en: 'The inbound order is {status}: this step is not possible' },
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
 * SPEC §5 inbound rules of the create form, as a schema the server and the web's form both run
 * (`fieldErrorsOf(inboundDraftSchema(now), draft, lang)`): line errors name `lines.<i>.sku` /
 * `lines.<i>.expectedQuantity`. The receive date is compared as a calendar date in Asia/Ho_Chi_Minh, so "today"
 * in Vietnam passes whatever the clock's zone.
 */
export function inboundDraftSchema(today: Date) {
  const m = INBOUND_MESSAGES;
  const chosen = (v: unknown) => !isBlank(v) && v !== 0;
  const line = z.object({
    sku: zField().refine((v) => typeof v === 'string' && v.trim() !== '', withLabel(m.skuRequired)),
    expectedQuantity: zField()
      .refine((v) => !isBlank(v), withLabel(m.quantityRequired, { abort: true }))
      .refine((v) => toPositiveInt(v) !== null, withLabel(m.quantityPositive)),
  });
  return z.object({
    warehouseId: zField().refine(chosen, withLabel(m.warehouseRequired)),
    tplInbound: zField().refine(chosen, withLabel(m.carrierRequired)),
    zoneType: zField()
      .refine((v) => !isBlank(v), withLabel(m.zoneTypeRequired, { abort: true }))
      .refine(isZoneType, withLabel(m.zoneTypeInvalid)),
    estimateReceivedTime: zField()
      .refine((v) => !isBlank(v), withLabel(m.estimateRequired, { abort: true }))
      .refine((v) => toVnDateKey(v as TDateInput) !== null, withLabel(m.estimateInvalid, { abort: true }))
      .refine((v) => isTodayOrLaterVn(v as TDateInput, today), withLabel(m.estimatePast)),
    // absent or null: no line (a nullish schema would skip its check on an absent key)
    lines: z
      .preprocess((v) => v ?? [], z.array(line))
      .superRefine((lines, ctx) => {
        if (!lines.length) ctx.addIssue({ code: 'custom', message: m.linesRequired.en, ...withLabel(m.linesRequired) });
        const seen = new Set<string>();
        lines.forEach((l, i) => {
          const sku = typeof l.sku === 'string' ? l.sku.trim() : '';
          if (sku !== '' && seen.has(sku)) ctx.addIssue({ code: 'custom', path: [i, 'sku'], message: m.skuDuplicate.en, ...withLabel(m.skuDuplicate) });
          seen.add(sku);
        });
      }),
  });
}

type TDateInput = Date | number | string;
