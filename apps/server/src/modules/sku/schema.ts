import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from '../accounts/schema.ts';

/** Codes the server assigns when a SKU is created without one: 'SKU' and 8 digits. */
export const skuCodeSeq = pgSequence('sku_code_seq', { startWith: 1 });

/**
 * A client's product (SPEC §3). Weights in integer grams; sizes in cm with two decimals (the domain accepts
 * 2.5 cm, and numeric keeps it exact); volume in cm³; volumetric weight in grams (L × W × H / 5000 kg).
 */
export const skus = pgTable(
  'skus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    sku: text('sku')
      .notNull()
      .default(sql`'SKU' || lpad(nextval('sku_code_seq')::text, 8, '0')`),
    mCode: text('m_code').notNull(),
    sCode: text('s_code').notNull(),
    name: text('name').notNull(),
    /** accent-folded sku, name, mCode and sCode, for search without accents */
    searchText: text('search_text').notNull().default(''),
    /** accent-folded name: the sort key ('Bánh pía' after 'Bánh đậu' whatever the database collation) */
    nameKey: text('name_key').notNull().default(''),
    category: text('category').notNull(),
    unit: text('unit').notNull().default('STANDARD'),
    tag: text('tag'),
    description: text('description').notNull(),
    manageExpDate: boolean('manage_exp_date').notNull().default(false),
    manageProdDate: boolean('manage_prod_date').notNull().default(false),
    grossWeight: integer('gross_weight').notNull(),
    netWeight: integer('net_weight').notNull(),
    length: numeric('length', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    width: numeric('width', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    height: numeric('height', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** cm³ */
    volume: numeric('volume', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** grams */
    volumetricWeight: integer('volumetric_weight').notNull().default(0),
    note: text('note'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    /** the upload file that created it, if any */
    uploadFileId: integer('upload_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('skus_client_sku_uq').on(t.clientId, t.sku),
    uniqueIndex('skus_client_mcode_uq').on(t.clientId, t.mCode),
    uniqueIndex('skus_client_scode_uq').on(t.clientId, t.sCode),
    // each sort of the list with the id as tie-breaker, so a page is an index range scan (docs/lists.md)
    index('skus_client_created_idx').on(t.clientId, t.createdAt, t.id),
    index('skus_client_category_idx').on(t.clientId, t.category, t.createdAt, t.id),
    index('skus_client_name_idx').on(t.clientId, t.nameKey, t.id),
    index('skus_client_gross_idx').on(t.clientId, t.grossWeight, t.id),
    index('skus_client_sku_idx').on(t.clientId, t.sku, t.id),
    // `%…%` keyword search on the accent-folded codes and name (pg_trgm)
    index('skus_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Units of measure, a managed list (provider staff), seeded from the domain's defaults at start. */
export const skuUnits = pgTable('sku_units', {
  code: text('code').primaryKey(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One change of a SKU: who, when, and the changed fields before and after. Append-only. */
export const skuChanges = pgTable(
  'sku_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    clientId: integer('client_id').notNull(),
    source: text('source', { enum: ['update', 'size-weight-upload'] }).notNull(),
    uploadFileId: integer('upload_file_id'),
    changedBy: integer('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
  },
  // the change log's order, newest first with the id as tie-breaker (docs/lists.md)
  (t) => [index('sku_changes_sku_idx').on(t.skuId, t.changedAt, t.id)],
);
