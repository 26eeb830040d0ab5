import { z } from 'zod';
import type { TLang } from '../errors/catalogue.ts';
import { withLabel, zField } from '../contract/field-rules.ts';
import { charLength, fillLabel, isBlank, type TLabel } from '../common/labels.ts';
import { validatePhone, type TPhonePrefixes } from '../common/phone.ts';
import { formatVnd, UNIT_VALUE_MAX } from '../common/limits.ts';
import { toInt } from '../common/numbers.ts';
import { REQUIRED_NOTES, SERVICE_TYPES, SENDER_PAYS_VALUES } from '../shipping/enums.ts';
import { ZONE_TYPES } from '../inbound/enums.ts';
import type { TShopContract } from '../config/contracts.ts';
import { DEFAULT_EXPRESS_SETTING } from '../shipping/express-setting.ts';

/** Texts of the outbound order's checks (SPEC §5), each limit with its own message. */
export const OUTBOUND_ORDER_MESSAGES = {
  toNameRequired: { vi: 'Vui lòng nhập tên người nhận', en: 'Please enter the receiver name' },
  toAddressRequired: { vi: 'Vui lòng nhập địa chỉ người nhận', en: "Please enter the receiver's address" },
  addressInvalid: { vi: 'Địa chỉ người nhận không hợp lệ', en: 'Invalid receiver address' },
  oldAddressMismatch: { vi: 'Địa chỉ cũ không chuyển thành phường/xã đã chọn', en: 'The old address does not convert to the chosen ward' },
  zoneTypeRequired: { vi: 'Vui lòng chọn loại đơn xuất', en: 'Please choose the order type' },
  serviceInvalid: { vi: 'Gói dịch vụ không hợp lệ', en: 'Invalid service type' },
  paymentInvalid: { vi: 'Hình thức thanh toán không hợp lệ', en: 'Invalid payment type' },
  noteInvalid: { vi: 'Lưu ý giao hàng không hợp lệ', en: 'Invalid delivery note' },
  codInvalid: { vi: 'Tiền thu hộ phải là số nguyên không âm', en: 'The COD amount must be a whole number of 0 or more' },
  goodsValueInvalid: { vi: 'Giá trị hàng hoá phải là số nguyên không âm', en: 'The goods value must be a whole number of 0 or more' },
  weightInvalid: { vi: 'Khối lượng phải là số nguyên lớn hơn 0 (gram)', en: 'The weight must be a whole number above 0 (grams)' },
  sizeInvalid: { vi: 'Kích thước phải là số nguyên lớn hơn 0 (cm)', en: 'The size must be a whole number above 0 (cm)' },
  codOverLimit: { vi: 'Tiền thu hộ vượt quá mức tối đa {max}', en: 'The COD amount exceeds the maximum of {max}' },
  insuranceOverLimit: { vi: 'Giá trị hàng hoá vượt quá mức bảo hiểm tối đa {max}', en: 'The goods value exceeds the maximum insured value of {max}' },
  weightOverLimit: { vi: 'Khối lượng vượt quá mức tối đa {max} gram', en: 'The weight exceeds the maximum of {max} grams' },
  lengthOverLimit: { vi: 'Chiều dài vượt quá mức tối đa {max} cm', en: 'The length exceeds the maximum of {max} cm' },
  widthOverLimit: { vi: 'Chiều rộng vượt quá mức tối đa {max} cm', en: 'The width exceeds the maximum of {max} cm' },
  heightOverLimit: { vi: 'Chiều cao vượt quá mức tối đa {max} cm', en: 'The height exceeds the maximum of {max} cm' },
  districtBlocked: { vi: 'Quận/huyện của người nhận đang tạm ngưng giao hàng', en: "Delivery to the receiver's district is suspended" },
  wardBlocked: { vi: 'Phường/xã của người nhận đang tạm ngưng giao hàng', en: "Delivery to the receiver's ward is suspended" },
  tooLong: { vi: 'Không được vượt quá {max} ký tự', en: 'Must not exceed {max} characters' },
  unitTooLarge: { vi: `Số lượng phải lớn hơn 0 và nhỏ hơn ${UNIT_VALUE_MAX}`, en: `The quantity must be above 0 and below ${UNIT_VALUE_MAX}` },
  distanceTooFar: { vi: 'Khoảng cách giao hàng quá xa đối với đơn vị vận chuyển bên thứ ba', en: 'The delivery distance is too far for a third-party courier' },
} as const satisfies Record<string, TLabel>;

/** Text lengths of an outbound order (SPEC §5's 50/100/255/500). */
export const OUTBOUND_TEXT_LIMITS = {
  clientOrderCode: 50,
  toName: 255,
  toAddress: 500,
  fromName: 255,
  fromAddress: 500,
  goodsName: 255,
  note: 500,
  unit: 50,
} as const;

/**
 * A new outbound order's values before the client sets them (the create form): the courier part is the express
 * defaults a shop has before saving its own settings (the form then takes the shop's), the type B2C in a day.
 */
export const OUTBOUND_FORM_DEFAULTS = {
  zoneType: 'B2C1D',
  shippingServiceType: DEFAULT_EXPRESS_SETTING.serviceTypeId,
  shippingPaymentType: DEFAULT_EXPRESS_SETTING.paymentTypeId,
  shippingRequiredNote: DEFAULT_EXPRESS_SETTING.requiredNote,
  codAmount: 0,
  goodsValue: 0,
} as const;

/** The receiver and shipping part of an outbound order, as a form or a file row gives it. */
export interface TOutboundShippingDraft {
  clientOrderCode?: string | null;
  zoneType?: string | null;
  toName?: string | null;
  toPhone?: string | null;
  toAddress?: string | null;
  toDistrictId?: number | null;
  toWardCode?: string | null;
  fromName?: string | null;
  fromPhone?: string | null;
  fromAddress?: string | null;
  shippingServiceType?: number | string | null;
  shippingPaymentType?: number | string | null;
  shippingRequiredNote?: string | null;
  codAmount?: number | string | null;
  goodsValue?: number | string | null;
  goodsName?: string | null;
  note?: string | null;
  weight?: number | string | null;
  length?: number | string | null;
  width?: number | string | null;
  height?: number | string | null;
}

/** The block lists of global config (SPEC §3), parsed. */
export interface TDeliveryBlocks {
  districts: readonly string[];
  wards: readonly string[];
}

export interface TOutboundLimits {
  contract: TShopContract;
  blocks: TDeliveryBlocks;
  phonePrefixes?: TPhonePrefixes;
}

/**
 * The shop's COD limit as a form says it before anything is sent: the message when `cod` exceeds `maxCod` (the
 * contract's max_cod), else null. The same text as the outbound order's check, for express orders too.
 */
export function codOverLimitMessage(cod: number | null | undefined, maxCod: number, lang: TLang = 'vi'): string | null {
  return typeof cod === 'number' && cod > maxCod ? fillLabel(OUTBOUND_ORDER_MESSAGES.codOverLimit, lang, { max: formatVnd(maxCod) }) : null;
}

function optionalInt(v: unknown): number | null | 'bad' {
  if (isBlank(v)) return null;
  const n = toInt(v);
  return n === null ? 'bad' : n;
}

/** The phone rule as a schema check: each language's message of `validatePhone`, carried as one label. */
function checkPhone(v: unknown, ctx: z.RefinementCtx, prefixes: TPhonePrefixes | undefined): void {
  const raw = v == null ? '' : String(v);
  const vi = validatePhone(raw, prefixes, 'vi');
  const en = validatePhone(raw, prefixes, 'en');
  if (!vi.ok && !en.ok) ctx.addIssue({ code: 'custom', message: en.message, ...withLabel({ vi: vi.message, en: en.message }) });
}

/**
 * The receiver, shipping and money checks of an outbound order (SPEC §3/§5) as a schema, each rule with its
 * catalogue message, run by the create and update calls and by the upload's rows (`fieldErrorsOf`): texts within
 * `OUTBOUND_TEXT_LIMITS`; receiver name, phone (the §5 rule), address; order type; service, payment and note from
 * their enums (payment 4 and 5 read as sender pays); COD, goods value, weight and sizes whole numbers within the
 * shop's contract; the receiver's district and ward not on the block lists. Address ids are resolved by the caller
 * (an unknown ward answers 40006 there).
 */
export function outboundShippingSchema(limits: TOutboundLimits) {
  const m = OUTBOUND_ORDER_MESSAGES;
  const c = limits.contract;
  const L = OUTBOUND_TEXT_LIMITS;
  const text = (max: number) => zField().refine((v) => !(typeof v === 'string' && charLength(v.trim()) > max), withLabel(m.tooLong, { vars: { max } }));
  const required = (max: number, label: TLabel) => text(max).refine((v) => !isBlank(v), withLabel(label));
  const oneOf = (ok: (n: number) => boolean, label: TLabel) =>
    zField().refine((v) => {
      const n = optionalInt(v);
      return n === null || (n !== 'bad' && ok(n));
    }, withLabel(label));
  const bounded = (min: number, invalid: TLabel, max: number, over: TLabel, shown: string | number = max) =>
    zField()
      .refine((v) => {
        const n = optionalInt(v);
        return n === null || (n !== 'bad' && n >= min);
      }, withLabel(invalid, { abort: true }))
      .refine((v) => {
        const n = optionalInt(v);
        return typeof n !== 'number' || n <= max;
      }, withLabel(over, { vars: { max: shown } }));
  return z.object({
    clientOrderCode: text(L.clientOrderCode),
    toName: required(L.toName, m.toNameRequired),
    toPhone: zField().superRefine((v, ctx) => checkPhone(v, ctx, limits.phonePrefixes)),
    fromPhone: zField().superRefine((v, ctx) => {
      if (!isBlank(v)) checkPhone(v, ctx, limits.phonePrefixes);
    }),
    toAddress: required(L.toAddress, m.toAddressRequired),
    toWardCode: zField()
      .refine((v) => !isBlank(v), withLabel(m.addressInvalid, { abort: true }))
      .refine((v) => !limits.blocks.wards.includes(String(v)), withLabel(m.wardBlocked)),
    zoneType: zField().refine((v) => !isBlank(v) && (ZONE_TYPES as readonly string[]).includes(String(v)), withLabel(m.zoneTypeRequired)),
    shippingServiceType: oneOf((n) => (SERVICE_TYPES as readonly number[]).includes(n), m.serviceInvalid),
    shippingPaymentType: oneOf((n) => n === 2 || SENDER_PAYS_VALUES.includes(n), m.paymentInvalid),
    shippingRequiredNote: zField().refine((v) => isBlank(v) || (REQUIRED_NOTES as readonly string[]).includes(String(v)), withLabel(m.noteInvalid)),
    codAmount: bounded(0, m.codInvalid, c.max_cod, m.codOverLimit, formatVnd(c.max_cod)),
    goodsValue: bounded(0, m.goodsValueInvalid, c.max_insurrance, m.insuranceOverLimit, formatVnd(c.max_insurrance)),
    weight: bounded(1, m.weightInvalid, c.max_weight, m.weightOverLimit),
    length: bounded(1, m.sizeInvalid, c.max_length, m.lengthOverLimit),
    width: bounded(1, m.sizeInvalid, c.max_width, m.widthOverLimit),
    height: bounded(1, m.sizeInvalid, c.max_height, m.heightOverLimit),
    toDistrictId: zField().refine((v) => v == null || !limits.blocks.districts.includes(String(v)), withLabel(m.districtBlocked)),
    fromName: text(L.fromName),
    fromAddress: text(L.fromAddress),
    goodsName: text(L.goodsName),
    note: text(L.note),
    unit: text(L.unit),
  });
}

/** A line's quantity: a whole number above 0 and below the unit bound (SPEC §5, 10000 in the reading we follow). */
export function isOutboundQuantity(v: unknown): boolean {
  const n = toInt(v);
  return n !== null && n > 0 && n < UNIT_VALUE_MAX;
}

/** On-demand couriers deliver inside the warehouse's province only (SPEC §5 "delivery distance too far"). */
export function onDemandReaches(warehouseProvinceId: number, receiverProvinceId: number | null): boolean {
  return receiverProvinceId !== null && warehouseProvinceId === receiverProvinceId;
}
