import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  computeFee,
  messageFor,
  computeLeadtime,
  feeRouteOf,
  resolveServiceType,
  routePrice,
  serviceTypeError,
  toRowId,
  type TConfigEntry,
  type TFeeBreakdown,
  type TShopContract,
  type TFeeRoute,
  type TGhnOrderFee,
  type TLang,
  type TServiceType,
  type TTariff,
} from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TClientScope } from '../../db/scope.ts';
import { documentCodeOf, documentNumberSql } from '../../db/document-codes.ts';
import { qualified } from '../../db/qualified.ts';
import { configEntriesOf, DEFAULT_CONTRACT, globalConfigJsonSql, shopContractJsonSql } from '../config/index.ts';
import { DomainError, fail, failFields } from '../../lib/errors.ts';
import { findShopOfClient, findShopOfClientWith, type TShopRecord } from '../accounts/index.ts';
import { getDistrict, getProvince, getWard, remoteFeeOf, remoteWards2025, splitFailure, zoneOfOld } from '../master-data/index.ts';
import { isNewAddress, place2025Of, type TSide } from './places-2025.ts';
import { tariffRows, tariffRowsOfVersion, tariffVersionSql, type TTariffRow } from './ref-cache.ts';
import { shippingHubs, shippingOrders, shippingStations, shippingWebhooks } from './schema.ts';

export interface TTariffInEffect {
  id: number;
  tariff: TTariff;
  /** when the next tariff already saved takes effect (epoch ms), null when none is waiting */
  until: number | null;
}

/** The tariff in effect at an instant: the newest whose effective date has passed (60015 when none). */
export async function tariffInEffect(db: TDbOrTx, at: Date = new Date()): Promise<TTariffInEffect> {
  return tariffInEffectOf(await tariffRows(db), at);
}

/** The same among tariff rows already read (the newest effective date first). */
function tariffInEffectOf(rows: TTariffRow[], at: Date): TTariffInEffect {
  const t = at.getTime();
  // a plain loop: this runs on every quote (rows: the newest effective date first)
  let until: number | null = null;
  for (const row of rows) {
    const from = row.effectiveFrom.getTime();
    if (from <= t) return { id: row.id, tariff: row.tariff, until };
    until = from;
  }
  fail(60015);
}

import type { TPlace } from './place.ts';
export type { TPlace };

/** Places already checked, by district id and ward code: administrative units are static data. */
const places = new Map<string, TPlace>();

/**
 * A district id and ward code (pre-2025) checked to belong together (10004 / 10005 with the field named). With
 * `splitFails` (an address a caller sends now), an old ward split between several 2025 wards answers 10006 listing
 * the candidates: nothing is guessed. A stored one (a shop's, a hub's, an order's) is zoned by its candidates.
 */
export function placeOf(districtRaw: unknown, wardRaw: unknown, fields: { district: string; ward: string }, lang: TLang, wardOptional = false, splitFails = false): TPlace {
  const place = checkedPlaceOf(districtRaw, wardRaw, fields, lang, wardOptional);
  if (splitFails && place.zone.wardCodes.length > 1) throw splitFailure(place.districtId!, place.wardCode, fields.ward, lang);
  return place;
}

function checkedPlaceOf(districtRaw: unknown, wardRaw: unknown, fields: { district: string; ward: string }, lang: TLang, wardOptional: boolean): TPlace {
  const districtId = toRowId(districtRaw);
  const wardCode = typeof wardRaw === 'number' ? String(wardRaw).padStart(5, '0') : typeof wardRaw === 'string' ? wardRaw.trim() : '';
  const key = `${districtId}|${wardCode}`;
  const known = places.get(key);
  if (known) return known;
  const district = districtId === null ? undefined : getDistrict(districtId);
  if (!district) throw fieldError(10004, fields.district, lang);
  if (wardCode === '' && wardOptional) {
    // GHN's fee and leadtime take a district alone: the route is priced by province and region; no ward, no
    // ward surcharge (remote areas are wards)
    const province = getProvince(district.provinceId)!;
    return { scheme: 'v1', provinceId: province.id, provinceCode: province.code, regionId: province.regionId, districtId: district.id, districtCode: district.code, wardCode: '', label: [district.fullName, province.fullName].join(', '), zone: zoneOfOld(district.id, '') };
  }
  const ward = wardCode === '' ? undefined : getWard(/^\d{1,5}$/.test(wardCode) ? wardCode.padStart(5, '0') : wardCode);
  if (!ward || ward.districtId !== district.id) throw fieldError(10005, fields.ward, lang);
  const province = getProvince(district.provinceId)!;
  const place: TPlace = {
    scheme: 'v1',
    provinceId: province.id,
    provinceCode: province.code,
    regionId: province.regionId,
    districtId: district.id,
    districtCode: district.code,
    wardCode: ward.code,
    label: [ward.fullName, district.fullName, province.fullName].join(', '),
    zone: zoneOfOld(district.id, ward.code),
  };
  // only valid pairs are kept: at most the country's wards (about 10,600) under a few spellings
  if (places.size < 50_000) places.set(key, place);
  return place;
}

/**
 * A side's address as a caller sends it now: a 2025 one with the side's `is_new_*_address` flag, else a pre-2025
 * one (with `splitFails`, a split old ward answers 10006 with its candidates; without, it is kept as sent and
 * zoned by its candidates, and `quote` refuses it only when the candidates would be priced differently).
 */
export function sidePlaceOf(input: Record<string, unknown>, side: TSide, lang: TLang, wardOptional = false, splitFails = true): TPlace {
  if (isNewAddress(input, side)) return place2025Of(input, side, lang, wardOptional);
  return placeOf(input[`${side}_district_id`], input[`${side}_ward_code`], { district: `${side}_district_id`, ward: `${side}_ward_code` }, lang, wardOptional, splitFails);
}

/** A stored address (a shop's, a hub's, an order's) with its scheme. */
export function storedPlaceOf(scheme: string | null | undefined, provinceId: number | null, districtId: number | null, wardCode: string | null, fields: { district: string; ward: string }, lang: TLang): TPlace {
  if (scheme === '2025') return place2025Of({ stored_province_id: provinceId, stored_ward_code: wardCode }, 'stored', lang);
  return placeOf(districtId, wardCode, fields, lang);
}

function fieldError(code: number, field: string, lang: TLang): DomainError {
  return new DomainError(code, { data: { errors: [{ field, message: messageFor(code, lang) }] } });
}

/** The shop a call acts for: `shop_id` of the body when it is one of the client's shops, else the caller's shop. */
export async function shopForCall(db: TDbOrTx, scope: TClientScope, shopIdRaw: unknown): Promise<TShopRecord> {
  const shop = await findShopOfClient(db, scope.clientId, shopIdOfCall(scope, shopIdRaw));
  if (!shop || !shop.isActive) fail(60016);
  return shop;
}

function shopIdOfCall(scope: TClientScope, shopIdRaw: unknown): number {
  const asked = shopIdRaw === undefined || shopIdRaw === null || shopIdRaw === '' ? null : toRowId(shopIdRaw);
  if (shopIdRaw !== undefined && shopIdRaw !== null && shopIdRaw !== '' && asked === null) fail(60016);
  const shopId = asked ?? scope.shopId;
  if (shopId === null) fail(60016);
  return shopId;
}

/**
 * The shop a quote acts for and the tariffs, in one statement: the shop's row carries the tariff table's version,
 * and the rows are read only when this process has not seen that version yet (a tariff saved a moment ago on
 * another process is the one used).
 */
export async function shopAndTariffsForCall(db: TDbOrTx, scope: TClientScope, shopIdRaw: unknown): Promise<{ shop: TShopRecord; tariffs: TTariffRow[] }> {
  const found = await findShopOfClientWith(db, scope.clientId, shopIdOfCall(scope, shopIdRaw), tariffVersionSql());
  if (!found || !found.shop.isActive) fail(60016);
  return { shop: found.shop, tariffs: await tariffRowsOfVersion(db, found.also) };
}

/** What an express create reads before it writes, in one statement (shopForCreate). */
export interface TCreateContext {
  shop: TShopRecord;
  tariffs: TTariffRow[];
  config: TConfigEntry[];
  contract: TShopContract;
  /** the shop's order of the call's client_order_code, when it has one */
  existingId: number | null;
  /** the shop's active webhook's address, null when it has none */
  hookUrl: string | null;
  /** the new order's code (null for a preview): drawn here, so a create that fails later leaves a gap */
  orderCode: string | null;
}

/**
 * The shop an express create acts for, with everything else the create reads before it writes: the tariffs'
 * version, the global config, the shop's contract, the order already made with the client order code, the shop's
 * webhook and the next order number, in one round trip (they were seven: at 20 parallel creates the round trips,
 * not the database's work, were most of a create's time).
 */
export async function shopForCreate(db: TDbOrTx, scope: TClientScope, shopIdRaw: unknown, clientOrderCode: string, opts: { preview: boolean; now: Date }): Promise<TCreateContext> {
  const o = shippingOrders;
  const w = shippingWebhooks;
  const also = (shopId: PgColumn) => sql<{ version: string; config: Record<string, string> | null; contract: TShopContract | null; existing: number | null; hook: string | null; n: string | null }>`json_build_object(
    'version', ${tariffVersionSql()}, 'config', ${globalConfigJsonSql()}, 'contract', ${shopContractJsonSql(shopId)},
    'existing', (select ${qualified(o.id)} from ${o} where ${qualified(o.shopId)} = ${qualified(shopId)} and ${qualified(o.clientOrderCode)} = ${clientOrderCode} and ${clientOrderCode} <> '' limit 1),
    'hook', (select ${qualified(w.url)} from ${w} where ${qualified(w.shopId)} = ${qualified(shopId)} and ${qualified(w.isActive)} limit 1),
    'n', ${opts.preview ? sql`null` : documentNumberSql('GY')})`;
  const found = await findShopOfClientWith(db, scope.clientId, shopIdOfCall(scope, shopIdRaw), also);
  if (!found || !found.shop.isActive) fail(60016);
  const a = found.also;
  return {
    shop: found.shop,
    tariffs: await tariffRowsOfVersion(db, a.version),
    config: configEntriesOf(a.config),
    contract: a.contract ?? DEFAULT_CONTRACT,
    existingId: a.existing,
    hookUrl: a.hook,
    orderCode: a.n === null ? null : documentCodeOf('GY', a.n, opts.now),
  };
}

export interface TSender {
  name: string;
  phone: string;
  address: string;
  place: TPlace;
  hubId: number | null;
  stationId: number | null;
}

/**
 * Where the parcel is picked up: a station the shop hands it in at (pick_station_id), one of the shop's hubs
 * (pick_hub_id), the from_* fields, or the shop's own address, in that order.
 */
export async function senderOf(db: TDbOrTx, shop: TShopRecord, input: Record<string, unknown>, lang: TLang, wardOptional = false, splitFails = false): Promise<TSender> {
  const stationId = toRowId(input.pick_station_id);
  let station: typeof shippingStations.$inferSelect | undefined;
  if (input.pick_station_id !== undefined && input.pick_station_id !== null && input.pick_station_id !== 0 && input.pick_station_id !== '') {
    [station] = stationId === null ? [] : await db.select().from(shippingStations).where(and(eq(shippingStations.id, stationId), eq(shippingStations.isActive, true))).limit(1);
    if (!station) fail(60018);
  }
  const hubRaw = input.pick_hub_id;
  if (hubRaw !== undefined && hubRaw !== null && hubRaw !== '' && hubRaw !== 0) {
    const hubId = toRowId(hubRaw);
    const [hub] = hubId === null ? [] : await db.select().from(shippingHubs).where(and(eq(shippingHubs.id, hubId), eq(shippingHubs.shopId, shop.id))).limit(1);
    if (!hub) fail(60017);
    return { name: hub.name, phone: hub.phone, address: hub.address, place: storedPlaceOf(hub.addressScheme, hub.provinceId, hub.districtId, hub.wardCode, { district: 'pick_hub_id', ward: 'pick_hub_id' }, lang), hubId: hub.id, stationId: station?.id ?? null };
  }
  const hasFrom = isNewAddress(input, 'from') || (input.from_district_id !== undefined && input.from_district_id !== null && input.from_district_id !== '');
  const place = hasFrom
    ? sidePlaceOf(input, 'from', lang, wardOptional, splitFails)
    : storedPlaceOf(shop.addressScheme, shop.provinceId, shop.districtId, shop.wardCode, { district: 'from_district_id', ward: 'from_ward_code' }, lang);
  return {
    name: trimmedText(input.from_name) || shop.name,
    phone: trimmedText(input.from_phone) || shop.phone || '',
    address: trimmedText(input.from_address) || shop.address || '',
    place,
    hubId: null,
    stationId: station?.id ?? null,
  };
}

function trimmedText(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

export interface TQuote {
  serviceType: TServiceType;
  route: TFeeRoute;
  fee: TFeeBreakdown;
  tariffId: number;
  /** when the next tariff takes effect (the fee may change then), null when none is waiting */
  tariffUntil: number | null;
  leadtime: { leadtime: number; order_date: number; pickup_date: number };
}

export interface TQuoteInput {
  serviceType: TServiceType;
  from: TPlace;
  to: TPlace;
  weight: number;
  length: number;
  width: number;
  height: number;
  codAmount: number;
  insuranceValue: number;
  pickAtStation: boolean;
  coupon: string | null;
  pickupBefore12: boolean;
  /** GHN's pickup_time or the pick shift's start (ms), when asked */
  pickupAt?: number | null;
  at: Date;
  /** the language of a 10006 error's message */
  lang?: TLang;
  /** the tariff rows when the caller read them already (`shopAndTariffsForCall`), else they are read here */
  tariffs?: TTariffRow[];
}

/** Fee and lead time from the tariff in effect (60005 when the service is not offered on the route). */
export async function quote(db: TDbOrTx, q: TQuoteInput): Promise<TQuote> {
  const { id, tariff, until } = q.tariffs ? tariffInEffectOf(q.tariffs, q.at) : await tariffInEffect(db, q.at);
  // zones and remote areas are the 2025 scheme's: an old address is priced as the 2025 ward it became
  const route = feeRouteOf(q.from.zone, q.to.zone);
  const remote = remoteWards2025(tariff);
  // a split old ward kept as sent is priced only when every candidate gives the same price: nothing is guessed
  for (const [place, side] of [[q.from, 'from'], [q.to, 'to']] as const) {
    if (place.scheme === 'v1' && place.zone.wardCodes.length > 1 && new Set(place.zone.wardCodes.map((c) => remote[c] ?? 0)).size > 1) {
      throw splitFailure(place.districtId!, place.wardCode, `${side}_ward_code`, q.lang ?? 'vi');
    }
  }
  const fee = computeFee({ ...tariff, remoteWards: remote }, {
    serviceType: q.serviceType,
    route,
    weight: q.weight,
    length: q.length,
    width: q.width,
    height: q.height,
    codAmount: q.codAmount,
    insuranceValue: q.insuranceValue,
    fromWardCode: remoteFeeOf(remote, q.from.zone).wardCode,
    toWardCode: remoteFeeOf(remote, q.to.zone).wardCode,
    pickAtStation: q.pickAtStation,
    coupon: q.coupon,
  });
  const price = routePrice(tariff, q.serviceType, route);
  if (!fee || !price) fail(60005);
  return { serviceType: q.serviceType, route, fee, tariffId: id, tariffUntil: until, leadtime: computeLeadtime(price.leadDays, q.at.getTime(), q.pickupBefore12, q.pickupAt ?? null) };
}

export function serviceTypeOrFail(input: { service_type_id?: unknown; service_id?: unknown }, lang: TLang): TServiceType {
  const t = resolveServiceType(input.service_type_id, input.service_id);
  if (t === null) failFields([serviceTypeError(lang)]);
  return t;
}

/** GHN's create-answer fee object from our breakdown. */
export function ghnOrderFee(f: TFeeBreakdown): TGhnOrderFee {
  return {
    main_service: f.service_fee,
    insurance: f.insurance_fee,
    cod_fee: f.cod_fee,
    station_do: 0,
    station_pu: f.pick_station_fee,
    return: f.return_fee,
    r2s: f.r2s_fee,
    return_again: f.return_again,
    coupon: f.coupon_value,
    document_return: f.document_return,
    double_check: f.double_check,
    double_check_deliver: 0,
    pick_remote_areas_fee: f.pick_remote_areas_fee,
    deliver_remote_areas_fee: f.deliver_remote_areas_fee,
    pick_remote_areas_fee_return: 0,
    deliver_remote_areas_fee_return: 0,
    cod_failed_fee: f.cod_failed_fee,
  };
}
