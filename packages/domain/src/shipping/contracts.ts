import { z } from 'zod';
import { ZRowId } from '../common/ids.ts';
import { defineContract, ZFileAnswer } from '../contract/contract.ts';
import { ZListPaging, zListPage } from '../contract/list.ts';
import { ORDER_TABS, REQUIRED_NOTES, SHIPPING_STATUSES } from './enums.ts';
import { ZTariff } from './tariff.ts';

/**
 * Contracts of the express shipping calls, GHN public API v2 compatible under /shiip/public-api/v2 (DESIGN §3):
 * GHN's paths and snake_case fields, integer district ids, string ward codes, `code: 200` answers. The inputs are
 * lenient the way GHN's are (numbers as digit strings, ward codes as numbers); what is missing or wrong answers a
 * catalogue code with a per-field message, not a schema dump. Fields of our own are marked "ours".
 */

const ZInt = z.coerce.number().int();
const ZIntOpt = z.union([z.number(), z.string().max(20)]).nullish();
/** a ward code as GHN clients send it: '20308' or 20308 */
const ZWardCode = z.union([z.string().max(10), z.number().int().min(0)]).nullish();
const ZText = (max: number) => z.string().max(max).nullish();
/** GHN's pickup_time (unix seconds, a number or digits) or ours (a boolean: pickup before 12:00) */
const ZPickupTime = z.union([z.boolean(), z.number().int().min(0), z.string().regex(/^\d{1,13}$/)]).nullish();

export const ZShippingItem = z.object({
  name: z.string().trim().min(1).max(255),
  code: ZText(100),
  quantity: ZInt.pipe(z.number().int().min(1).max(100_000)),
  price: ZInt.pipe(z.number().int().min(0).max(10_000_000_000)).optional(),
  length: ZInt.optional(),
  width: ZInt.optional(),
  height: ZInt.optional(),
  weight: ZInt.optional(),
});
export type TShippingItem = z.infer<typeof ZShippingItem>;

/** GHN's address by name, for a side without its district id: read against the master data */
const placeNames = <P extends string>(p: P) =>
  ({ [`${p}_ward_name`]: ZText(100), [`${p}_district_name`]: ZText(100), [`${p}_province_name`]: ZText(100) }) as Record<`${P}_ward_name` | `${P}_district_name` | `${P}_province_name`, ReturnType<typeof ZText>>;

/**
 * GHN's new address model (issue 24): with `is_new_<side>_address` true the side is a 2025 address, province and
 * ward by id (our government codes) or by `<side>_province_name` / `<side>_ward_name`, with no district.
 */
const newPlace = <P extends string>(p: P) =>
  ({
    [`is_new_${p}_address`]: z.union([z.boolean(), z.number().int(), z.string().max(5)]).nullish(),
    [`${p}_province_id`]: ZIntOpt,
    [`${p}_ward_id`]: ZWardCode,
  }) as Record<`is_new_${P}_address`, z.ZodOptional<z.ZodNullable<z.ZodUnion<[z.ZodBoolean, z.ZodNumber, z.ZodString]>>>> &
    Record<`${P}_province_id`, typeof ZIntOpt> &
    Record<`${P}_ward_id`, typeof ZWardCode>;

/**
 * GHN's `*_v2` fields of an order's detail: the side's 2025 address. `is_new_<side>_address` tells whether the
 * order stored a 2025 address; an old one answers the 2025 ward it converts to (null for a split old ward: the old
 * codes above stay as they were sent).
 */
const address2025Fields = <P extends string>(p: P) =>
  ({
    [`is_new_${p}_address`]: z.boolean(),
    [`${p}_province_id_v2`]: z.number().int().nullable(),
    [`${p}_province_name_v2`]: z.string().nullable(),
    [`${p}_ward_id_v2`]: z.number().int().nullable(),
    [`${p}_ward_code_v2`]: z.string().nullable(),
    [`${p}_ward_name_v2`]: z.string().nullable(),
  }) as Record<`is_new_${P}_address`, z.ZodBoolean> &
    Record<`${P}_province_id_v2` | `${P}_ward_id_v2`, z.ZodNullable<z.ZodNumber>> &
    Record<`${P}_province_name_v2` | `${P}_ward_code_v2` | `${P}_ward_name_v2`, z.ZodNullable<z.ZodString>>;

/** The parcel and route fields shared by fee, preview and create. */
const ZParcelFields = {
  ...placeNames('from'),
  ...placeNames('to'),
  ...newPlace('from'),
  ...newPlace('to'),
  shop_id: ZIntOpt,
  service_id: ZIntOpt,
  service_type_id: ZIntOpt,
  /** ours when absent: the shop's (or the pick hub's) district and ward */
  from_district_id: ZIntOpt,
  from_ward_code: ZWardCode,
  to_district_id: ZIntOpt,
  to_ward_code: ZWardCode,
  weight: ZIntOpt,
  length: ZIntOpt,
  width: ZIntOpt,
  height: ZIntOpt,
  insurance_value: ZIntOpt,
  cod_value: ZIntOpt,
  cod_amount: ZIntOpt,
  coupon: ZText(30),
  pick_station_id: ZIntOpt,
  /** GHN's: the unix time (seconds) to pick up at; or ours: true = pickup before 12:00 (SPEC §3), the default */
  pickup_time: ZPickupTime,
};

export const ZFeeInput = z.object(ZParcelFields);
export type TFeeCallInput = z.infer<typeof ZFeeInput>;

export const ZCreateShippingOrderInput = z.object({
  ...ZParcelFields,
  /** 1 sender pays, 2 receiver pays; 4 and 5 are read as sender pays */
  payment_type_id: ZIntOpt,
  required_note: ZText(40),
  note: ZText(500),
  content: ZText(2000),
  client_order_code: ZText(50),
  from_name: ZText(255),
  from_phone: ZText(30),
  from_address: ZText(500),
  return_phone: ZText(30),
  return_address: ZText(500),
  return_district_id: ZIntOpt,
  return_ward_code: ZWardCode,
  ...placeNames('return'),
  ...newPlace('return'),
  to_name: ZText(255),
  to_phone: ZText(30),
  to_address: ZText(500),
  deliver_station_id: ZIntOpt,
  /** ours: pick up at one of the shop's hubs (its address replaces the from_* fields) */
  pick_hub_id: ZIntOpt,
  /** GHN's pick shift: the id of one of shift/date's shifts, in a list ([2]) */
  pick_shift: z.array(z.union([z.number().int(), z.string().regex(/^\d{1,4}$/)])).max(5).nullish(),
  items: z.array(ZShippingItem).max(500).nullish(),
});
export type TCreateShippingOrderInput = z.infer<typeof ZCreateShippingOrderInput>;

export const ZGhnFee = z.object({
  total: z.number().int(),
  service_fee: z.number().int(),
  insurance_fee: z.number().int(),
  pick_station_fee: z.number().int(),
  coupon_value: z.number().int(),
  r2s_fee: z.number().int(),
  return_again: z.number().int(),
  document_return: z.number().int(),
  double_check: z.number().int(),
  cod_fee: z.number().int(),
  pick_remote_areas_fee: z.number().int(),
  deliver_remote_areas_fee: z.number().int(),
  cod_failed_fee: z.number().int(),
  return_fee: z.number().int(),
  calculated_weight: z.number().int(),
});
export type TGhnFee = z.infer<typeof ZGhnFee>;

/** The fee object of create and preview, in GHN's create-answer names. */
export const ZGhnOrderFee = z.object({
  main_service: z.number().int(),
  insurance: z.number().int(),
  cod_fee: z.number().int(),
  station_do: z.number().int(),
  station_pu: z.number().int(),
  return: z.number().int(),
  r2s: z.number().int(),
  return_again: z.number().int(),
  coupon: z.number().int(),
  document_return: z.number().int(),
  double_check: z.number().int(),
  double_check_deliver: z.number().int(),
  pick_remote_areas_fee: z.number().int(),
  deliver_remote_areas_fee: z.number().int(),
  pick_remote_areas_fee_return: z.number().int(),
  deliver_remote_areas_fee_return: z.number().int(),
  cod_failed_fee: z.number().int(),
});
export type TGhnOrderFee = z.infer<typeof ZGhnOrderFee>;

export const ZCreatedOrder = z.object({
  order_code: z.string(),
  sort_code: z.string(),
  trans_type: z.string(),
  ward_encode: z.string(),
  district_encode: z.string(),
  fee: ZGhnOrderFee,
  total_fee: z.number().int(),
  expected_delivery_time: z.string(),
  /** ours: the order already existed for this client_order_code (a repeated create) */
  existed: z.boolean().optional(),
});
export type TCreatedOrder = z.infer<typeof ZCreatedOrder>;

export const ZAvailableServicesInput = z.object({ shop_id: ZIntOpt, from_district: ZIntOpt, to_district: ZIntOpt });
export const ZAvailableService = z.object({
  service_id: z.number().int(),
  short_name: z.string(),
  service_type_id: z.number().int(),
  // GHN's fee configuration ids: ours has none (the tariff in effect prices every service), answered ''
  config_fee_id: z.string(),
  extra_cost_id: z.string(),
  standard_config_fee_id: z.string(),
  standard_extra_cost_id: z.string(),
});

export const ZLeadtimeInput = z.object({
  ...placeNames('from'),
  ...placeNames('to'),
  ...newPlace('from'),
  ...newPlace('to'),
  from_district_id: ZIntOpt,
  from_ward_code: ZWardCode,
  to_district_id: ZIntOpt,
  to_ward_code: ZWardCode,
  service_id: ZIntOpt,
  service_type_id: ZIntOpt,
  shop_id: ZIntOpt,
  pickup_time: ZPickupTime,
});
export const ZLeadtime = z.object({
  /** unix seconds: expected delivery */
  leadtime: z.number().int(),
  /** unix seconds: when asked */
  order_date: z.number().int(),
  leadtime_order: z.object({ from_estimate_date: z.string(), to_estimate_date: z.string() }),
});
export type TLeadtime = z.infer<typeof ZLeadtime>;

export const ZOrderCodeInput = z.object({ order_code: ZText(50) });
export const ZClientOrderCodeInput = z.object({ client_order_code: ZText(50), shop_id: ZIntOpt });
export const ZOrderCodesInput = z.object({ order_codes: z.array(z.string().trim().min(1).max(50)).min(1).max(500), reason: ZText(255), shop_id: ZIntOpt });
export type TOrderCodesInput = z.infer<typeof ZOrderCodesInput>;

export const ZUpdateShippingOrderInput = z.object({
  order_code: ZText(50),
  shop_id: ZIntOpt,
  to_name: ZText(255),
  to_phone: ZText(30),
  to_address: ZText(500),
  to_ward_code: ZWardCode,
  to_district_id: ZIntOpt,
  ...placeNames('to'),
  ...newPlace('to'),
  weight: ZIntOpt,
  length: ZIntOpt,
  width: ZIntOpt,
  height: ZIntOpt,
  insurance_value: ZIntOpt,
  required_note: ZText(40),
  note: ZText(500),
  content: ZText(2000),
  payment_type_id: ZIntOpt,
  /** ours: the portal's code (genOTP, purpose update_order) for a receiver change; API-token calls need none */
  otp: ZText(10),
});
export type TUpdateShippingOrderInput = z.infer<typeof ZUpdateShippingOrderInput>;
/** `otp` (ours): the portal's code (genOTP, purpose update_order) for a COD change; API-token calls need none */
export const ZUpdateCodInput = z.object({ order_code: ZText(50), cod_amount: ZIntOpt, shop_id: ZIntOpt, otp: ZText(10) });

/** GHN's soc: the charged fees (`detail`, create's fee names) and what was paid, when (`payment`) */
export const ZOrderSoc = z.object({
  detail: ZGhnOrderFee.extend({ order_code: z.string(), redelivery_fee: z.number().int(), total: z.number().int() }),
  payment: z.array(z.object({ value: z.number().int(), payment_type: z.number().int(), paid_date: z.string().nullable(), created_date: z.string() })),
});
export const ZShiftDateInput = z.object({ shop_id: ZIntOpt });
export const ZPickShift = z.object({ id: z.number().int(), title: z.string(), from_time: z.number().int(), to_time: z.number().int() });

export const ZSwitchResult = z.object({ order_code: z.string(), result: z.boolean(), message: z.string(), status: z.string().nullable() });
export type TSwitchResult = z.infer<typeof ZSwitchResult>;

export const ZOrderLog = z.object({
  status: z.string(),
  from_status: z.string().nullable(),
  updated_date: z.string(),
  reason: z.string().nullable(),
  /** the courier's reason code (GHN's `ReasonCode`, FAIL_REASON_CODES), ours: GHN's log has none */
  reason_code: z.string().nullable(),
  /** 'shop' (the shop's call), 'courier' (provider staff), 'system' */
  actor_type: z.string(),
  actor_name: z.string().nullable(),
  hub_name: z.string().nullable(),
});
export type TOrderLog = z.infer<typeof ZOrderLog>;

export const ZShippingOrderDetail = z.object({
  /** GHN's document id: ours is the order's row id as a string */
  _id: z.string(),
  order_code: z.string(),
  client_order_code: z.string(),
  shop_id: z.number().int(),
  client_id: z.number().int(),
  status: z.enum(SHIPPING_STATUSES),
  from_name: z.string(),
  from_phone: z.string(),
  from_address: z.string(),
  from_ward_code: z.string(),
  /** null for a 2025 address */
  from_district_id: z.number().int().nullable(),
  return_name: z.string(),
  return_phone: z.string(),
  return_address: z.string(),
  return_ward_code: z.string(),
  /** null for a 2025 address */
  return_district_id: z.number().int().nullable(),
  to_name: z.string(),
  to_phone: z.string(),
  to_address: z.string(),
  to_ward_code: z.string(),
  /** null for a 2025 address */
  to_district_id: z.number().int().nullable(),
  /** ours: the receiver's full address label */
  to_full_address: z.string(),
  ...address2025Fields('from'),
  ...address2025Fields('return'),
  ...address2025Fields('to'),
  weight: z.number().int(),
  length: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  converted_weight: z.number().int(),
  service_type_id: z.number().int(),
  service_id: z.number().int(),
  payment_type_id: z.number().int(),
  cod_amount: z.number().int(),
  insurance_value: z.number().int(),
  required_note: z.enum(REQUIRED_NOTES),
  content: z.string(),
  note: z.string(),
  coupon: z.string(),
  pick_station_id: z.number().int().nullable(),
  deliver_station_id: z.number().int().nullable(),
  pick_hub_id: z.number().int().nullable(),
  current_hub_id: z.number().int().nullable(),
  sort_code: z.string(),
  /** the planned pickup: the time asked (pickup_time or the pick shift's start), else the pickup day's start */
  pickup_time: z.string(),
  /** ours: the SPEC §3 before/after 12:00 choice */
  pickup_before_12: z.boolean(),
  pick_shift: z.array(z.number().int()),
  tag: z.array(z.string()),
  leadtime: z.string(),
  order_date: z.string(),
  created_date: z.string(),
  updated_date: z.string(),
  finish_date: z.string().nullable(),
  total_fee: z.number().int(),
  fee: ZGhnFee,
  is_cod_collected: z.boolean(),
  /** the COD the courier failed to collect on a failed delivery (always 0: our couriers collect all or nothing) */
  cod_failed_amount: z.number().int(),
  /** the collected COD was paid out to the shop (its COD transfer) */
  is_cod_transferred: z.boolean(),
  cod_collect_date: z.string().nullable(),
  redelivery_fee: z.number().int(),
  items: z.array(ZShippingItem.extend({ price: z.number().int().optional(), item_order_code: z.string() })),
  log: z.array(ZOrderLog),
});
export type TShippingOrderDetail = z.infer<typeof ZShippingOrderDetail>;

export const ZShippingListFilter = z.object({
  /** status tab; ORDER_SEARCH (or none) lists every status */
  tab: z.enum(ORDER_TABS).optional(),
  /** one status (narrower than the tab) */
  status: z.enum(SHIPPING_STATUSES).optional(),
  /** order code, client order code, receiver phone or name, partial, accent-insensitive */
  keyword: z.string().trim().max(100).optional(),
  shop_id: ZRowId.optional(),
  payment_type_id: z.coerce.number().int().optional(),
  /** creation date range, 'YYYY-MM-DD' in Vietnam, inclusive */
  from_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  /** several statuses (GHN's search) */
  statuses: z.array(z.enum(SHIPPING_STATUSES)).max(25).optional(),
  /** provider staff: one customer */
  customerId: ZRowId.optional(),
});
export type TShippingListFilter = z.infer<typeof ZShippingListFilter>;
export const ZShippingListInput = ZShippingListFilter.extend(ZListPaging.shape);
export type TShippingListInput = z.infer<typeof ZShippingListInput>;

export const ZShippingExportInput = ZShippingListFilter.extend({ order_codes: z.array(z.string().trim().min(1).max(50)).max(5000).optional() });
export type TShippingExportInput = z.infer<typeof ZShippingExportInput>;

export const ZShippingListItem = z.object({
  order_code: z.string(),
  client_order_code: z.string(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  status: z.enum(SHIPPING_STATUSES),
  to_name: z.string(),
  to_phone: z.string(),
  to_address: z.string(),
  cod_amount: z.number().int(),
  total_fee: z.number().int(),
  weight: z.number().int(),
  service_type_id: z.number().int(),
  payment_type_id: z.number().int(),
  leadtime: z.string(),
  created_date: z.string(),
  updated_date: z.string(),
});
export type TShippingListItem = z.infer<typeof ZShippingListItem>;

const ZTabCounts = z.record(z.string(), z.number().int());
export const ZShippingList = zListPage(ZShippingListItem).extend({
  /** per ORDER_* tab (and `all`): exact from the list counters without filters, else lower bounds up to the cap */
  tabCounts: ZTabCounts,
  tabCountsExact: z.boolean(),
});
export type TShippingList = z.infer<typeof ZShippingList>;

export const ZCountByStatusInput = z.object({ shop_id: ZIntOpt });

// Provider staff: couriers and hubs

export const ZCourierMoveInput = z.object({
  /** the order codes scanned (a batch) */
  order_codes: z.array(z.string().trim().min(1).max(50)).min(1).max(500),
  to: z.enum(SHIPPING_STATUSES),
  reason: ZText(255),
  /** the reason's code from the courier's device (GHN's callback `ReasonCode`): letters, digits, `-` and `_` */
  reason_code: z
    .string()
    .trim()
    .max(30)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
  hub_id: ZRowId.optional(),
  /** with `delivered`: the COD the courier collected (defaults to the order's COD amount) */
  cod_collected: z.number().int().min(0).optional(),
});
export type TCourierMoveInput = z.infer<typeof ZCourierMoveInput>;

export const ZTariffView = z.object({ id: z.number().int(), effective_from: z.string(), tariff: ZTariff, created_date: z.string() });
export const ZTariffSaveInput = z.object({ effective_from: z.string().datetime({ offset: true }), tariff: ZTariff });

export const ZWebhookRegisterInput = z.object({
  shop_id: ZIntOpt,
  /** http(s) URL that receives the callbacks; empty turns them off */
  url: z.string().trim().max(500).refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), { message: 'http(s) URL' }),
});
export const ZWebhookView = z.object({ shop_id: z.number().int(), url: z.string(), is_active: z.boolean(), secret: z.string().nullable() });
export const ZWebhookDeliveriesInput = z.object({ shop_id: ZIntOpt, order_code: z.string().trim().max(50).optional(), ...ZListPaging.shape });
export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  order_code: z.string(),
  type: z.string(),
  status: z.string(),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  last_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_date: z.string(),
  delivered_date: z.string().nullable(),
});

// Hubs (a shop's pick-up addresses), stations, print and tracking links

export const ZHub = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  province_id: z.number().int(),
  /** null for a 2025 address */
  district_id: z.number().int().nullable(),
  ward_code: z.string(),
  is_main: z.boolean(),
});
export type THub = z.infer<typeof ZHub>;
export const ZHubInput = z.object({
  shop_id: ZIntOpt,
  name: ZText(255),
  phone: ZText(30),
  address: ZText(500),
  district_id: ZIntOpt,
  ward_code: ZWardCode,
  is_main: z.boolean().optional(),
});
export const ZHubUpdateInput = ZHubInput.extend({ id: ZRowId });
export const ZHubShopRef = z.object({ shop_id: ZIntOpt });

export const ZStation = z.object({
  locationId: z.number().int(),
  locationCode: z.string(),
  locationName: z.string(),
  /** the district the station is in */
  parentLocation: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  /** not known for our stations: null */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  code: z.string(),
  name: z.string(),
  province_id: z.number().int(),
  /** null for a 2025 address */
  district_id: z.number().int().nullable(),
  ward_code: z.string(),
  is_sorting_hub: z.boolean(),
});
export const ZStationsInput = z.object({ district_id: ZIntOpt, ward_code: ZWardCode, offset: ZIntOpt, limit: ZIntOpt });
export const ZStationByIdInput = z.object({ location_id: ZIntOpt, /** ours: or the station's code (its QR link /van-don/gui-tai-buu-cuc/:code) */ code: z.string().trim().max(30).optional() });

export const ZLinkTokenInput = z.object({ order_codes: z.array(z.string().trim().min(1).max(50)).min(1).max(500) });
export const ZLinkToken = z.object({ token: z.string(), expires_at: z.string() });
/** ours: the tracking page's whole address, on the portal's public address (PUBLIC_URL), as each label's QR carries it */
export const ZTrackingLink = ZLinkToken.extend({ url: z.string() });
export const ZTrackingTokenInput = z.object({ order_code: ZText(50) });
export const ZTrackingQuery = z.object({ order_code: z.string().trim().max(50).optional(), token: z.string().trim().max(100).optional() });
export const ZTracking = z.object({
  order_code: z.string(),
  status: z.enum(SHIPPING_STATUSES),
  /** the receiver's name with most letters hidden, and the district: enough to recognise, not to find */
  to_name: z.string(),
  /** with the order's token only: by the order code alone, the status, journey, dates and masked receiver */
  to_area: z.string().optional(),
  from_area: z.string().optional(),
  leadtime: z.string(),
  // no phone, street address or COD amount: the label's QR carries this link, anyone holding the parcel reads it
  log: z.array(z.object({ status: z.string(), updated_date: z.string(), hub_name: z.string().nullable() })),
});
export type TTracking = z.infer<typeof ZTracking>;

// GHN's search and the report calls

export const ZGhnSearchInput = z.object({
  shop_id: ZIntOpt,
  status: z.array(z.enum(SHIPPING_STATUSES)).max(25).optional(),
  payment_type_id: z.array(z.coerce.number().int()).max(5).optional(),
  /** unix seconds */
  from_time: z.coerce.number().int().min(0).optional(),
  to_time: z.coerce.number().int().min(0).optional(),
  /** order code, client order code, phone or name */
  option_value: z.string().trim().max(100).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
export const ZGhnSearch = z.object({ data: z.array(ZShippingListItem), total: z.number().int(), total_exact: z.boolean() });

/** A date range in Vietnam ('YYYY-MM-DD', inclusive), at most 92 days: the reports read the orders created then. */
export const ZReportRange = z.object({
  shop_id: ZIntOpt,
  from_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export const ZGroupByStatus = z.array(z.object({ status: z.enum(SHIPPING_STATUSES), total: z.number().int() }));
export const ZGroupByDistrict = z.array(z.object({ district_id: z.number().int().nullable(), district_name: z.string(), province_name: z.string(), total: z.number().int() }));
export const ZGroupByDate = z.array(z.object({ date: z.string(), total: z.number().int(), cod_amount: z.number(), total_fee: z.number() }));
export const ZOrderReport = z.object({
  total_orders: z.number().int(),
  delivered: z.number().int(),
  returned: z.number().int(),
  cancelled: z.number().int(),
  in_progress: z.number().int(),
  cod_amount: z.number(),
  cod_collected: z.number(),
  total_fee: z.number(),
  redelivery_fee: z.number(),
});
export const ZReceiverSearchInput = z.object({ shop_id: ZIntOpt, phone: z.string().trim().max(20).optional(), limit: z.coerce.number().int().min(1).max(50).default(10) });
export const ZReceiver = z.object({ to_name: z.string(), to_phone: z.string(), to_address: z.string(), to_district_id: z.number().int().nullable(), to_ward_code: z.string() });

/** The print link's token (GHN's a5/gen-token answer). */
export const ZPrintQuery = z.object({
  token: z.string().trim().max(100).optional(),
  /** pdf (default, GHN's answer) or zpl: the same labels for a 203 dpi thermal printer (docs/printing.md) */
  format: z.enum(['pdf', 'zpl']).default('pdf'),
});
const printCall = { group: 'shiip', method: ['GET', 'POST'], tags: ['shipping'], audience: 'none', tenant: 'none', permissions: [], query: ZPrintQuery, answer: 'file', response: ZFileAnswer } as const;

const shiip = { group: 'shiip', method: 'POST', tags: ['shipping'], audience: 'client', tenant: 'client' } as const;
const shiipAny = { group: 'shiip', method: ['GET', 'POST'], tags: ['shipping'], audience: 'client', tenant: 'client' } as const;
const ops = { group: 'ops', method: 'POST', tags: ['shipping'], audience: 'staff', permissions: [], tenant: 'provider' } as const;
const SO = '/shiip/public-api/v2/shipping-order';
const SW = '/shiip/public-api/v2/switch-status';

export const SHIPPING_CALLS = {
  availableServices: defineContract({ ...shiipAny, path: `${SO}/available-services`, summary: 'Services offered between two districts (GHN)', permissions: [], query: ZAvailableServicesInput, response: z.array(ZAvailableService) }),
  fee: defineContract({ ...shiipAny, path: `${SO}/fee`, summary: "A parcel's fee with GHN's breakdown, from the tariff in effect", permissions: [], query: ZFeeInput, response: ZGhnFee }),
  leadtime: defineContract({ ...shiipAny, path: `${SO}/leadtime`, summary: 'Expected delivery (unix seconds), moved by the 12:00 pickup cut-off', permissions: [], query: ZLeadtimeInput, response: ZLeadtime }),
  preview: defineContract({ ...shiip, path: `${SO}/preview`, summary: 'Check an order and quote it as create would, creating nothing', permissions: ['create_order'], body: ZCreateShippingOrderInput, response: ZCreatedOrder }),
  create: defineContract({
    ...shiip,
    path: `${SO}/create`,
    summary: 'Create an express order; the same client_order_code answers the first order',
    permissions: ['create_order'],
    body: ZCreateShippingOrderInput,
    response: ZCreatedOrder,
  }),
  detail: defineContract({ ...shiipAny, path: `${SO}/detail`, summary: 'An order with its fee and status log', permissions: ['view_detail_order'], query: ZOrderCodeInput, response: ZShippingOrderDetail }),
  detailByClientCode: defineContract({
    ...shiipAny,
    path: `${SO}/detail-by-client-code`,
    summary: 'An order by the shop’s client_order_code',
    permissions: ['view_detail_order'],
    query: ZClientOrderCodeInput,
    response: ZShippingOrderDetail,
  }),
  update: defineContract({ ...shiip, path: `${SO}/update`, summary: 'Change receiver, parcel or note before pickup; the fee is recomputed', permissions: ['edit_order'], body: ZUpdateShippingOrderInput, response: z.null() }),
  updateCod: defineContract({ ...shiip, path: `${SO}/updateCOD`, summary: 'Change the COD amount before delivery', permissions: ['edit_order'], body: ZUpdateCodInput, response: z.null() }),
  soc: defineContract({ ...shiipAny, path: `${SO}/soc`, summary: "An order's fee breakdown", permissions: ['view_detail_order'], query: ZOrderCodeInput, response: ZOrderSoc }),
  shiftDate: defineContract({ ...shiipAny, path: '/shiip/public-api/v2/shift/date', summary: 'Pick shifts a pickup can be booked in (GHN)', permissions: [], query: ZShiftDateInput, response: z.array(ZPickShift) }),
  list: defineContract({ ...shiip, path: `${SO}/list`, summary: 'Orders: a page of one ORDER_* tab with every tab’s count (ours, docs/lists.md)', permissions: ['view_list_order'], body: ZShippingListInput, response: ZShippingList }),
  all: defineContract({ ...shiip, path: `${SO}/all`, summary: 'Orders, as list (the v1 name)', permissions: ['view_list_order'], body: ZShippingListInput, response: ZShippingList }),
  listV2: defineContract({ ...shiip, path: `${SO}/v2`, summary: 'Orders, as list (the v2 name)', permissions: ['view_list_order'], body: ZShippingListInput, response: ZShippingList }),
  search: defineContract({ ...shiip, path: `${SO}/search`, summary: 'GHN’s search: statuses, payment types, a time range and a keyword, offset/limit', permissions: ['view_list_order'], body: ZGhnSearchInput, response: ZGhnSearch }),
  groupStatus: defineContract({ ...shiip, path: `${SO}/group/status`, summary: 'Orders created in a range, per status', permissions: ['view_list_order'], body: ZReportRange, response: ZGroupByStatus }),
  groupDistrict: defineContract({ ...shiip, path: `${SO}/group/district`, summary: 'Orders created in a range, per receiver district', permissions: ['view_list_order'], body: ZReportRange, response: ZGroupByDistrict }),
  groupDate: defineContract({ ...shiip, path: `${SO}/group/date`, summary: 'Orders created in a range, per day, with COD and fees', permissions: ['view_list_order'], body: ZReportRange, response: ZGroupByDate }),
  report: defineContract({ ...shiip, path: '/shiip/public-api/v2/report/order', summary: 'Totals of the orders created in a range', permissions: ['view_list_order'], body: ZReportRange, response: ZOrderReport }),
  receivers: defineContract({
    ...shiipAny,
    path: `${SO}/gets-receiver-data`,
    summary: 'Receivers of the shop’s recent orders, by phone prefix (the create form’s suggestions)',
    permissions: ['create_order'],
    query: ZReceiverSearchInput,
    response: z.array(ZReceiver),
  }),
  export: defineContract({
    ...shiip,
    path: `${SO}/export`,
    summary: 'Orders as xlsx (the list filters, or order_codes), streamed',
    permissions: ['view_list_order'],
    body: ZShippingExportInput,
    answer: 'file',
    response: ZFileAnswer,
  }),
  countByStatus: defineContract({
    ...shiipAny,
    path: `${SO}/count-order-by-status`,
    summary: 'Orders per status and per ORDER_* tab, from the list counters',
    permissions: ['view_list_order'],
    query: ZCountByStatusInput,
    response: z.object({ status: z.record(z.string(), z.number().int()), tabs: z.record(z.string(), z.number().int()) }),
  }),
  orderLogs: defineContract({ ...shiipAny, path: `${SO}/order-logs`, summary: "An order's status log (who, when, from, to, why)", permissions: ['view_logs_order'], query: ZOrderCodeInput, response: z.array(ZOrderLog) }),
  returnFee: defineContract({
    ...shiipAny,
    path: `${SO}/return-fee`,
    summary: 'What returning the order would cost',
    permissions: ['view_detail_order'],
    query: ZOrderCodeInput,
    response: z.object({ order_code: z.string(), return_fee: z.number().int(), redelivery_fee: z.number().int() }),
  }),
  cancel: defineContract({ ...shiip, path: `${SW}/cancel`, summary: 'Cancel orders (ready_to_pick, picking, money_collect_picking): one result per order', permissions: ['cancel_order'], body: ZOrderCodesInput, response: z.array(ZSwitchResult) }),
  storing: defineContract({ ...shiip, path: `${SW}/storing`, summary: 'Ask for redelivery (from waiting_to_return); the fee goes to the shop’s debt', permissions: ['delivery_again'], body: ZOrderCodesInput, response: z.array(ZSwitchResult) }),
  return: defineContract({ ...shiip, path: `${SW}/return`, summary: 'Return to sender now (from storing or waiting_to_return), irreversible', permissions: ['request_return'], body: ZOrderCodesInput, response: z.array(ZSwitchResult) }),
  webhookRegister: defineContract({
    ...shiip,
    path: '/shiip/public-api/v2/webhook/register',
    summary: 'Set the shop’s callback URL (ours); answers the HMAC secret once',
    permissions: ['update_store'],
    body: ZWebhookRegisterInput,
    response: ZWebhookView,
  }),
  webhookDeliveries: defineContract({
    ...shiip,
    path: '/shiip/public-api/v2/webhook/deliveries',
    summary: 'The shop’s callback deliveries, newest first (ours)',
    permissions: ['view_list_order'],
    body: ZWebhookDeliveriesInput,
    response: zListPage(ZWebhookDelivery),
  }),
  hubMain: defineContract({ ...shiipAny, path: '/shiip/public-api/v2/hub/main', summary: 'The shop’s main pick-up hub', permissions: [], query: ZHubShopRef, response: ZHub.nullable() }),
  hubAll: defineContract({ ...shiipAny, path: '/shiip/public-api/v2/hub/all', summary: 'The shop’s pick-up hubs', permissions: [], query: ZHubShopRef, response: z.array(ZHub) }),
  hubCreate: defineContract({ ...shiip, path: '/shiip/public-api/v2/hub/create', summary: 'Add a pick-up hub', permissions: ['update_store'], body: ZHubInput, response: ZHub }),
  hubUpdate: defineContract({ ...shiip, path: '/shiip/public-api/v2/hub/update', summary: 'Change a pick-up hub', permissions: ['update_store'], body: ZHubUpdateInput, response: ZHub }),
  stations: defineContract({
    ...shiipAny,
    path: '/shiip/public-api/v2/station/get',
    summary: 'Stations where parcels are handed in, by district (GHN)',
    permissions: [],
    query: ZStationsInput,
    response: z.array(ZStation),
  }),
  stationById: defineContract({
    ...shiipAny,
    path: '/shiip/public-api/v2/station/station-by-location-id',
    summary: 'A station by its location id',
    permissions: [],
    query: ZStationByIdInput,
    response: ZStation,
  }),
  printToken: defineContract({ ...shiip, path: '/shiip/public-api/v2/a5/gen-token', summary: 'A 30-minute token to print the orders’ labels', permissions: ['print_order'], body: ZLinkTokenInput, response: ZLinkToken }),
  trackingToken: defineContract({
    ...shiip,
    path: '/shiip/public-api/v2/tracking/gen-token',
    summary: 'A token for the public tracking page of an order (30 days)',
    permissions: ['view_detail_order'],
    body: ZTrackingTokenInput,
    response: ZTrackingLink,
  }),
  printA5: defineContract({ ...printCall, path: '/a5/public-api/printA5', summary: 'Labels of a print token, A5 pages (PDF; the token is the key, no sign-in)' }),
  print80x80: defineContract({ ...printCall, path: '/a5/public-api/print80x80', summary: 'Labels of a print token, 80×80 mm pages (PDF)' }),
  print52x70: defineContract({ ...printCall, path: '/a5/public-api/print52x70', summary: 'Labels of a print token, 52×70 mm pages (PDF)' }),
  tracking: defineContract({
    group: 'shiip',
    method: ['GET', 'POST'],
    tags: ['shipping'],
    audience: 'none',
    tenant: 'none',
    permissions: [],
    path: '/shiip/public-api/tracking',
    summary: 'Public tracking by order code (no sign-in): the status, journey, dates and masked receiver; with the order’s token, the areas too',
    query: ZTrackingQuery,
    response: ZTracking,
  }),
  opsList: defineContract({ ...ops, path: '/ops/shipping/list', summary: 'Every customer’s express orders (customerId to pick one)', body: ZShippingListInput, response: ZShippingList }),
  opsDetail: defineContract({ ...ops, path: '/ops/shipping/detail', summary: 'An express order in full', body: ZOrderCodeInput, response: ZShippingOrderDetail }),
  opsMove: defineContract({
    ...ops,
    path: '/ops/shipping/move',
    summary: 'Couriers and hubs move scanned orders (pick up, sort, transport, deliver, fail, store, return, lost, damage): one result per order',
    body: ZCourierMoveInput,
    response: z.array(ZSwitchResult),
  }),
  opsStations: defineContract({ ...ops, path: '/ops/shipping/stations', summary: 'Every station and sorting hub (where couriers scan)', body: z.object({}), response: z.array(ZStation) }),
  tariffList: defineContract({ ...ops, path: '/ops/shipping/tariff/list', summary: 'Tariffs, newest effective first', body: z.object({}), response: z.array(ZTariffView) }),
  tariffSave: defineContract({ ...ops, audience: 'staffAdmin', path: '/ops/shipping/tariff/save', summary: 'Add a tariff taking effect at a given instant', body: ZTariffSaveInput, response: ZTariffView }),
} as const;
