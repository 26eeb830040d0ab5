import type { TLang } from '../errors/catalogue.ts';
import { charLength, fillLabel, isBlank, type TFieldError, type TLabel } from '../common/labels.ts';
import { validatePhone, type TPhonePrefixes } from '../common/phone.ts';
import { formatVnd, UNIT_VALUE_MAX } from '../common/limits.ts';
import { toInt } from '../common/numbers.ts';
import { REQUIRED_NOTES, SERVICE_TYPES, SENDER_PAYS_VALUES } from '../shipping/enums.ts';
import { ZONE_TYPES } from '../inbound/enums.ts';
import type { TShopContract } from '../config/contracts.ts';
import { DEFAULT_EXPRESS_SETTING } from '../config/express-setting.ts';

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

/**
 * The receiver, shipping and money checks of an outbound order (SPEC §3/§5): receiver name, phone (the §5 rule),
 * address; order type; service, payment and note from their enums (payment 4 and 5 read as sender pays); COD,
 * goods value, weight and sizes whole numbers within the shop's contract; the receiver's district and ward not
 * on the block lists. Address ids are resolved by the caller (an unknown ward answers 40006 there).
 */
export function validateOutboundShipping(d: TOutboundShippingDraft, limits: TOutboundLimits, lang: TLang = 'vi'): TFieldError[] {
  const m = OUTBOUND_ORDER_MESSAGES;
  const errors: TFieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  const c = limits.contract;

  for (const [field, max] of Object.entries(OUTBOUND_TEXT_LIMITS)) {
    const v = (d as Record<string, unknown>)[field];
    if (typeof v === 'string' && charLength(v.trim()) > max) add(field, fillLabel(m.tooLong, lang, { max }));
  }
  if (isBlank(d.toName)) add('toName', m.toNameRequired[lang]);
  const phone = validatePhone(d.toPhone ?? '', limits.phonePrefixes, lang);
  if (!phone.ok) add('toPhone', phone.message);
  if (!isBlank(d.fromPhone)) {
    const from = validatePhone(d.fromPhone ?? '', limits.phonePrefixes, lang);
    if (!from.ok) add('fromPhone', from.message);
  }
  if (isBlank(d.toAddress)) add('toAddress', m.toAddressRequired[lang]);
  if (isBlank(d.toWardCode)) add('toWardCode', m.addressInvalid[lang]);
  if (isBlank(d.zoneType) || !(ZONE_TYPES as readonly string[]).includes(String(d.zoneType))) add('zoneType', m.zoneTypeRequired[lang]);

  const service = optionalInt(d.shippingServiceType);
  if (service === 'bad' || (service !== null && !(SERVICE_TYPES as readonly number[]).includes(service))) add('shippingServiceType', m.serviceInvalid[lang]);
  const payment = optionalInt(d.shippingPaymentType);
  if (payment === 'bad' || (payment !== null && payment !== 2 && !SENDER_PAYS_VALUES.includes(payment))) add('shippingPaymentType', m.paymentInvalid[lang]);
  if (!isBlank(d.shippingRequiredNote) && !(REQUIRED_NOTES as readonly string[]).includes(String(d.shippingRequiredNote))) add('shippingRequiredNote', m.noteInvalid[lang]);

  const cod = optionalInt(d.codAmount);
  if (cod === 'bad' || (cod !== null && cod < 0)) add('codAmount', m.codInvalid[lang]);
  else if (cod !== null && cod > c.max_cod) add('codAmount', codOverLimitMessage(cod, c.max_cod, lang)!);
  const value = optionalInt(d.goodsValue);
  if (value === 'bad' || (value !== null && value < 0)) add('goodsValue', m.goodsValueInvalid[lang]);
  else if (value !== null && value > c.max_insurrance) add('goodsValue', fillLabel(m.insuranceOverLimit, lang, { max: formatVnd(c.max_insurrance) }));

  const weight = optionalInt(d.weight);
  if (weight === 'bad' || (weight !== null && weight <= 0)) add('weight', m.weightInvalid[lang]);
  else if (weight !== null && weight > c.max_weight) add('weight', fillLabel(m.weightOverLimit, lang, { max: c.max_weight }));
  const sizes = [
    ['length', c.max_length, m.lengthOverLimit],
    ['width', c.max_width, m.widthOverLimit],
    ['height', c.max_height, m.heightOverLimit],
  ] as const;
  for (const [field, max, label] of sizes) {
    const v = optionalInt(d[field]);
    if (v === 'bad' || (v !== null && v <= 0)) add(field, m.sizeInvalid[lang]);
    else if (v !== null && v > max) add(field, fillLabel(label, lang, { max }));
  }

  if (d.toDistrictId != null && limits.blocks.districts.includes(String(d.toDistrictId))) add('toDistrictId', m.districtBlocked[lang]);
  if (!isBlank(d.toWardCode) && limits.blocks.wards.includes(String(d.toWardCode))) add('toWardCode', m.wardBlocked[lang]);
  return errors;
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
