import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TStockCondition } from '@ffm/domain';
import { clients, users } from '../accounts/schema.ts';
import { skus } from '../sku/schema.ts';
import { warehouses } from '../warehouses/schema.ts';

/**
 * Put-away rules of a warehouse (issue 26): goods matching every criterion set (client, SKU, category, condition)
 * go to a zone and/or a range of location codes. The first active rule by priority (then id) decides; with none,
 * every storage bin of the warehouse is allowed.
 */
export const putAwayRules = pgTable(
  'put_away_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    priority: integer('priority').notNull().default(100),
    clientId: integer('client_id').references(() => clients.id),
    skuId: integer('sku_id').references(() => skus.id),
    category: text('category'),
    condition: text('condition').$type<TStockCondition>(),
    zone: text('zone'),
    fromCode: text('from_code'),
    toCode: text('to_code'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('put_away_rules_wh_idx').on(t.warehouseId, t.priority, t.id),
    check('put_away_rules_target_ck', sql`${t.zone} is not null or ${t.fromCode} is not null or ${t.toCode} is not null`),
    check('put_away_rules_sku_client_ck', sql`${t.skuId} is null or ${t.clientId} is not null`),
    check('put_away_rules_condition_ck', sql`${t.condition} is null or ${t.condition} in ('GOOD', 'BAD')`),
  ],
);
