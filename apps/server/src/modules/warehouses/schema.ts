import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TAddressScheme } from '@ffm/domain';

/** A provider warehouse. */
export const warehouses = pgTable(
  'warehouses',
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
    phone: text('phone'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('warehouses_code_uq').on(t.code), check('warehouses_address_scheme_ck', sql`${t.addressScheme} in ('v1', '2025') and (${t.addressScheme} = '2025' or ${t.districtId} is not null) and (${t.addressScheme} = 'v1' or ${t.districtId} is null)`)],
);

/** A storage location in a warehouse: zone, aisle, bin; code like 'A-01-03'. */
export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    code: text('code').notNull(),
    zone: text('zone').notNull(),
    aisle: text('aisle').notNull(),
    bin: text('bin').notNull(),
    /** STORAGE for put-away, RECEIVING for the dock, COUNT for goods held during a stock check, TRANSIT for transfers on the way */
    purpose: text('purpose', { enum: ['STORAGE', 'RECEIVING', 'COUNT', 'TRANSIT'] }).notNull().default('STORAGE'),
    /** what the bin takes, for put-away suggestions (SKU volume x quantity, SKU gross weight x quantity); null: no limit */
    maxVolumeCm3: integer('max_volume_cm3'),
    maxWeightGrams: integer('max_weight_grams'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('locations_wh_code_uq').on(t.warehouseId, t.code), index('locations_wh_idx').on(t.warehouseId)],
);

/** Carriers that bring goods into a warehouse (tplInbound) or take them out. */
export const transporters = pgTable(
  'transporters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('transporters_code_uq').on(t.code)],
);
