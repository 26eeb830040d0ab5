import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TInboundStatus, TInboundType, TStockCondition, TZoneType } from '@ffm/domain';
import { clients, users } from '../accounts/schema.ts';
import { skus } from '../sku/schema.ts';
import { locations, warehouses } from '../warehouses/schema.ts';

/** An inbound order (SPEC §3): goods a client sends into a warehouse, a return or a failed delivery. */
export const inboundOrders = pgTable(
  'inbound_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** ours: 'ASN' + yymmdd + daily sequence */
    asnCode: text('asn_code').notNull(),
    /** the client's code, unique per client (30001) */
    orderInboundCode: text('order_inbound_code').notNull(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    /** transporter code */
    tplInbound: text('tpl_inbound').notNull(),
    estimateReceivedTime: date('estimate_received_time', { mode: 'string' }).notNull(),
    customerNote: text('customer_note'),
    type: text('type').$type<TInboundType>().notNull().default('NI'),
    zoneType: text('zone_type').$type<TZoneType>().notNull(),
    status: integer('status').$type<TInboundStatus>().notNull().default(0),
    /** RWTSO/RWSO: the outbound or shipping order code that comes back */
    returnRef: text('return_ref'),
    /** WEB, IMPORT or API */
    source: text('source').notNull().default('WEB'),
    /** the upload file that created it (IMPORT): rows of the same file may add lines to it */
    uploadFileId: integer('upload_file_id'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    receivingStartedAt: timestamp('receiving_started_at', { withTimezone: true }),
    receivingFinishedAt: timestamp('receiving_finished_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** the codes a `%…%` search looks in, lower-cased (docs/lists.md) */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${inboundOrders.asnCode} || ' ' || ${inboundOrders.orderInboundCode} || ' ' || coalesce(${inboundOrders.returnRef}, ''))`),
  },
  (t) => [
    uniqueIndex('inbound_orders_asn_uq').on(t.asnCode.op('text_pattern_ops')),
    uniqueIndex('inbound_orders_client_code_uq').on(t.clientId, t.orderInboundCode),
    // one live return per returned order (30006)
    uniqueIndex('inbound_orders_client_return_uq').on(t.clientId, t.returnRef).where(sql`${t.returnRef} is not null and ${t.status} <> 9`),
    // the list's order (newest first, id as tie-breaker) per client, per status tab, and provider-wide
    index('inbound_orders_client_created_idx').on(t.clientId, t.createdAt, t.id),
    index('inbound_orders_client_status_idx').on(t.clientId, t.status, t.createdAt, t.id),
    index('inbound_orders_created_idx').on(t.createdAt, t.id),
    index('inbound_orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('inbound_orders_wh_status_idx').on(t.warehouseId, t.status, t.createdAt, t.id),
    index('inbound_orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('inbound_orders_status_ck', sql`${t.status} in (0, 3, 4, 9, 99)`),
    check('inbound_orders_type_ck', sql`${t.type} in ('NI', 'RWTSO', 'RWSO')`),
  ],
);

/** A line of an inbound order: one SKU, what was expected and what the warehouse counted. */
export const inboundLines = pgTable(
  'inbound_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inboundId: integer('inbound_id').notNull().references(() => inboundOrders.id),
    lineNo: integer('line_no').notNull(),
    skuId: integer('sku_id').notNull().references(() => skus.id),
    expectedQuantity: integer('expected_quantity').notNull(),
    /** received_good + received_bad */
    receivedQuantity: integer('received_quantity').notNull().default(0),
    receivedGood: integer('received_good').notNull().default(0),
    receivedBad: integer('received_bad').notNull().default(0),
    putAwayQuantity: integer('put_away_quantity').notNull().default(0),
    /** declared by the client */
    lot: text('lot'),
    productionDate: date('production_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    condition: text('condition').$type<TStockCondition>().notNull().default('GOOD'),
  },
  (t) => [
    uniqueIndex('inbound_lines_line_uq').on(t.inboundId, t.lineNo),
    uniqueIndex('inbound_lines_sku_uq').on(t.inboundId, t.skuId),
    check('inbound_lines_expected_ck', sql`${t.expectedQuantity} > 0`),
    check('inbound_lines_received_ck', sql`${t.receivedGood} >= 0 and ${t.receivedBad} >= 0 and ${t.receivedQuantity} = ${t.receivedGood} + ${t.receivedBad}`),
    check('inbound_lines_put_away_ck', sql`${t.putAwayQuantity} >= 0 and ${t.putAwayQuantity} <= ${t.receivedQuantity}`),
  ],
);

/** Each count of a line at the dock (scan or by hand): lot, dates, condition, quantity, who. */
export const inboundReceipts = pgTable(
  'inbound_receipts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inboundId: integer('inbound_id').notNull().references(() => inboundOrders.id),
    lineId: integer('line_id').notNull().references(() => inboundLines.id),
    lot: text('lot').notNull().default(''),
    productionDate: date('production_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    condition: text('condition').$type<TStockCondition>().notNull(),
    quantity: integer('quantity').notNull(),
    method: text('method').$type<'SCAN' | 'MANUAL'>().notNull().default('MANUAL'),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbound_receipts_inbound_idx').on(t.inboundId), check('inbound_receipts_qty_ck', sql`${t.quantity} > 0`)],
);

/** Where received goods were put: per line, lot, condition and location. */
export const inboundPutAways = pgTable(
  'inbound_put_aways',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inboundId: integer('inbound_id').notNull().references(() => inboundOrders.id),
    lineId: integer('line_id').notNull().references(() => inboundLines.id),
    lot: text('lot').notNull().default(''),
    condition: text('condition').$type<TStockCondition>().notNull(),
    locationId: integer('location_id').notNull().references(() => locations.id),
    quantity: integer('quantity').notNull(),
    /** the bin the put-away rules suggested for these goods (null: none had room) */
    suggestedLocationId: integer('suggested_location_id').references(() => locations.id),
    /** why the worker chose another bin than the suggestion */
    overrideReason: text('override_reason'),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbound_put_aways_inbound_idx').on(t.inboundId), check('inbound_put_aways_qty_ck', sql`${t.quantity} > 0`)],
);

/** The order's log: every status change and every warehouse step (who, when, from, to, why). */
export const inboundLogs = pgTable(
  'inbound_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inboundId: integer('inbound_id').notNull().references(() => inboundOrders.id),
    action: text('action').notNull(),
    fromStatus: integer('from_status').$type<TInboundStatus>(),
    toStatus: integer('to_status').$type<TInboundStatus>(),
    note: text('note'),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbound_logs_inbound_idx').on(t.inboundId, t.id)],
);

/** Resync attempts (the sync history screen). */
export const inboundSyncLogs = pgTable(
  'inbound_sync_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    inboundId: integer('inbound_id').references(() => inboundOrders.id),
    code: text('code').notNull(),
    success: boolean('success').notNull(),
    message: text('message').notNull(),
    status: integer('status').$type<TInboundStatus>(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // the sync history's order: newest first by id (append-only), docs/lists.md
  (t) => [index('inbound_sync_logs_client_idx').on(t.clientId, t.id)],
);
