import { z } from 'zod';
import { chargeableWeightGrams } from '../common/limits.ts';
import { SERVICE_TYPES, type TServiceType } from './enums.ts';
import { areNeighbours2025 } from './zones-2025.ts';

/**
 * The express tariff (SPEC §4-§5, issue "express shipping orders"): what a parcel costs and how long it takes,
 * edited by provider staff and stored with the instant it takes effect. Pure arithmetic, shared by the fee call,
 * the create call (the fee quoted is the fee charged) and the web's live preview. Money is integer VND, weights
 * integer grams; rates are basis points (50 = 0.5 %) so every fee is an integer computed the same way everywhere.
 */

export const FEE_ROUTES = ['intra_province', 'neighbouring', 'intra_region', 'inter_region'] as const;
export type TFeeRoute = (typeof FEE_ROUTES)[number];
export const FEE_ROUTE_LABELS: Record<TFeeRoute, { vi: string; en: string }> = {
  intra_province: { vi: 'Nội tỉnh', en: 'Same province' },
  neighbouring: { vi: 'Tỉnh lân cận', en: 'Neighbouring province' },
  intra_region: { vi: 'Nội miền', en: 'Same region' },
  inter_region: { vi: 'Liên miền', en: 'Other region' },
};

/** The three macro-regions couriers price by (North, Central, South) from the 8 statistical regions (1-8). */
export function macroRegionOf(regionId: number): 'north' | 'central' | 'south' {
  if (regionId <= 3) return 'north';
  if (regionId <= 6) return 'central';
  return 'south';
}

/**
 * The fee zone between two places of the 2025 scheme (issue 24): `provinceId` is the 2025 province's government
 * code as a number and `regionId` its statistical region (see docs/addresses.md for a merged province's). Same
 * province, neighbouring provinces (a land border, `NEIGHBOURS_2025`), same macro-region, or across regions. An old
 * address is zoned by the 2025 province it converts to, so its quote is its converted address's.
 */
export function feeRouteOf(from: { provinceId: number; regionId: number }, to: { provinceId: number; regionId: number }): TFeeRoute {
  if (from.provinceId === to.provinceId) return 'intra_province';
  if (areNeighbours2025(from.provinceId, to.provinceId)) return 'neighbouring';
  return macroRegionOf(from.regionId) === macroRegionOf(to.regionId) ? 'intra_region' : 'inter_region';
}

/** GHN's service ids for our three service types (available-services answers them; fee and create accept either). */
export const SERVICE_IDS: Record<TServiceType, number> = { 1: 53321, 2: 53320, 3: 53322, 5: 100039 };
export function serviceTypeOfId(serviceId: number): TServiceType | null {
  for (const t of SERVICE_TYPES) if (SERVICE_IDS[t] === serviceId) return t;
  return null;
}

const ZVnd = z.number().int().min(0).max(100_000_000);
const ZBp = z.number().int().min(0).max(10_000);

export const ZRoutePrice = z.object({
  /** grams included in the base price */
  baseWeight: z.number().int().min(1).max(100_000),
  basePrice: ZVnd,
  /** per started 500 g above the base weight */
  stepPrice: ZVnd,
  /** whole days from the pickup day to delivery */
  leadDays: z.number().int().min(0).max(30),
});
export type TRoutePrice = z.infer<typeof ZRoutePrice>;

/** A tariff saved before the neighbouring zone existed prices it as the same region (its price then). */
function withNeighbouring(v: unknown): unknown {
  if (v === null || typeof v !== 'object' || 'neighbouring' in v || !('intra_region' in v)) return v;
  return { ...v, neighbouring: (v as { intra_region: unknown }).intra_region };
}

export const ZServiceTariff = z.preprocess(
  withNeighbouring,
  z.object({
    intra_province: ZRoutePrice,
    neighbouring: ZRoutePrice,
    intra_region: ZRoutePrice,
    inter_region: ZRoutePrice,
  }),
);

export const ZTariff = z.object({
  /** per service type ('1' fast, '2' standard, '3' economy, '5' heavy goods); a type left out is not offered */
  services: z.object({ '1': ZServiceTariff.optional(), '2': ZServiceTariff.optional(), '3': ZServiceTariff.optional(), '5': ZServiceTariff.optional() }),
  /** COD fee: free up to `codFreeUpTo`, then `codRateBp` of the whole amount, at least `codMinFee` */
  codFreeUpTo: ZVnd,
  codRateBp: ZBp,
  codMinFee: ZVnd,
  /** insurance fee: free up to `insuranceFreeUpTo` of declared value, then `insuranceRateBp` of the whole value */
  insuranceFreeUpTo: ZVnd,
  insuranceRateBp: ZBp,
  /** added when the parcel is handed in at a station (negative: a discount) */
  pickStationFee: z.number().int().min(-1_000_000).max(1_000_000),
  /** remote-area surcharges by ward code, for pick-up and for delivery (codes of `remoteWardsScheme`) */
  remoteWards: z.record(z.string().regex(/^\d{5}$/), ZVnd),
  /**
   * The scheme of `remoteWards`' codes: '2025' (the 2025 wards), or absent for a tariff saved before (pre-2025
   * codes, which the server reads as the 2025 wards they became: a surcharge is charged on the 2025 ward).
   */
  remoteWardsScheme: z.literal('2025').optional(),
  /** return (s2r): a share of the service fee */
  returnRateBp: ZBp,
  /** redelivery (r2s): a flat fee booked to the shop's debt */
  redeliveryFee: ZVnd,
  /** coupon codes and the amount each takes off */
  coupons: z.record(z.string().regex(/^[A-Z0-9_-]{1,30}$/), ZVnd),
});
export type TTariff = z.infer<typeof ZTariff>;

export interface TFeeInput {
  serviceType: TServiceType;
  route: TFeeRoute;
  weight: number;
  length: number;
  width: number;
  height: number;
  codAmount: number;
  insuranceValue: number;
  fromWardCode: string | null;
  toWardCode: string | null;
  pickAtStation: boolean;
  coupon: string | null;
}

/** GHN's fee breakdown (the `fee` call's data). */
export interface TFeeBreakdown {
  total: number;
  service_fee: number;
  insurance_fee: number;
  pick_station_fee: number;
  coupon_value: number;
  r2s_fee: number;
  return_again: number;
  document_return: number;
  double_check: number;
  cod_fee: number;
  pick_remote_areas_fee: number;
  deliver_remote_areas_fee: number;
  cod_failed_fee: number;
  return_fee: number;
  /** ours: the weight the fee was charged on, max(real, L×W×H/5000) */
  calculated_weight: number;
}

const STEP_GRAMS = 500;

function rateOf(amount: number, bp: number): number {
  return Math.round((amount * bp) / 10_000);
}

export function routePrice(tariff: TTariff, serviceType: TServiceType, route: TFeeRoute): TRoutePrice | null {
  const service = tariff.services[`${serviceType}`];
  if (!service) return null;
  // a tariff stored before the neighbouring zone: priced as the same region, as it was then
  return service[route] ?? (route === 'neighbouring' ? service.intra_region : undefined) ?? null;
}

/** A stored tariff (saved before the neighbouring zone maybe) with every zone priced, as the staff screen shows it. */
export function tariffWithEveryZone(tariff: TTariff): TTariff {
  const services = Object.fromEntries(Object.entries(tariff.services).map(([k, v]) => [k, withNeighbouring(v)]));
  return { ...tariff, services: services as TTariff['services'] };
}

/** The service fee for a charged weight: base price, plus a step per started 500 g above the base weight. */
export function serviceFeeOf(price: TRoutePrice, chargedGrams: number): number {
  const extra = Math.max(0, chargedGrams - price.baseWeight);
  return price.basePrice + Math.ceil(extra / STEP_GRAMS) * price.stepPrice;
}

export function codFeeOf(tariff: TTariff, codAmount: number): number {
  if (codAmount <= tariff.codFreeUpTo) return 0;
  return Math.max(tariff.codMinFee, rateOf(codAmount, tariff.codRateBp));
}

export function insuranceFeeOf(tariff: TTariff, value: number): number {
  return value <= tariff.insuranceFreeUpTo ? 0 : rateOf(value, tariff.insuranceRateBp);
}

/** The fee of a parcel, or null when the service is not offered on the route. */
export function computeFee(tariff: TTariff, input: TFeeInput): TFeeBreakdown | null {
  const price = routePrice(tariff, input.serviceType, input.route);
  if (!price) return null;
  const charged = chargeableWeightGrams(input.weight, input.length, input.width, input.height);
  const service = serviceFeeOf(price, charged);
  const insurance = insuranceFeeOf(tariff, input.insuranceValue);
  const cod = codFeeOf(tariff, input.codAmount);
  const station = input.pickAtStation ? tariff.pickStationFee : 0;
  const pickRemote = input.fromWardCode ? (tariff.remoteWards[input.fromWardCode] ?? 0) : 0;
  const deliverRemote = input.toWardCode ? (tariff.remoteWards[input.toWardCode] ?? 0) : 0;
  const before = service + insurance + cod + station + pickRemote + deliverRemote;
  const coupon = input.coupon ? Math.min(tariff.coupons[input.coupon.toUpperCase()] ?? 0, Math.max(0, before)) : 0;
  return {
    total: Math.max(0, before - coupon),
    service_fee: service,
    insurance_fee: insurance,
    pick_station_fee: station,
    coupon_value: coupon,
    r2s_fee: 0,
    return_again: 0,
    document_return: 0,
    double_check: 0,
    cod_fee: cod,
    pick_remote_areas_fee: pickRemote,
    deliver_remote_areas_fee: deliverRemote,
    cod_failed_fee: 0,
    return_fee: 0,
    calculated_weight: charged,
  };
}

/** Return (s2r) fee of an order: a share of its service fee. */
export function returnFeeOf(tariff: TTariff, serviceFee: number): number {
  return rateOf(serviceFee, tariff.returnRateBp);
}

const VN_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

/** The Vietnamese calendar day (midnight, as a UTC instant) of an instant, and its hour in Vietnam. */
function vnDay(at: number): { midnight: number; hour: number } {
  const local = at + VN_OFFSET_MS;
  const midnightLocal = Math.floor(local / DAY_MS) * DAY_MS;
  return { midnight: midnightLocal - VN_OFFSET_MS, hour: Math.floor((local - midnightLocal) / 3600_000) };
}

/**
 * The pickup day: the order's own day when it is created before 12:00 (Vietnam) and the shop asked for a morning
 * pickup (`pickupBefore12`); otherwise the next day. Delivery is expected by the end of pickup day + leadDays.
 * Answers unix seconds, as GHN's leadtime call does.
 */
export function computeLeadtime(
  leadDays: number,
  orderAt: number,
  pickupBefore12: boolean,
  /** GHN's pickup_time or a pick shift's start (ms): a later day moves the pickup day there */
  pickupAt: number | null = null,
): { leadtime: number; order_date: number; pickup_date: number } {
  const { midnight, hour } = vnDay(orderAt);
  let pickupMidnight = pickupBefore12 && hour < 12 ? midnight : midnight + DAY_MS;
  if (pickupAt !== null) pickupMidnight = Math.max(pickupMidnight, vnDay(pickupAt).midnight);
  const deliverBy = pickupMidnight + (leadDays + 1) * DAY_MS - 1000;
  return { leadtime: Math.floor(deliverBy / 1000), order_date: Math.floor(orderAt / 1000), pickup_date: Math.floor(pickupMidnight / 1000) };
}

const p = (basePrice: number, stepPrice: number, leadDays: number): TRoutePrice => ({ baseWeight: 500, basePrice, stepPrice, leadDays });

/**
 * The provider's standard tariff (the demo seed's and the tests' starting point; staff edit their own in the
 * console). Prices in the range Vietnamese express couriers list for a 500 g parcel in 2026.
 */
export const STANDARD_TARIFF: TTariff = {
  services: {
    '1': { intra_province: p(25_000, 5_000, 0), neighbouring: p(29_000, 5_000, 1), intra_region: p(32_000, 5_000, 1), inter_region: p(40_000, 8_000, 2) },
    '2': { intra_province: p(22_000, 2_500, 1), neighbouring: p(27_000, 2_500, 1), intra_region: p(30_000, 2_500, 2), inter_region: p(35_000, 5_000, 3) },
    '3': { intra_province: p(18_000, 2_000, 2), neighbouring: p(22_000, 2_000, 2), intra_region: p(25_000, 2_000, 3), inter_region: p(28_000, 4_000, 5) },
    // heavy goods: the first 20 kg in the base price, then per 500 g
    '5': {
      intra_province: { baseWeight: 20_000, basePrice: 150_000, stepPrice: 2_000, leadDays: 2 },
      neighbouring: { baseWeight: 20_000, basePrice: 190_000, stepPrice: 2_500, leadDays: 3 },
      intra_region: { baseWeight: 20_000, basePrice: 220_000, stepPrice: 3_000, leadDays: 3 },
      inter_region: { baseWeight: 20_000, basePrice: 300_000, stepPrice: 4_000, leadDays: 5 },
    },
  },
  codFreeUpTo: 1_000_000,
  codRateBp: 50,
  codMinFee: 5_000,
  insuranceFreeUpTo: 1_000_000,
  insuranceRateBp: 50,
  pickStationFee: -2_000,
  // Cô Tô (Quảng Ninh), Cần Giờ (TP. HCM), Phú Quốc (Kiên Giang)
  remoteWards: { '07192': 30_000, '07195': 30_000, '07198': 30_000, '27664': 15_000, '27667': 15_000, '31078': 20_000, '31081': 20_000, '31084': 20_000 },
  returnRateBp: 5_000,
  redeliveryFee: 10_000,
  coupons: { GIAM10K: 10_000 },
};

/**
 * GHN's `pickup_time` (a unix time in seconds, or milliseconds) or ours (a boolean: pickup before 12:00 today), as
 * the pickup choice the lead time is computed from. A time asks for pickup on its day (never before the usual day).
 */
export function pickupChoice(value: boolean | number | string | null | undefined): { before12: boolean; pickupAt: number | null } {
  if (value === null || value === undefined || value === '') return { before12: true, pickupAt: null };
  if (typeof value === 'boolean') return { before12: value, pickupAt: null };
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) return { before12: true, pickupAt: null };
  return { before12: true, pickupAt: n >= 1e12 ? n : n * 1000 };
}

/** GHN's pick shifts (shift/date): today's and tomorrow's, the morning 7:00-12:00 and the afternoon 12:00-18:00. */
export const PICK_SHIFT_SLOTS = [
  { from_time: 7 * 3600, to_time: 12 * 3600 },
  { from_time: 12 * 3600, to_time: 18 * 3600 },
] as const;

export interface TPickShift {
  id: number;
  title: string;
  from_time: number;
  to_time: number;
  /** ms: when the shift starts */
  startsAt: number;
}

/**
 * The shifts a pickup can still be booked in at `at` (ms): ids 1-2 today, 3-4 tomorrow (morning, afternoon), a
 * shift being listed until it ends. Titles as GHN writes them: 'Ca lấy 27-11-2026 (12h00 - 18h00)'.
 */
export function pickShifts(at: number): TPickShift[] {
  const { midnight } = vnDay(at);
  const out: TPickShift[] = [];
  for (const day of [0, 1]) {
    const dayStart = midnight + day * DAY_MS;
    const d = new Date(dayStart + VN_OFFSET_MS);
    const date = `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
    PICK_SHIFT_SLOTS.forEach((slot, i) => {
      if (dayStart + slot.to_time * 1000 <= at) return;
      const hh = (sec: number) => `${Math.floor(sec / 3600)}h${String(Math.floor((sec % 3600) / 60)).padStart(2, '0')}`;
      out.push({ id: day * 2 + i + 1, title: `Ca lấy ${date} (${hh(slot.from_time)} - ${hh(slot.to_time)})`, from_time: slot.from_time, to_time: slot.to_time, startsAt: dayStart + slot.from_time * 1000 });
    });
  }
  return out;
}
