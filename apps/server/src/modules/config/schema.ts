import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from '../accounts/schema.ts';

/** SPEC §3 shop config: the contract limits (money in VND, weight in grams, sizes in cm). */
export const shopConfigs = pgTable('shop_configs', {
  shopId: integer('shop_id').primaryKey().references(() => shops.id),
  maxCod: bigint('max_cod', { mode: 'number' }).notNull(),
  maxWeight: integer('max_weight').notNull(),
  maxLength: integer('max_length').notNull(),
  maxWidth: integer('max_width').notNull(),
  maxHeight: integer('max_height').notNull(),
  maxInsurance: bigint('max_insurance', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

/** SPEC §3 global config: key/value pairs, each value a comma-separated list. */
export const globalConfigs = pgTable('global_configs', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});
