import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TAddressScheme, TFeeBreakdown, TRequiredNote, TShippingItem, TShippingStatus, TStoredOldAddress, TTariff } from '@ffm/domain';
import { clients, shops, users } from '../accounts/schema.ts';

/** The provider's express tariffs; the one in effect is the newest whose `effective_from` has passed. */
export const shippingTariffs = pgTable(
  'shipping_tariffs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    tariff: jsonb('tariff').$type<TTariff>().notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipping_tariffs_effective_idx').on(t.effectiveFrom, t.id)],
);

/** The provider's stations (bưu cục) and sorting hubs: where couriers scan parcels and shops hand them in. */
export const shippingStations = pgTable(
  'shipping_stations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    provinceId: integer('province_id').notNull(),
    /** null for a 2025 address */
    districtId: integer('district_id'),
    wardCode: text('ward_code').notNull(),
    /** 'v1' (63 provinces, with district) or '2025' (34 provinces, no district): what the codes above mean */
    addressScheme: text('address_scheme').$type<TAddressScheme>().notNull().default('v1'),
    /** true: a sorting hub (no counter for shops) */
    isSortingHub: boolean('is_sorting_hub').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('shipping_stations_code_uq').on(t.code),
    index('shipping_stations_district_idx').on(t.districtId),
    check('shipping_stations_address_scheme_ck', sql`${t.addressScheme} in ('v1', '2025') and (${t.addressScheme} = '2025' or ${t.districtId} is not null) and (${t.addressScheme} = 'v1' or ${t.districtId} is null)`),
  ],
);

/** A shop's pick-up addresses (GHN "hubs": main, all, create, update). */
export const shippingHubs = pgTable(
  'shipping_hubs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    provinceId: integer('province_id').notNull(),
    /** null for a 2025 address */
    districtId: integer('district_id'),
    wardCode: text('ward_code').notNull(),
    /** 'v1' (63 provinces, with district) or '2025' (34 provinces, no district): what the codes above mean */
    addressScheme: text('address_scheme').$type<TAddressScheme>().notNull().default('v1'),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipping_hubs_shop_idx').on(t.shopId, t.id),
    uniqueIndex('shipping_hubs_main_uq').on(t.shopId).where(sql`${t.isMain}`),
    check('shipping_hubs_address_scheme_ck', sql`${t.addressScheme} in ('v1', '2025') and (${t.addressScheme} = '2025' or ${t.districtId} is not null) and (${t.addressScheme} = 'v1' or ${t.districtId} is null)`),
  ],
);

/** An express shipping order (SPEC §3), GHN's fields. */
export const shippingOrders = pgTable(
  'shipping_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderCode: text('order_code').notNull(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    /** the shop's own code ('' when none), unique per shop: a repeated create answers the first order */
    clientOrderCode: text('client_order_code').notNull().default(''),
    status: text('status').$type<TShippingStatus>().notNull(),
    fromName: text('from_name').notNull(),
    fromPhone: text('from_phone').notNull(),
    fromAddress: text('from_address').notNull(),
    fromProvinceId: integer('from_province_id').notNull(),
    /** null for a 2025 address */
    fromDistrictId: integer('from_district_id'),
    fromWardCode: text('from_ward_code').notNull(),
    /** 'v1' (63 provinces, with district) or '2025' (34 provinces, no district): what the codes above mean */
    fromAddressScheme: text('from_address_scheme').$type<TAddressScheme>().notNull().default('v1'),
    returnPhone: text('return_phone').notNull(),
    returnAddress: text('return_address').notNull(),
    /** where a return goes: the sender's place unless return_district_id / return_ward_code were given */
    returnDistrictId: integer('return_district_id'),
    returnWardCode: text('return_ward_code'),
    /** a 2025 return address (is_new_return_address): its province, with return_ward_code and no district */
    returnProvinceId: integer('return_province_id'),
    /** 'v1' or '2025': what return_district_id / return_ward_code / return_province_id mean */
    returnAddressScheme: text('return_address_scheme').$type<TAddressScheme>().notNull().default('v1'),
    toName: text('to_name').notNull(),
    toPhone: text('to_phone').notNull(),
    toAddress: text('to_address').notNull(),
    toProvinceId: integer('to_province_id').notNull(),
    /** null for a 2025 address */
    toDistrictId: integer('to_district_id'),
    toWardCode: text('to_ward_code').notNull(),
    /** 'v1' (63 provinces, with district) or '2025' (34 provinces, no district): what the codes above mean */
    toAddressScheme: text('to_address_scheme').$type<TAddressScheme>().notNull().default('v1'),
    /** the pre-2025 address the order arrived with when it was converted to the 2025 one above (printed small on labels) */
    toAddressOld: jsonb('to_address_old').$type<TStoredOldAddress>(),
    weight: integer('weight').notNull(),
    length: integer('length').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    convertedWeight: integer('converted_weight').notNull(),
    serviceTypeId: integer('service_type_id').notNull(),
    paymentTypeId: integer('payment_type_id').notNull(),
    codAmount: integer('cod_amount').notNull().default(0),
    insuranceValue: integer('insurance_value').notNull().default(0),
    requiredNote: text('required_note').$type<TRequiredNote>().notNull(),
    content: text('content').notNull().default(''),
    note: text('note').notNull().default(''),
    coupon: text('coupon').notNull().default(''),
    pickStationId: integer('pick_station_id').references(() => shippingStations.id),
    deliverStationId: integer('deliver_station_id').references(() => shippingStations.id),
    pickHubId: integer('pick_hub_id').references(() => shippingHubs.id),
    /** where the parcel is now (the last station or hub that scanned it) */
    currentStationId: integer('current_station_id').references(() => shippingStations.id),
    sortCode: text('sort_code').notNull(),
    pickupBefore12: boolean('pickup_before_12').notNull().default(true),
    /** GHN's pickup_time or the pick shift's start, when the shop asked for one */
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    /** GHN's pick_shift ids as sent on create */
    pickShift: jsonb('pick_shift').$type<number[]>().notNull().default([]),
    tariffId: integer('tariff_id').notNull().references(() => shippingTariffs.id),
    fee: jsonb('fee').$type<TFeeBreakdown>().notNull(),
    totalFee: integer('total_fee').notNull(),
    /** redelivery fees booked so far (each also a row of shipping_order_charges) */
    redeliveryFee: integer('redelivery_fee').notNull().default(0),
    items: jsonb('items').$type<TShippingItem[]>().notNull().default([]),
    leadtime: timestamp('leadtime', { withTimezone: true }).notNull(),
    codCollected: integer('cod_collected'),
    codCollectedAt: timestamp('cod_collected_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** what the keyword search looks in, lower-cased; accents are folded by the writer (docs/lists.md) */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${shippingOrders.orderCode} || ' ' || ${shippingOrders.clientOrderCode} || ' ' || ${shippingOrders.toPhone} || ' ' || ${shippingOrders.searchName})`),
    /** the receiver's name without accents (the writer folds it), for the search above */
    searchName: text('search_name').notNull().default(''),
  },
  (t) => [
    uniqueIndex('shipping_orders_code_uq').on(t.orderCode.op('text_pattern_ops')),
    uniqueIndex('shipping_orders_shop_client_code_uq').on(t.shopId, t.clientOrderCode).where(sql`${t.clientOrderCode} <> ''`),
    // the list's order (newest first, id as tie-breaker) per client, per status, and provider-wide
    index('shipping_orders_client_created_idx').on(t.clientId, t.createdAt, t.id),
    index('shipping_orders_client_status_idx').on(t.clientId, t.status, t.createdAt, t.id),
    index('shipping_orders_shop_created_idx').on(t.shopId, t.createdAt, t.id),
    index('shipping_orders_created_idx').on(t.createdAt, t.id),
    index('shipping_orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('shipping_orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('shipping_orders_to_phone_idx').on(t.toPhone),
    check('shipping_orders_money_ck', sql`${t.codAmount} >= 0 and ${t.insuranceValue} >= 0 and ${t.totalFee} >= 0`),
    check('shipping_orders_from_address_scheme_ck', sql`${t.fromAddressScheme} in ('v1', '2025') and (${t.fromAddressScheme} = '2025' or ${t.fromDistrictId} is not null) and (${t.fromAddressScheme} = 'v1' or ${t.fromDistrictId} is null)`),
    check('shipping_orders_return_address_scheme_ck', sql`${t.returnAddressScheme} in ('v1', '2025') and (${t.returnAddressScheme} = 'v1' or (${t.returnDistrictId} is null and ${t.returnProvinceId} is not null))`),
    check('shipping_orders_to_address_scheme_ck', sql`${t.toAddressScheme} in ('v1', '2025') and (${t.toAddressScheme} = '2025' or ${t.toDistrictId} is not null) and (${t.toAddressScheme} = 'v1' or ${t.toDistrictId} is null)`),
    check('shipping_orders_parcel_ck', sql`${t.weight} > 0 and ${t.length} > 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** Every status change of an order (DESIGN §5: who, when, from, to, why) and where it happened. */
export const shippingOrderLogs = pgTable(
  'shipping_order_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull().references(() => shippingOrders.id),
    fromStatus: text('from_status').$type<TShippingStatus>(),
    toStatus: text('to_status').$type<TShippingStatus>().notNull(),
    /** 'shop' (the shop's call or screen), 'courier' (provider staff), 'system' */
    actorType: text('actor_type').$type<'shop' | 'courier' | 'system'>().notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    stationId: integer('station_id').references(() => shippingStations.id),
    reason: text('reason'),
    /** the courier's reason code with the reason (GHN's callback `ReasonCode`), when the courier's device sent one */
    reasonCode: text('reason_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipping_order_logs_order_idx').on(t.orderId, t.id)],
);

/**
 * Money events of an order for the COD and debt ledgers (the money module reads them): COD collected at
 * delivery, redelivery fees booked to the shop's debt. Written in the transaction of the status change.
 */
export const shippingOrderCharges = pgTable(
  'shipping_order_charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull().references(() => shippingOrders.id),
    clientId: integer('client_id').notNull().references(() => clients.id),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    kind: text('kind').$type<'cod_collected' | 'redelivery_fee'>().notNull(),
    amount: integer('amount').notNull(),
    /** the log row of the status change that caused it */
    logId: integer('log_id').notNull().references(() => shippingOrderLogs.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipping_order_charges_order_idx').on(t.orderId), index('shipping_order_charges_shop_idx').on(t.shopId, t.kind, t.id), check('shipping_order_charges_kind_ck', sql`${t.kind} in ('cod_collected', 'redelivery_fee')`)],
);

/** A shop's callback URL: each status, COD, fee or weight change of its orders is posted there (GHN's shape). */
export const shippingWebhooks = pgTable('shipping_webhooks', {
  shopId: integer('shop_id').primaryKey().references(() => shops.id),
  clientId: integer('client_id').notNull().references(() => clients.id),
  url: text('url').notNull(),
  /** the HMAC-SHA256 key of the signature header, shown to the shop once at registration */
  secret: text('secret').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One callback to send (and its delivery log, visible to the shop), in order per order. */
export const shippingWebhookEvents = pgTable(
  'shipping_webhook_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    clientId: integer('client_id').notNull().references(() => clients.id),
    orderId: integer('order_id').notNull().references(() => shippingOrders.id),
    orderCode: text('order_code').notNull(),
    url: text('url').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipping_webhook_events_order_idx').on(t.orderId, t.id), index('shipping_webhook_events_shop_idx').on(t.shopId, t.id)],
);

/**
 * Short-lived tokens of the print and tracking links (GHN's a5/gen-token, tracking gen-token): the link carries the
 * token, never the caller's session. Stored as SHA-256.
 */
export const shippingLinkTokens = pgTable(
  'shipping_link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<'print' | 'tracking'>().notNull(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    orderCodes: jsonb('order_codes').$type<string[]>().notNull(),
    /**
     * An order's tracking token itself, kept so that every print and share of the order hands the same link (one
     * row per order, not one per print). Only tracking links, which show a masked receiver, keep it; print links
     * (full addresses and phones) keep their hash only.
     */
    token: text('token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipping_link_tokens_expires_idx').on(t.expiresAt),
    check('shipping_link_tokens_kind_ck', sql`${t.kind} in ('print', 'tracking')`),
    check('shipping_link_tokens_kept_ck', sql`${t.token} is null or ${t.kind} = 'tracking'`),
    // one kept tracking token per order of a client
    uniqueIndex('shipping_link_tokens_order_uq').on(t.clientId, sql`(${t.orderCodes} ->> 0)`).where(sql`${t.token} is not null`),
  ],
);

/** A shop's defaults for new shipping orders (SPEC §7 express-setting); no row: DEFAULT_EXPRESS_SETTING. */
export const shopExpressSettings = pgTable('shop_express_settings', {
  shopId: integer('shop_id').primaryKey().references(() => shops.id),
  pickMode: text('pick_mode').notNull(),
  pickHubId: integer('pick_hub_id'),
  pickStationId: integer('pick_station_id'),
  serviceTypeId: integer('service_type_id').notNull(),
  paymentTypeId: integer('payment_type_id').notNull(),
  requiredNote: text('required_note').notNull(),
  pickupBeforeNoon: boolean('pickup_before_noon').notNull(),
  insureByDefault: boolean('insure_by_default').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});
