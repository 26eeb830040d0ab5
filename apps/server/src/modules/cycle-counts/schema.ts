import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TAbcClass, TCycleTaskStatus, TStockCondition } from '@ffm/domain';
import { clients, users } from '../accounts/schema.ts';
import { skus } from '../sku/schema.ts';
import { locations, warehouses } from '../warehouses/schema.ts';

/** A warehouse's cycle count settings (absent: the domain's defaults). */
export const cycleCountSettings = pgTable('cycle_count_settings', {
  warehouseId: integer('warehouse_id')
    .primaryKey()
    .references(() => warehouses.id),
  aDays: integer('a_days').notNull(),
  bDays: integer('b_days').notNull(),
  cDays: integer('c_days').notNull(),
  aShare: integer('a_share').notNull(),
  abShare: integer('ab_share').notNull(),
  dailyCapacity: integer('daily_capacity').notNull(),
  recountThreshold: integer('recount_threshold').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One count of one balance key (client, SKU, lot, location, condition) on a day's list: counted blind, counted
 * again past the threshold, approved or rejected by a supervisor. At most one unfinished task per key.
 */
export const cycleCountTasks = pgTable(
  'cycle_count_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    countDate: date('count_date', { mode: 'string' }).notNull(),
    abcClass: text('abc_class').$type<TAbcClass>().notNull(),
    status: text('status').$type<TCycleTaskStatus>().notNull().default('OPEN'),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    lot: text('lot').notNull().default(''),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    condition: text('condition').$type<TStockCondition>().notNull(),
    /** on hand when the (last) count was recorded */
    systemQty: integer('system_qty'),
    countedQty: integer('counted_qty'),
    countedBy: integer('counted_by').references(() => users.id),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    recountQty: integer('recount_qty'),
    recountedBy: integer('recounted_by').references(() => users.id),
    recountedAt: timestamp('recounted_at', { withTimezone: true }),
    /** the final count minus the system quantity */
    variance: integer('variance'),
    reason: text('reason'),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cycle_count_tasks_wh_date_idx').on(t.warehouseId, t.countDate, t.id),
    index('cycle_count_tasks_key_idx').on(t.warehouseId, t.clientId, t.skuId, t.locationId),
    uniqueIndex('cycle_count_tasks_open_key_uq')
      .on(t.warehouseId, t.clientId, t.skuId, t.lot, t.locationId, t.condition)
      .where(sql`${t.status} in ('OPEN', 'RECOUNT', 'PENDING_APPROVAL')`),
  ],
);

/**
 * The daily job's mark: the day's list of a warehouse was made by the job runner, in the transaction that made it,
 * so a job run again (at least once) or by another process makes no second list for that warehouse and day.
 */
export const cycleCountDays = pgTable(
  'cycle_count_days',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    countDate: date('count_date', { mode: 'string' }).notNull(),
    /** tasks the job added to the day's list */
    created: integer('created').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.countDate] })],
);
