import { and, eq } from 'drizzle-orm';
import {
  assertShippingTransition,
  foldText,
  inBlockList,
  parcelNumbers,
  pickShifts,
  pickupChoice,
  receiverFields,
  ZShippingItem,
  type TCreateShippingOrderInput,
  type TCreatedOrder,
  type TFieldError,
  type TConfigEntry,
  fillLabel,
  SHIPPING_MESSAGES,
  type TGlobalConfigKey,
  type TLang,
  type TPickShift,
} from '@ffm/domain';
import type { TDb, TDbOrTx, TTx } from '../../db/client.ts';
import { pgErrorCode } from '../../db/errors.ts';
import type { TClientScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fail, failFields } from '../../lib/errors.ts';
import { applyMove } from './change-status.ts';
import { phonePrefixesOf } from '../config/index.ts';
import { ghnOrderFee, quote, senderOf, serviceTypeOrFail, shopForCall, shopForCreate, sidePlaceOf, type TPlace } from './quote.ts';
import { withPlaceNames } from './place-names.ts';
import { isNewAddress } from './places-2025.ts';
import { shippingOrderLogs, shippingOrders } from './schema.ts';
import { recordStatusEvent } from './webhook-events.ts';

type TOrderRow = typeof shippingOrders.$inferSelect;

/** GHN's pick_shift ([id]): one of the shifts shift/date lists now, else a field error naming pick_shift. */
function pickShiftOf(raw: readonly (number | string)[] | null | undefined, at: number, lang: TLang): TPickShift | null {
  if (!raw || raw.length === 0) return null;
  const id = Number(raw[0]);
  const shift = pickShifts(at).find((s) => s.id === id);
  if (!shift) failFields([{ field: 'pick_shift', message: fillLabel(SHIPPING_MESSAGES.pickShiftUnknown, lang, { shift: String(raw[0]) }) }]);
  return shift;
}

/** GHN's create answer for a stored order. */
export function createdAnswer(o: Pick<TOrderRow, 'orderCode' | 'sortCode' | 'toWardCode' | 'toDistrictId' | 'fee' | 'totalFee' | 'leadtime' | 'serviceTypeId'>, existed: boolean): TCreatedOrder {
  return {
    order_code: o.orderCode,
    sort_code: o.sortCode,
    trans_type: o.serviceTypeId === 1 ? 'fly' : 'truck',
    ward_encode: o.toWardCode,
    district_encode: o.toDistrictId === null ? '' : String(o.toDistrictId),
    fee: ghnOrderFee(o.fee),
    total_fee: o.totalFee,
    expected_delivery_time: o.leadtime.toISOString(),
    ...(existed ? { existed: true } : {}),
  };
}

/** The sort code printed on the label: province, district and ward of the receiver ('79-760-40'; 2025: '79-26740'). */
function sortCodeOf(to: TPlace): string {
  if (to.scheme === '2025') return `${to.provinceCode}-${to.wardCode}`;
  return `${to.provinceCode}-${to.districtCode}-${to.wardCode.slice(-2)}`;
}

/** The shop's express order of a client order code, if it has one. */
export async function existingByClientCode(db: TDbOrTx, shopId: number, code: string): Promise<TOrderRow | undefined> {
  const [row] = await db.select().from(shippingOrders).where(and(eq(shippingOrders.shopId, shopId), eq(shippingOrders.clientOrderCode, code))).limit(1);
  return row;
}

/** The global config's block lists (each failure with its own code and message). */
function checkBlockLists(entries: readonly TConfigEntry[], from: TPlace, to: TPlace): void {
  const get = (k: TGlobalConfigKey) => entries.find((e) => e.key === k)?.value ?? '';
  // the lists hold pre-2025 district ids and ward codes: a 2025 address (no district, codes of another scheme) is
  // not read against them
  if (from.districtId !== null && inBlockList(get('block_pick_districts'), from.districtId)) fail(60010);
  if (from.scheme === 'v1' && inBlockList(get('block_pick_wards'), from.wardCode)) fail(60011);
  if (to.districtId !== null && inBlockList(get('block_deliver_districts'), to.districtId)) fail(60012);
  if (to.scheme === 'v1' && inBlockList(get('block_deliver_wards'), to.wardCode)) fail(60013);
}

export interface TCreateOptions {
  actorUserId: number | null;
  /** check and quote only (the preview call): nothing is written */
  preview?: boolean;
  now?: Date;
  /**
   * The outbound handover: the warehouse gives the parcel to the provider's courier as the order is made, so the
   * order moves on at once to `picked` (a courier's log row with this reason after the create row, which is the
   * system's rather than the shop's), and the shop's cancel and receiver edits follow that status's rules.
   */
  pickedUp?: { reason: string };
  /**
   * The addresses are stored ones (an outbound order's, a warehouse's): an old ward split between 2025 wards is
   * kept as stored rather than refused (a caller's new receiver address must name one ward: 10006).
   */
  storedAddresses?: boolean;
}

/**
 * The express order's create use case, shared by the API (create, preview), the web form and the outbound
 * handover: SPEC §5 phone and address rules, the shop's limits, the global block lists, the fee and lead time from
 * the tariff in effect (the fee charged is the fee quoted), then the order in `ready_to_pick` with its first log
 * row (and, handed over by the warehouse, `picked` with its second). A `client_order_code` the shop already used answers that order (`existed: true`), creating nothing.
 */
export async function createShippingOrder(tx: TTx, scope: TClientScope, given: TCreateShippingOrderInput, opts: TCreateOptions = { actorUserId: scope.userId }): Promise<TCreatedOrder> {
  const lang: TLang = scope.lang;
  const input = withPlaceNames(given, ['to', 'from', 'return'], lang);
  const clientOrderCode = (input.client_order_code ?? '').trim();
  const now = opts.now ?? new Date();
  const preview = opts.preview === true;
  const ctx = await shopForCreate(tx, scope, input.shop_id, preview ? '' : clientOrderCode, { preview, now });
  const shop = ctx.shop;
  if (ctx.existingId !== null) {
    const [first] = await tx.select().from(shippingOrders).where(eq(shippingOrders.id, ctx.existingId));
    if (first) return createdAnswer(first, true);
  }
  const raw = input as Record<string, unknown>;
  const errors: TFieldError[] = [];
  const receiver = receiverFields(raw, phonePrefixesOf(ctx.config), lang, errors);
  const parcel = parcelNumbers(raw, lang, errors);
  if (errors.length) failFields(errors);
  const serviceType = serviceTypeOrFail(input, lang);
  const to = sidePlaceOf(raw, 'to', lang, false, !opts.storedAddresses);
  const sender = await senderOf(tx, shop, raw, lang);

  const contract = ctx.contract;
  if (parcel.codAmount > contract.max_cod) fail(60006, { data: { max_cod: contract.max_cod } });
  if (parcel.weight > contract.max_weight) fail(60007, { data: { max_weight: contract.max_weight } });
  if (parcel.length > contract.max_length || parcel.width > contract.max_width || parcel.height > contract.max_height) {
    fail(60008, { data: { max_length: contract.max_length, max_width: contract.max_width, max_height: contract.max_height } });
  }
  if (parcel.insuranceValue > contract.max_insurrance) fail(60009, { data: { max_insurrance: contract.max_insurrance } });
  checkBlockLists(ctx.config, sender.place, to);

  const shift = pickShiftOf(input.pick_shift, now.getTime(), lang);
  const pickup = shift ? { before12: true, pickupAt: shift.startsAt } : pickupChoice(input.pickup_time);
  const pickupBefore12 = pickup.before12;
  const hasReturnPlace = isNewAddress(raw, 'return') || (input.return_district_id ?? '') !== '' || (input.return_ward_code ?? '') !== '';
  const returnPlace = hasReturnPlace ? sidePlaceOf(raw, 'return', lang, false, !opts.storedAddresses) : null;
  const q = await quote(tx, {
    tariffs: ctx.tariffs,
    serviceType,
    from: sender.place,
    to,
    ...parcel,
    pickAtStation: sender.stationId !== null,
    coupon: input.coupon?.trim() || null,
    pickupBefore12,
    pickupAt: pickup.pickupAt,
    at: now,
    lang,
  });
  const items = (input.items ?? []).map((i) => ZShippingItem.parse(i));
  const sortCode = sortCodeOf(to);
  const leadtime = new Date(q.leadtime.leadtime * 1000);
  if (opts.preview) {
    return createdAnswer({ orderCode: '', sortCode, toWardCode: to.wardCode, toDistrictId: to.districtId, fee: q.fee, totalFee: q.fee.total, leadtime, serviceTypeId: serviceType }, false);
  }

  const orderCode = ctx.orderCode!;
  const [row] = await tx
    .insert(shippingOrders)
    .values({
      orderCode,
      clientId: scope.clientId,
      shopId: shop.id,
      clientOrderCode,
      status: 'ready_to_pick',
      fromName: sender.name,
      fromPhone: sender.phone,
      fromAddress: sender.address,
      fromProvinceId: sender.place.provinceId,
      fromDistrictId: sender.place.districtId,
      fromWardCode: sender.place.wardCode,
      fromAddressScheme: sender.place.scheme,
      returnPhone: (input.return_phone ?? '').trim() || sender.phone,
      returnAddress: (input.return_address ?? '').trim() || sender.address,
      returnDistrictId: returnPlace?.districtId ?? null,
      returnWardCode: returnPlace?.wardCode ?? null,
      returnProvinceId: returnPlace?.scheme === '2025' ? returnPlace.provinceId : null,
      returnAddressScheme: returnPlace?.scheme ?? 'v1',
      toName: receiver.toName,
      toPhone: receiver.toPhone,
      toAddress: receiver.toAddress,
      toProvinceId: to.provinceId,
      toDistrictId: to.districtId,
      toWardCode: to.wardCode,
      toAddressScheme: to.scheme,
      weight: parcel.weight,
      length: parcel.length,
      width: parcel.width,
      height: parcel.height,
      convertedWeight: q.fee.calculated_weight,
      serviceTypeId: serviceType,
      paymentTypeId: receiver.paymentType,
      codAmount: parcel.codAmount,
      insuranceValue: parcel.insuranceValue,
      requiredNote: receiver.requiredNote,
      content: (input.content ?? '').trim(),
      note: (input.note ?? '').trim(),
      coupon: q.fee.coupon_value > 0 ? (input.coupon ?? '').trim().toUpperCase() : '',
      pickStationId: sender.stationId,
      pickHubId: sender.hubId,
      sortCode,
      pickupBefore12,
      pickupAt: pickup.pickupAt === null ? null : new Date(pickup.pickupAt),
      pickShift: shift ? [shift.id] : [],
      tariffId: q.tariffId,
      fee: q.fee,
      totalFee: q.fee.total,
      items,
      leadtime,
      createdBy: opts.actorUserId,
      createdAt: now,
      updatedAt: now,
      searchName: foldText(receiver.toName),
    })
    .returning();
  const order = row!;
  await tx
    .insert(shippingOrderLogs)
    // made by the warehouse's handover, not by the shop: the system's row (the staff member who handed it over)
    .values({ orderId: order.id, fromStatus: null, toStatus: 'ready_to_pick', actorType: opts.pickedUp ? 'system' : 'shop', actorUserId: opts.actorUserId, reason: null, createdAt: now });
  await recordStatusEvent(tx, order, 'create', null, null, ctx.hookUrl);
  if (opts.pickedUp && assertShippingTransition(order.status, 'picked').ok) {
    await applyMove(tx, order, { to: 'picked', actorType: 'courier', actorUserId: opts.actorUserId, reason: opts.pickedUp.reason });
  }
  return createdAnswer(order, false);
}

/**
 * The create call: the use case in its own transaction. Two creates racing with one `client_order_code` both get
 * the first order: the loser's insert hits the unique index, and it answers the winner's order.
 */
export async function createShippingOrderCall(db: TDb, scope: TClientScope, input: TCreateShippingOrderInput, actorUserId: number | null): Promise<TCreatedOrder> {
  try {
    return await inTransaction(db, (tx) => createShippingOrder(tx, scope, input, { actorUserId }));
  } catch (err) {
    const code = (input.client_order_code ?? '').trim();
    if (pgErrorCode(err) !== '23505' || code === '') throw err;
    const shop = await shopForCall(db, scope, input.shop_id);
    const first = await existingByClientCode(db, shop.id, code);
    if (!first) throw err;
    return createdAnswer(first, true);
  }
}

