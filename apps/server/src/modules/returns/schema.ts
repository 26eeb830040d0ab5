import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TReturnDisposition, TReturnReason, TReturnSource } from '@ffm/domain';
import { clients, users } from '../accounts/schema.ts';
import { skus } from '../sku/schema.ts';
import { locations, warehouses } from '../warehouses/schema.ts';

/** A received return (README.md): a returned express order or a client's return inbound. */
export const returnReceipts = pgTable(
  'return_receipts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'TH' + yymmdd + sequence */
    code: text('code').notNull(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    source: text('source').$type<TReturnSource>().notNull(),
    /** the express order's or the return inbound's code */
    ref: text('ref').notNull(),
    receivedBy: integer('received_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('return_receipts_code_uq').on(t.code),
    index('return_receipts_client_idx').on(t.clientId, t.id),
    check('return_receipts_source_ck', sql`${t.source} in ('EXPRESS', 'INBOUND')`),
  ],
);

/** A line of a return: the product, how many, why it came back and what was done with it. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    receiptId: integer('receipt_id').notNull().references(() => returnReceipts.id),
    skuId: integer('sku_id').notNull().references(() => skus.id),
    quantity: integer('quantity').notNull(),
    reason: text('reason').$type<TReturnReason>().notNull(),
    disposition: text('disposition').$type<TReturnDisposition>().notNull(),
    /** where the units went (restock, quarantine) or were received before leaving (dispose, send back) */
    locationId: integer('location_id').references(() => locations.id),
    note: text('note'),
    /** photos: ids of the attachment storage's files */
    photoIds: integer('photo_ids').array().notNull().default(sql`'{}'::int[]`),
  },
  (t) => [
    index('return_lines_receipt_idx').on(t.receiptId),
    check('return_lines_qty_ck', sql`${t.quantity} > 0`),
    check('return_lines_reason_ck', sql`${t.reason} in ('REFUSED', 'DAMAGED', 'WRONG_ITEM', 'NOT_AS_DESCRIBED', 'UNDELIVERABLE', 'OTHER')`),
    check('return_lines_disposition_ck', sql`${t.disposition} in ('RESTOCK', 'QUARANTINE', 'DISPOSE', 'SEND_BACK')`),
  ],
);
