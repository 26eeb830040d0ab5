import { eq } from 'drizzle-orm';
import {
  foldText,
  parcelNumbers,
  receiverFields,
  SHIPPING_COD_EDITABLE_STATUSES,
  SHIPPING_EDITABLE_STATUSES,
  toInt,
  type TFieldError,
  SHIPPING_MESSAGES,
  type TLang,
  type TServiceType,
  type TUpdateShippingOrderInput,
} from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TClientScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fail, failFields } from '../../lib/errors.ts';
import { readPhonePrefixes, readShopContract } from '../config/index.ts';
import { verifyOtp } from '../messaging/index.ts';
import { lockShippingOrder } from './change-status.ts';
import { findShippingOrder } from './get-shipping-order.ts';
import { place2025Of, sendsNewAddress } from './places-2025.ts';
import { placeOf, quote, sidePlaceOf, storedPlaceOf } from './quote.ts';
import { withPlaceNames } from './place-names.ts';
import { shippingOrders } from './schema.ts';
import { recordOrderEvent } from './webhook-events.ts';

/** Receiver and parcel can change until the parcel is picked up; COD until it is delivered or on its way back. */
const EDITABLE = SHIPPING_EDITABLE_STATUSES;
const COD_EDITABLE = SHIPPING_COD_EDITABLE_STATUSES;

function given(v: unknown): boolean {
  return v !== undefined && v !== null && v !== '';
}

/**
 * SPEC §3 OTP purpose update_order: a shop user changing an order's receiver or COD in the web portal confirms with
 * the code genOTP sent to the registered phone. `required` is false for calls with an API token (the token is the
 * integration's credential, as with GHN) and for provider staff in the console.
 */
export interface TOrderOtp {
  required: boolean;
  code?: string | null;
}

/** The OTP rule of a caller: shop users in a web session confirm; API tokens and provider staff do not. */
export function orderOtpOf(auth: { via: 'web' | 'api'; user: { kind: 'client' | 'staff' } }, code: string | null | undefined): TOrderOtp {
  return { required: auth.via === 'web' && auth.user.kind === 'client', code };
}

/** Checks (and uses up) the update_order code when the change needs one: 70014 none given, 70002 wrong, 70004 expired. */
async function confirmOrderOtp(db: TDb, scope: TClientScope, otp: TOrderOtp, changes: boolean): Promise<void> {
  if (!otp.required || !changes) return;
  const code = otp.code?.trim();
  if (!code) fail(70014);
  await verifyOtp(db, { userId: scope.userId, purpose: 'update_order', code });
}

/**
 * Whether the update changes who receives the parcel or where (name, phone, address, district, ward; or a 2025
 * province and ward, compared once read: one that cannot be read counts as a change).
 */
function changesReceiver(o: { toName: string; toPhone: string; toAddress: string; toDistrictId: number | null; toWardCode: string; toProvinceId: number; toAddressScheme: string }, input: TUpdateShippingOrderInput, lang: TLang): boolean {
  const differs = (v: unknown, current: unknown) => given(v) && String(v).trim() !== String(current);
  if (differs(input.to_name, o.toName) || differs(input.to_phone, o.toPhone) || differs(input.to_address, o.toAddress)) return true;
  const raw = input as Record<string, unknown>;
  if (sendsNewAddress(raw, 'to')) {
    try {
      const p = place2025Of(raw, 'to', lang);
      return o.toAddressScheme !== '2025' || p.provinceId !== o.toProvinceId || p.wardCode !== o.toWardCode;
    } catch {
      return true;
    }
  }
  return differs(input.to_district_id, o.toDistrictId) || differs(input.to_ward_code, o.toWardCode);
}

/**
 * GHN's update: the fields given replace the order's, checked with the create rules and the shop's limits; the
 * fee is recomputed with the tariff the order was created under. Posts update_fee / update_weight callbacks.
 */
export async function updateShippingOrder(db: TDb, scope: TClientScope, sent: TUpdateShippingOrderInput, otp: TOrderOtp = { required: false }): Promise<null> {
  const lang = scope.lang;
  const input = withPlaceNames(sent, ['to'], lang);
  const code = input.order_code?.trim();
  if (!code) fail(1001);
  // the code is checked before the order is locked: a wrong try is kept even though the change is refused
  if (otp.required) {
    const current = await findShippingOrder(db, { orderCode: code }, scope);
    if (EDITABLE.includes(current.status)) await confirmOrderOtp(db, scope, otp, changesReceiver(current, input, lang));
  }
  await inTransaction(db, async (tx) => {
    const o = await lockShippingOrder(tx, code, scope);
    if (!o) fail(60000);
    if (!EDITABLE.includes(o.status)) fail(60014, { data: { status: o.status } });
    const merged: Record<string, unknown> = {
      to_name: input.to_name ?? o.toName,
      to_phone: input.to_phone ?? o.toPhone,
      to_address: input.to_address ?? o.toAddress,
      required_note: input.required_note ?? o.requiredNote,
      payment_type_id: input.payment_type_id ?? o.paymentTypeId,
      weight: given(input.weight) ? input.weight : o.weight,
      length: given(input.length) ? input.length : o.length,
      width: given(input.width) ? input.width : o.width,
      height: given(input.height) ? input.height : o.height,
      insurance_value: given(input.insurance_value) ? input.insurance_value : o.insuranceValue,
      cod_amount: o.codAmount,
    };
    const errors: TFieldError[] = [];
    const receiver = receiverFields(merged, await readPhonePrefixes(tx), lang, errors);
    const parcel = parcelNumbers(merged, lang, errors);
    if (errors.length) failFields(errors);
    // a new receiver address: a 2025 one with is_new_to_address, else a pre-2025 one (a split old ward answers
    // 10006); otherwise the stored one, read in its scheme
    const to = sendsNewAddress(input as Record<string, unknown>, 'to')
      ? sidePlaceOf(input as Record<string, unknown>, 'to', lang)
      : given(input.to_district_id) || given(input.to_ward_code)
        ? placeOf(input.to_district_id ?? o.toDistrictId, input.to_ward_code ?? o.toWardCode, { district: 'to_district_id', ward: 'to_ward_code' }, lang, false, true)
        : storedPlaceOf(o.toAddressScheme, o.toProvinceId, o.toDistrictId, o.toWardCode, { district: 'to_district_id', ward: 'to_ward_code' }, lang);
    const from = storedPlaceOf(o.fromAddressScheme, o.fromProvinceId, o.fromDistrictId, o.fromWardCode, { district: 'from_district_id', ward: 'from_ward_code' }, lang);
    const contract = await readShopContract(tx, o.shopId);
    if (parcel.weight > contract.max_weight) fail(60007);
    if (parcel.length > contract.max_length || parcel.width > contract.max_width || parcel.height > contract.max_height) fail(60008);
    if (parcel.insuranceValue > contract.max_insurrance) fail(60009);
    const q = await quote(tx, {
      serviceType: o.serviceTypeId as TServiceType,
      from,
      to,
      ...parcel,
      pickAtStation: o.pickStationId !== null,
      coupon: o.coupon || null,
      pickupBefore12: o.pickupBefore12,
      pickupAt: o.pickupAt?.getTime() ?? null,
      at: o.createdAt,
    });
    const [u] = await tx
      .update(shippingOrders)
      .set({
        toName: receiver.toName,
        toPhone: receiver.toPhone,
        toAddress: receiver.toAddress,
        toProvinceId: to.provinceId,
        toDistrictId: to.districtId,
        toWardCode: to.wardCode,
        toAddressScheme: to.scheme,
        requiredNote: receiver.requiredNote,
        paymentTypeId: receiver.paymentType,
        weight: parcel.weight,
        length: parcel.length,
        width: parcel.width,
        height: parcel.height,
        convertedWeight: q.fee.calculated_weight,
        insuranceValue: parcel.insuranceValue,
        note: input.note ?? o.note,
        content: input.content ?? o.content,
        fee: q.fee,
        totalFee: q.fee.total,
        searchName: foldText(receiver.toName),
        updatedAt: new Date(),
      })
      .where(eq(shippingOrders.id, o.id))
      .returning();
    if (u!.weight !== o.weight || u!.convertedWeight !== o.convertedWeight) await recordOrderEvent(tx, u!, 'update_weight');
    if (u!.totalFee !== o.totalFee) await recordOrderEvent(tx, u!, 'update_fee');
  });
  // GHN answers `data: null` (a typed client expects it); the detail call reads the changed order
  return null;
}

/** GHN's updateCOD: a new COD amount (within the shop's max_cod) before delivery; the COD fee follows it. */
export async function updateShippingCod(
  db: TDb,
  scope: TClientScope,
  input: { order_code?: string | null; cod_amount?: unknown },
  otp: TOrderOtp = { required: false },
): Promise<null> {
  const code = input.order_code?.trim();
  if (!code) fail(1001);
  const cod = toInt(input.cod_amount);
  if (cod === null || cod < 0) failFields([{ field: 'cod_amount', message: SHIPPING_MESSAGES.codNotWhole[scope.lang] }]);
  if (otp.required) {
    const current = await findShippingOrder(db, { orderCode: code }, scope);
    if (COD_EDITABLE.includes(current.status)) await confirmOrderOtp(db, scope, otp, current.codAmount !== cod);
  }
  await inTransaction(db, async (tx) => {
    const o = await lockShippingOrder(tx, code, scope);
    if (!o) fail(60000);
    if (!COD_EDITABLE.includes(o.status)) fail(60014, { data: { status: o.status } });
    const contract = await readShopContract(tx, o.shopId);
    if (cod > contract.max_cod) fail(60006, { data: { max_cod: contract.max_cod } });
    if (cod === o.codAmount) return;
    const lang = scope.lang;
    const q = await quote(tx, {
      serviceType: o.serviceTypeId as TServiceType,
      from: storedPlaceOf(o.fromAddressScheme, o.fromProvinceId, o.fromDistrictId, o.fromWardCode, { district: 'from_district_id', ward: 'from_ward_code' }, lang),
      to: storedPlaceOf(o.toAddressScheme, o.toProvinceId, o.toDistrictId, o.toWardCode, { district: 'to_district_id', ward: 'to_ward_code' }, lang),
      weight: o.weight,
      length: o.length,
      width: o.width,
      height: o.height,
      codAmount: cod,
      insuranceValue: o.insuranceValue,
      pickAtStation: o.pickStationId !== null,
      coupon: o.coupon || null,
      pickupBefore12: o.pickupBefore12,
      pickupAt: o.pickupAt?.getTime() ?? null,
      at: o.createdAt,
    });
    const [u] = await tx.update(shippingOrders).set({ codAmount: cod, fee: q.fee, totalFee: q.fee.total, updatedAt: new Date() }).where(eq(shippingOrders.id, o.id)).returning();
    await recordOrderEvent(tx, u!, 'update_cod');
  });
  // GHN answers `data: null` (a typed client expects it); the detail call reads the changed order
  return null;
}
