import {
  feeRouteOf,
  isSenderPays,
  parcelNumbers,
  pickupChoice,
  returnFeeOf,
  routePrice,
  SERVICE_IDS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  toRowId,
  type TFeeBreakdown,
  type TFeeCallInput,
  type TFieldError,
  type TLeadtime,
} from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TClientScope } from '../../db/scope.ts';
import { fail, failFields } from '../../lib/errors.ts';
import { getDistrict, zoneOfOld } from '../master-data/index.ts';
import { findShippingOrder } from './get-shipping-order.ts';
import { withPlaceNames } from './place-names.ts';
import { ghnOrderFee, quote, senderOf, serviceTypeOrFail, shopAndTariffsForCall, shopForCall, sidePlaceOf, tariffInEffect } from './quote.ts';

/** GHN's available-services: the service types the tariff in effect prices between two districts. */
export async function availableServices(db: TDbOrTx, scope: TClientScope, input: { shop_id?: unknown; from_district?: unknown; to_district?: unknown }) {
  const shop = await shopForCall(db, scope, input.shop_id);
  const fromId = input.from_district === undefined || input.from_district === null || input.from_district === '' ? shop.districtId : toRowId(input.from_district);
  const from = fromId === null ? undefined : getDistrict(fromId);
  if (!from) fail(10004);
  const toId = toRowId(input.to_district);
  const to = toId === null ? undefined : getDistrict(toId);
  if (!to) fail(10004);
  const route = feeRouteOf(zoneOfOld(from.id, ''), zoneOfOld(to.id, ''));
  const { tariff } = await tariffInEffect(db);
  return SERVICE_TYPES.filter((t) => routePrice(tariff, t, route) !== null).map((t) => ({ service_id: SERVICE_IDS[t], short_name: SERVICE_TYPE_LABELS[t][scope.lang], service_type_id: t, config_fee_id: '', extra_cost_id: '', standard_config_fee_id: '', standard_extra_cost_id: '' }));
}

/** GHN's fee: the breakdown create would charge for the same parcel now, computed afresh on each call. */
export async function shippingFee(db: TDbOrTx, scope: TClientScope, given: TFeeCallInput): Promise<TFeeBreakdown> {
  const lang = scope.lang;
  const input = withPlaceNames(given, ['to', 'from'], lang);
  const { shop, tariffs } = await shopAndTariffsForCall(db, scope, input.shop_id);
  const errors: TFieldError[] = [];
  const parcel = parcelNumbers(input as Record<string, unknown>, lang, errors);
  if (errors.length) failFields(errors);
  const serviceType = serviceTypeOrFail(input, lang);
  const to = sidePlaceOf(input as Record<string, unknown>, 'to', lang, false, false);
  const sender = await senderOf(db, shop, input as Record<string, unknown>, lang, true);
  const pickup = pickupChoice(input.pickup_time);
  const q = await quote(db, { serviceType, from: sender.place, to, ...parcel, pickAtStation: sender.stationId !== null, coupon: input.coupon?.trim() || null, pickupBefore12: pickup.before12, pickupAt: pickup.pickupAt, at: new Date(), lang, tariffs });
  return q.fee;
}

const dateKey = (unix: number) => new Date(unix * 1000 + 7 * 3600_000).toISOString().slice(0, 10);

/** GHN's leadtime: unix seconds, the 12:00 pickup cut-off moving it a day. */
export async function shippingLeadtime(
  db: TDbOrTx,
  scope: TClientScope,
  given: { shop_id?: unknown; from_district_id?: unknown; from_ward_code?: unknown; to_district_id?: unknown; to_ward_code?: unknown; service_id?: unknown; service_type_id?: unknown; pickup_time?: boolean | number | string | null },
): Promise<TLeadtime> {
  const lang = scope.lang;
  const input = withPlaceNames(given, ['to', 'from'], lang);
  const shop = await shopForCall(db, scope, input.shop_id);
  const serviceType = serviceTypeOrFail(input, lang);
  const to = sidePlaceOf(input as Record<string, unknown>, 'to', lang, false, false);
  const sender = await senderOf(db, shop, input as Record<string, unknown>, lang, true);
  const pickup = pickupChoice(input.pickup_time);
  const q = await quote(db, { serviceType, from: sender.place, to, weight: 1, length: 1, width: 1, height: 1, codAmount: 0, insuranceValue: 0, pickAtStation: false, coupon: null, pickupBefore12: pickup.before12, pickupAt: pickup.pickupAt, at: new Date(), lang });
  return {
    leadtime: q.leadtime.leadtime,
    order_date: q.leadtime.order_date,
    leadtime_order: { from_estimate_date: dateKey(q.leadtime.pickup_date), to_estimate_date: dateKey(q.leadtime.leadtime) },
  };
}

/**
 * GHN's soc: the charged fees under `detail` (create's fee names, with redelivery fees booked since) and what was
 * paid under `payment`: the order's fee and who pays it, booked at creation.
 */
export async function orderFee(db: TDbOrTx, scope: TClientScope, orderCode: string | null | undefined) {
  const o = await findShippingOrder(db, { orderCode }, scope);
  // who pays (1 sender, 2 receiver) the order's fee; paid_date stays null here: the COD transfer settles it
  const payment = [{ value: o.totalFee, payment_type: isSenderPays(o.paymentTypeId) ? 1 : 2, paid_date: null, created_date: o.createdAt.toISOString() }];
  return { detail: { ...ghnOrderFee(o.fee), order_code: o.orderCode, redelivery_fee: o.redeliveryFee, total: o.totalFee }, payment };
}

/** What returning the order would cost (its service fee times the tariff's return rate), and a redelivery. */
export async function orderReturnFee(db: TDbOrTx, scope: TClientScope, orderCode: string | null | undefined) {
  const o = await findShippingOrder(db, { orderCode }, scope);
  const { tariff } = await tariffInEffect(db);
  return { order_code: o.orderCode, return_fee: returnFeeOf(tariff, o.fee.service_fee), redelivery_fee: tariff.redeliveryFee };
}
