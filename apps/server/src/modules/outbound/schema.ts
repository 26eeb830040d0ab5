import { sql, type SQL } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import type { TAddressScheme, TOutboundStatus, TStoredOldAddress, TPickListStatus, TZoneType } from '@ffm/domain';
import { clients, users } from '../accounts/schema.ts';
import { skus } from '../sku/schema.ts';
import { locations, warehouses } from '../warehouses/schema.ts';

/** An outbound order (SPEC §3): goods a client sends out of a warehouse to a receiver. */
export const outboundOrders = pgTable(
  'outbound_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** ours: 'SO' + yymmdd + daily sequence */
    soCode: text('so_code').notNull(),
    /** the client's code, unique per client (40001) */
    clientOrderCode: text('client_order_code').notNull(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    zoneType: text('zone_type').$type<TZoneType>().notNull(),
    status: integer('status').$type<TOutboundStatus>().notNull().default(0),
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
    fromName: text('from_name'),
    fromPhone: text('from_phone'),
    fromAddress: text('from_address'),
    shippingServiceType: integer('shipping_service_type').notNull().default(2),
    /** 1 sender pays, 2 receiver pays (4 and 5 arrive from mapped data and are stored as 1) */
    shippingPaymentType: integer('shipping_payment_type').notNull().default(1),
    shippingRequiredNote: text('shipping_required_note').notNull().default('CHOXEMHANGKHONGTHU'),
    /** integer VND */
    codAmount: integer('cod_amount').notNull().default(0),
    goodsValue: integer('goods_value').notNull().default(0),
    goodsName: text('goods_name'),
    /** the parcel: grams and centimetres, declared at create or measured at packing */
    weight: integer('weight'),
    length: integer('length'),
    width: integer('width'),
    height: integer('height'),
    note: text('note'),
    eBillLink: text('e_bill_link'),
    sortCode: text('sort_code'),
    /** who takes the parcel (provider-express, direct, ahamove or a courier's code) and its tracking code */
    carrier: text('carrier'),
    shippingOrderCode: text('shipping_order_code'),
    handoverId: integer('handover_id'),
    source: text('source').notNull().default('WEB'),
    uploadFileId: integer('upload_file_id'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    allocatedAt: timestamp('allocated_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** the codes a `%…%` search looks in, lower-cased (docs/lists.md) */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${outboundOrders.soCode} || ' ' || ${outboundOrders.clientOrderCode} || ' ' || ${outboundOrders.toPhone} || ' ' || coalesce(${outboundOrders.shippingOrderCode}, ''))`,
      ),
  },
  (t) => [
    uniqueIndex('outbound_orders_so_uq').on(t.soCode.op('text_pattern_ops')),
    uniqueIndex('outbound_orders_client_code_uq').on(t.clientId, t.clientOrderCode),
    // the list's order (newest first, id as tie-breaker) per client, per status tab, and provider-wide
    index('outbound_orders_client_created_idx').on(t.clientId, t.createdAt, t.id),
    index('outbound_orders_client_status_idx').on(t.clientId, t.status, t.createdAt, t.id),
    index('outbound_orders_created_idx').on(t.createdAt, t.id),
    index('outbound_orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('outbound_orders_wh_status_idx').on(t.warehouseId, t.status, t.createdAt, t.id),
    index('outbound_orders_handover_idx').on(t.handoverId),
    index('outbound_orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('outbound_orders_to_phone_idx').on(t.toPhone),
    check('outbound_orders_to_address_scheme_ck', sql`${t.toAddressScheme} in ('v1', '2025') and (${t.toAddressScheme} = '2025' or ${t.toDistrictId} is not null) and (${t.toAddressScheme} = 'v1' or ${t.toDistrictId} is null)`),
    check('outbound_orders_status_ck', sql`${t.status} in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 99)`),
    check('outbound_orders_money_ck', sql`${t.codAmount} >= 0 and ${t.goodsValue} >= 0`),
  ],
);

/** A line of an outbound order: one SKU and how many. */
export const outboundLines = pgTable(
  'outbound_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outboundId: integer('outbound_id').notNull().references(() => outboundOrders.id),
    lineNo: integer('line_no').notNull(),
    skuId: integer('sku_id').notNull().references(() => skus.id),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull().default('STANDARD'),
    pickedQuantity: integer('picked_quantity').notNull().default(0),
    /** units sorted to the order at the pack step of a wave (scanned into its slot) */
    sortedQuantity: integer('sorted_quantity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('outbound_lines_line_uq').on(t.outboundId, t.lineNo),
    uniqueIndex('outbound_lines_sku_uq').on(t.outboundId, t.skuId),
    // the orders holding a SKU (the outbound list filtered by SKU)
    index('outbound_lines_sku_idx').on(t.skuId, t.outboundId),
    check('outbound_lines_qty_ck', sql`${t.quantity} > 0 and ${t.pickedQuantity} >= 0 and ${t.pickedQuantity} <= ${t.quantity}`),
    check('outbound_lines_sorted_ck', sql`${t.sortedQuantity} >= 0 and ${t.sortedQuantity} <= ${t.pickedQuantity}`),
  ],
);

/** What allocation drew for a line: the lot and location to pick from (the ledger holds the same as ALLOCATE rows). */
export const outboundAllocations = pgTable(
  'outbound_allocations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outboundId: integer('outbound_id').notNull().references(() => outboundOrders.id),
    lineId: integer('line_id').notNull().references(() => outboundLines.id),
    skuId: integer('sku_id').notNull(),
    locationId: integer('location_id').notNull().references(() => locations.id),
    lot: text('lot').notNull().default(''),
    expiryDate: date('expiry_date', { mode: 'string' }),
    quantity: integer('quantity').notNull(),
    pickedQuantity: integer('picked_quantity').notNull().default(0),
  },
  (t) => [
    index('outbound_allocations_outbound_idx').on(t.outboundId),
    check('outbound_allocations_qty_ck', sql`${t.quantity} > 0 and ${t.pickedQuantity} >= 0 and ${t.pickedQuantity} <= ${t.quantity}`),
  ],
);

/** The order's log: every status change and warehouse step (who, when, from, to, why). */
export const outboundLogs = pgTable(
  'outbound_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outboundId: integer('outbound_id').notNull().references(() => outboundOrders.id),
    action: text('action').notNull(),
    fromStatus: integer('from_status').$type<TOutboundStatus>(),
    toStatus: integer('to_status').$type<TOutboundStatus>(),
    note: text('note'),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbound_logs_outbound_idx').on(t.outboundId, t.id)],
);

/** A handover batch: parcels of one warehouse given to one carrier together (the handover sheet). */
export const outboundHandovers = pgTable(
  'outbound_handovers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    carrier: text('carrier').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('outbound_handovers_code_uq').on(t.code)],
);

/**
 * A stored pick list: orders of one warehouse picked together. Its lines are the allocation rows of its orders
 * (`outbound_allocations`: location, lot, quantity, picked), so what is scanned is written once, on the row the
 * stock was allocated from, and a reload or another device shows the same progress.
 */
export const pickLists = pgTable(
  'pick_lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'PL' + yymmdd + daily sequence */
    code: text('code').notNull(),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    status: text('status').$type<TPickListStatus>().notNull().default('open'),
    /** 'list' (orders named or the oldest) or 'wave' (released by carrier, cut-off, zone type and count) */
    kind: text('kind').$type<'list' | 'wave'>().notNull().default('list'),
    /** what a wave was released by (carrier, cutoffAt, zoneType, limit) */
    criteria: jsonb('criteria').$type<Record<string, unknown>>(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pick_lists_code_uq').on(t.code),
    index('pick_lists_wh_status_idx').on(t.warehouseId, t.status, t.id),
    check('pick_lists_status_ck', sql`${t.status} in ('open', 'done', 'released')`),
    check('pick_lists_kind_ck', sql`${t.kind} in ('list', 'wave')`),
  ],
);

/**
 * The orders of a pick list. `active` while the order is on the list and the list is open: the partial unique
 * index keeps an order on one open list at most, whatever two staff members create at the same moment.
 */
export const pickListOrders = pgTable(
  'pick_list_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pickListId: integer('pick_list_id').notNull().references(() => pickLists.id),
    outboundId: integer('outbound_id').notNull().references(() => outboundOrders.id),
    active: boolean('active').notNull().default(true),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** when staff took the order off the list (released back to allocated); null while it belongs to it */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pick_list_orders_active_uq').on(t.outboundId).where(sql`${t.active}`),
    index('pick_list_orders_list_idx').on(t.pickListId, t.outboundId),
    index('pick_list_orders_outbound_idx').on(t.outboundId, t.id),
  ],
);

/** Resync attempts (the sync history screen). */
export const outboundSyncLogs = pgTable(
  'outbound_sync_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    outboundId: integer('outbound_id').references(() => outboundOrders.id),
    code: text('code').notNull(),
    success: boolean('success').notNull(),
    message: text('message').notNull(),
    status: integer('status').$type<TOutboundStatus>(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbound_sync_logs_client_idx').on(t.clientId, t.id)],
);
