import { and, asc, eq, inArray } from 'drizzle-orm';
import { computeLeadtime, SERVICE_IDS, type TOrderLog, type TServiceType, type TShippingOrderDetail } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { fail } from '../../lib/errors.ts';
import { userNamesByIds } from '../accounts/index.ts';
import { isCodTransferred } from '../money/index.ts';
import { storedAddress2025, storedAddressUnits } from '../master-data/index.ts';
import { shippingOrderLogs, shippingOrders, shippingStations } from './schema.ts';

type TOrderRow = typeof shippingOrders.$inferSelect;

/** The order by its code or the shop's client_order_code, within the scope (60000 otherwise). */
export async function findShippingOrder(db: TDbOrTx, ref: { orderCode?: string | null; clientOrderCode?: string | null; shopId?: number | null }, scope: TDataScope): Promise<TOrderRow> {
  const o = shippingOrders;
  const code = ref.orderCode?.trim();
  const clientCode = ref.clientOrderCode?.trim();
  if (!code && !clientCode) fail(1001);
  const byRef = code
    ? eq(o.orderCode, code)
    : and(eq(o.clientOrderCode, clientCode!), ref.shopId ? eq(o.shopId, ref.shopId) : undefined);
  const [row] = await db.select().from(o).where(and(byRef, inScope(o.clientId, scope))).orderBy(asc(o.id)).limit(1);
  if (!row) fail(60000);
  return row;
}

/** An order's status log, oldest first, with who made each change and at which station. */
export async function orderLogs(db: TDbOrTx, orderId: number): Promise<TOrderLog[]> {
  const l = shippingOrderLogs;
  const rows = await db.select().from(l).where(eq(l.orderId, orderId)).orderBy(asc(l.id));
  const names = await userNamesByIds(db, rows.map((r) => r.actorUserId));
  const stationIds = [...new Set(rows.map((r) => r.stationId).filter((x): x is number => x !== null))];
  const stations = stationIds.length ? await db.select({ id: shippingStations.id, name: shippingStations.name }).from(shippingStations).where(inArray(shippingStations.id, stationIds)) : [];
  const stationName = new Map(stations.map((s) => [s.id, s.name]));
  return rows.map((r) => ({
    status: r.toStatus,
    from_status: r.fromStatus,
    updated_date: r.createdAt.toISOString(),
    reason: r.reason,
    reason_code: r.reasonCode,
    actor_type: r.actorType,
    actor_name: r.actorUserId === null ? null : (names.get(r.actorUserId) ?? null),
    hub_name: r.stationId === null ? null : (stationName.get(r.stationId) ?? null),
  }));
}

/** GHN's `*_v2` fields of one side: its 2025 address (an old one converted, null ward for a split one). */
function address2025Of<P extends 'from' | 'to' | 'return'>(p: P, scheme: string, provinceId: number | null, districtId: number | null, wardCode: string | null) {
  const a = storedAddress2025(provinceId, scheme === '2025' ? null : districtId, wardCode);
  return {
    [`is_new_${p}_address`]: scheme === '2025',
    [`${p}_province_id_v2`]: a.province?.id ?? null,
    [`${p}_province_name_v2`]: a.province?.fullName ?? null,
    [`${p}_ward_id_v2`]: a.ward ? Number(a.ward.code) : null,
    [`${p}_ward_code_v2`]: a.ward?.code ?? null,
    [`${p}_ward_name_v2`]: a.ward?.fullName ?? null,
  } as Record<`is_new_${P}_address`, boolean> & Record<`${P}_province_id_v2` | `${P}_ward_id_v2`, number | null> & Record<`${P}_province_name_v2` | `${P}_ward_code_v2` | `${P}_ward_name_v2`, string | null>;
}

/** The detail answer (GHN's field names) of a stored order. */
export async function shippingOrderDetail(db: TDbOrTx, o: TOrderRow): Promise<TShippingOrderDetail> {
  const address = storedAddressUnits(o.toProvinceId, o.toDistrictId, o.toWardCode);
  // the planned pickup: the time asked for, else the start of the pickup day the lead time counts from
  const pickupAt = o.pickupAt ?? new Date(computeLeadtime(0, o.createdAt.getTime(), o.pickupBefore12).pickup_date * 1000);
  return {
    _id: String(o.id),
    order_code: o.orderCode,
    client_order_code: o.clientOrderCode,
    shop_id: o.shopId,
    client_id: o.clientId,
    status: o.status,
    from_name: o.fromName,
    from_phone: o.fromPhone,
    from_address: o.fromAddress,
    from_ward_code: o.fromWardCode,
    from_district_id: o.fromDistrictId,
    return_name: o.fromName,
    return_phone: o.returnPhone,
    return_address: o.returnAddress,
    return_ward_code: o.returnWardCode ?? o.fromWardCode,
    return_district_id: o.returnWardCode === null ? o.fromDistrictId : o.returnDistrictId,
    to_name: o.toName,
    to_phone: o.toPhone,
    to_address: o.toAddress,
    to_ward_code: o.toWardCode,
    to_district_id: o.toDistrictId,
    to_full_address: [o.toAddress, address.label].filter(Boolean).join(', '),
    ...address2025Of('from', o.fromAddressScheme, o.fromProvinceId, o.fromDistrictId, o.fromWardCode),
    ...(o.returnWardCode === null
      ? address2025Of('return', o.fromAddressScheme, o.fromProvinceId, o.fromDistrictId, o.fromWardCode)
      : address2025Of('return', o.returnAddressScheme, o.returnProvinceId, o.returnDistrictId, o.returnWardCode)),
    ...address2025Of('to', o.toAddressScheme, o.toProvinceId, o.toDistrictId, o.toWardCode),
    weight: o.weight,
    length: o.length,
    width: o.width,
    height: o.height,
    converted_weight: o.convertedWeight,
    service_type_id: o.serviceTypeId,
    service_id: SERVICE_IDS[o.serviceTypeId as TServiceType] ?? o.serviceTypeId,
    payment_type_id: o.paymentTypeId,
    cod_amount: o.codAmount,
    insurance_value: o.insuranceValue,
    required_note: o.requiredNote,
    content: o.content,
    note: o.note,
    coupon: o.coupon,
    pick_station_id: o.pickStationId,
    deliver_station_id: o.deliverStationId,
    pick_hub_id: o.pickHubId,
    current_hub_id: o.currentStationId,
    sort_code: o.sortCode,
    pickup_time: pickupAt.toISOString(),
    pickup_before_12: o.pickupBefore12,
    pick_shift: o.pickShift,
    tag: [],
    leadtime: o.leadtime.toISOString(),
    order_date: o.createdAt.toISOString(),
    created_date: o.createdAt.toISOString(),
    updated_date: o.updatedAt.toISOString(),
    finish_date: o.finishedAt?.toISOString() ?? null,
    total_fee: o.totalFee,
    fee: o.fee,
    is_cod_collected: o.codCollected !== null,
    cod_failed_amount: 0,
    is_cod_transferred: o.codCollected !== null && o.codCollected > 0 ? await isCodTransferred(db, o.shopId, o.orderCode) : false,
    cod_collect_date: o.codCollectedAt?.toISOString() ?? null,
    redelivery_fee: o.redeliveryFee,
    // GHN numbers each item of an order: the order code and the item's position
    items: o.items.map((item, i) => ({ ...item, item_order_code: `${o.orderCode}_${i + 1}` })),
    log: await orderLogs(db, o.id),
  };
}
