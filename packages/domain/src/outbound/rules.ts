import { z } from 'zod';
import type { TLang } from '../errors/catalogue.ts';
import { withLabel, zField } from '../contract/field-rules.ts';
import { isBlank, type TCheck, type TLabel } from '../common/labels.ts';
import { toPositiveInt } from '../common/numbers.ts';
import { UNIT_VALUE_MAX } from '../common/limits.ts';

export const OUTBOUND_MESSAGES = {
  warehouseFirst: {
    vi: 'Vui lòng chọn kho xuất hàng trước khi thêm sản phẩm',
    en: 'Please choose the outbound warehouse before adding products',
  },
  itemsRequired: { vi: 'Vui lòng thêm ít nhất 1 sản phẩm', en: 'Please add at least 1 product' },
  skuRequired: { vi: 'Vui lòng chọn sản phẩm', en: 'Please choose a product' },
  skuDuplicate: { vi: 'Sản phẩm bị trùng', en: 'Duplicate product' },
  skuMissing: { vi: 'Sản phẩm không tồn tại', en: 'The product does not exist' },
  stepNotPossible: { vi: 'Đơn xuất đang ở trạng thái "{status}": không thể thực hiện bước này', en: 'The outbound order is {status}: this step is not possible' },
  quantityTooLarge: { vi: `Số lượng phải nhỏ hơn ${UNIT_VALUE_MAX}`, en: `The quantity must be below ${UNIT_VALUE_MAX}` },
  quantityPositive: {
    vi: 'Số lượng phải là số nguyên lớn hơn 0',
    en: 'The quantity must be a whole number greater than 0',
  },
} as const satisfies Record<string, TLabel>;

/** The warehouse's steps on an outbound order (pick, handover), as the server answers them; `{…}` filled by `fillLabel`. */
export const OUTBOUND_WORK_MESSAGES = {
  pickWrongPlace: { vi: 'Vị trí này không có hàng cần lấy của sản phẩm này cho đơn', en: 'Nothing of this product is to be picked at this location for the order' },
  pickTooMany: { vi: 'Số lượng lấy vượt quá số lượng cần lấy ({n})', en: 'More than is left to pick ({n})' },
  pickNoLocation: { vi: 'Vị trí không tồn tại trong kho của đơn', en: "No such location in the order's warehouse" },
  pickNoSku: { vi: 'Mã sản phẩm không thuộc đơn', en: 'This product is not on the order' },
  pickNotOnList: { vi: 'Đơn {so} không có trong phiếu lấy hàng {list}', en: 'Order {so} is not on pick list {list}' },
  handoverNotFound: { vi: 'Không tìm thấy đơn trong kho này', en: 'No such order in this warehouse' },
  handoverNotPacked: { vi: 'Đơn đang ở trạng thái "{status}", chưa thể bàn giao', en: 'The order is "{status}": it cannot be handed over yet' },
  handoverOtherCarrier: { vi: 'Đơn đã chọn đơn vị vận chuyển khác ({carrier})', en: 'The order is booked with another carrier ({carrier})' },
  notPicking: { vi: 'Đơn đang ở trạng thái "{status}": không có gì để lấy', en: 'The order is {status}: nothing to pick' },
  noCancelWaiting: { vi: 'Đơn đang ở trạng thái "{status}": không có yêu cầu huỷ đang chờ', en: 'The order is {status}: no cancel is waiting' },
  cancelled: { vi: 'Đã huỷ đơn', en: 'Cancelled' },
  stockShort: { vi: 'Không đủ tồn kho: {list}', en: 'Insufficient stock: {list}' },
  stockShortSku: { vi: '{sku} thiếu {n}', en: '{sku} is short by {n}' },
} as const satisfies Record<string, TLabel>;

export interface TOutboundItemDraft {
  sku?: string | null;
  quantity?: number | string | null;
}

export interface TOutboundDraft {
  warehouseId?: number | string | null;
  items?: readonly TOutboundItemDraft[] | null;
}

function hasWarehouse(warehouseId: TOutboundDraft['warehouseId']): boolean {
  return !isBlank(warehouseId) && warehouseId !== 0;
}

/** SPEC §5: products are chosen from a warehouse's stock, so the warehouse comes first. For the "add" button. */
export function canAddOutboundItems(warehouseId: TOutboundDraft['warehouseId'], lang: TLang = 'vi'): TCheck {
  return hasWarehouse(warehouseId) ? { ok: true } : { ok: false, message: OUTBOUND_MESSAGES.warehouseFirst[lang] };
}

/**
 * The outbound order's minimal checks as a schema the server runs (`fieldErrorsOf(outboundDraftSchema(), draft,
 * lang)`): the warehouse chosen, at least one item, each with its product once and a whole quantity above 0 and
 * below the unit bound. Item errors name `items.<i>.sku` / `items.<i>.quantity`.
 */
export function outboundDraftSchema() {
  const m = OUTBOUND_MESSAGES;
  const item = z.object({
    sku: zField().refine((v) => typeof v === 'string' && v.trim() !== '', withLabel(m.skuRequired)),
    quantity: zField()
      .refine((v) => toPositiveInt(v) !== null, withLabel(m.quantityPositive, { abort: true }))
      .refine((v) => toPositiveInt(v)! < UNIT_VALUE_MAX, withLabel(m.quantityTooLarge)),
  });
  return z.object({
    warehouseId: zField().refine((v) => hasWarehouse(v as TOutboundDraft['warehouseId']), withLabel(m.warehouseFirst)),
    // absent or null: no item (a nullish schema would skip its check on an absent key)
    items: z
      .preprocess((v) => v ?? [], z.array(item))
      .superRefine((items, ctx) => {
        if (!items.length) ctx.addIssue({ code: 'custom', message: m.itemsRequired.en, ...withLabel(m.itemsRequired) });
        const seen = new Set<string>();
        items.forEach((it, i) => {
          const sku = typeof it.sku === 'string' ? it.sku.trim() : '';
          if (sku !== '' && seen.has(sku)) ctx.addIssue({ code: 'custom', path: [i, 'sku'], message: m.skuDuplicate.en, ...withLabel(m.skuDuplicate) });
          seen.add(sku);
        });
      }),
  });
}

/**
 * The refusal of a pick scan at a location the pick list does not send the picker to (catalogue 40009), naming
 * the location and the list: the server answers it, and the warehouse console shows it as soon as the location
 * is scanned.
 */
export function pickLocationNotOnListMessage(lang: TLang, locationCode: string, pickListCode: string): string {
  return lang === 'en' ? `Location ${locationCode} is not on pick list ${pickListCode}` : `Vị trí ${locationCode} không có trong phiếu lấy hàng ${pickListCode}`;
}
