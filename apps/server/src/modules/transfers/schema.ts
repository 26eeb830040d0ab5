import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TTransferStatus } from '@ffm/domain';
import { clients, users } from '../accounts/schema.ts';
import { skus } from '../sku/schema.ts';
import { locations, warehouses } from '../warehouses/schema.ts';

/** A transfer of one client's goods from one warehouse to another (README.md). */
export const transferOrders = pgTable(
  'transfer_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'CK' + yymmdd + sequence */
    code: text('code').notNull(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    fromWarehouseId: integer('from_warehouse_id').notNull().references(() => warehouses.id),
    toWarehouseId: integer('to_warehouse_id').notNull().references(() => warehouses.id),
    status: text('status').$type<TTransferStatus>().notNull().default('NEW'),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shippedBy: integer('shipped_by').references(() => users.id),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('transfer_orders_code_uq').on(t.code),
    index('transfer_orders_client_idx').on(t.clientId, t.id),
    index('transfer_orders_status_idx').on(t.status, t.id),
    check('transfer_orders_status_ck', sql`${t.status} in ('NEW', 'IN_TRANSIT', 'RECEIVED', 'CANCELLED')`),
    check('transfer_orders_warehouses_ck', sql`${t.fromWarehouseId} <> ${t.toWarehouseId}`),
  ],
);

/** A line of a transfer: one SKU, how many, how many received at the destination. */
export const transferLines = pgTable(
  'transfer_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transferId: integer('transfer_id').notNull().references(() => transferOrders.id),
    skuId: integer('sku_id').notNull().references(() => skus.id),
    quantity: integer('quantity').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('transfer_lines_sku_uq').on(t.transferId, t.skuId),
    check('transfer_lines_qty_ck', sql`${t.quantity} > 0 and ${t.receivedQuantity} >= 0 and ${t.receivedQuantity} <= ${t.quantity}`),
  ],
);

/**
 * What a line drew at the source (location, lot, quantity: the ALLOCATE postings), and how much of it is received
 * at the destination: the pick list at the source and the lots in transit.
 */
export const transferSources = pgTable(
  'transfer_sources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lineId: integer('line_id').notNull().references(() => transferLines.id),
    locationId: integer('location_id').notNull().references(() => locations.id),
    lot: text('lot').notNull().default(''),
    expiryDate: date('expiry_date', { mode: 'string' }),
    quantity: integer('quantity').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
  },
  (t) => [
    index('transfer_sources_line_idx').on(t.lineId),
    check('transfer_sources_qty_ck', sql`${t.quantity} > 0 and ${t.receivedQuantity} >= 0 and ${t.receivedQuantity} <= ${t.quantity}`),
  ],
);
