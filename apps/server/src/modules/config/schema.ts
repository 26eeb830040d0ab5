import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
