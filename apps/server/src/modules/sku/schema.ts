import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from '../accounts/schema.ts';

/** A client's product (SPEC §3). Weights in integer grams, sizes in integer cm. */
export const skus = pgTable(
  'skus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    sku: text('sku').notNull(),
    mCode: text('m_code').notNull(),
    sCode: text('s_code').notNull(),
    name: text('name').notNull(),
    /** accent-folded name and codes, for search without accents */
    searchText: text('search_text').notNull().default(''),
    category: text('category').notNull(),
    unit: text('unit').notNull().default('STANDARD'),
    tag: text('tag'),
    description: text('description').notNull(),
    manageExpDate: boolean('manage_exp_date').notNull().default(false),
    manageProdDate: boolean('manage_prod_date').notNull().default(false),
    grossWeight: integer('gross_weight').notNull(),
    netWeight: integer('net_weight').notNull(),
    /** whole centimetres (DESIGN §5) */
    length: integer('length').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** cm³ */
    volume: integer('volume').notNull(),
    note: text('note'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('skus_client_sku_uq').on(t.clientId, t.sku),
    uniqueIndex('skus_client_mcode_uq').on(t.clientId, t.mCode),
    uniqueIndex('skus_client_scode_uq').on(t.clientId, t.sCode),
    index('skus_client_created_idx').on(t.clientId, t.createdAt),
    index('skus_client_category_idx').on(t.clientId, t.category),
  ],
);
