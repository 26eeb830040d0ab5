import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { TCellValue } from '@ffm/domain';
import { clients } from '../accounts/schema.ts';

/**
 * One uploaded file of any kind (SKU, size/weight, inbound, outbound): who, what, and where its confirm job
 * stands. The counters are written in the same transaction as the rows they count, so progress is exact.
 */
export const uploadFiles = pgTable(
  'upload_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by'),
    /** the uploader's language: row messages are written in it */
    lang: text('lang', { enum: ['vi', 'en'] }).notNull().default('vi'),
    status: text('status', { enum: ['validating', 'validated', 'confirming', 'done', 'failed'] }).notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    invalidRows: integer('invalid_rows').notNull().default(0),
    createdRows: integer('created_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    /** a refused file: the catalogue code and the message shown */
    errorCode: integer('error_code'),
    errorMessage: text('error_message'),
    confirmedBy: integer('confirmed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the upload history's order, newest first with the id as tie-breaker: one kind, or every kind of an area
    index('upload_files_client_kind_idx').on(t.clientId, t.kind, t.createdAt, t.id),
    index('upload_files_client_created_idx').on(t.clientId, t.createdAt, t.id),
    index('upload_files_confirming_idx').on(t.status).where(sql`${t.status} in ('validating', 'confirming')`),
  ],
);

/** One data row of a file: the cells read, the typed value when valid, messages, and the outcome. */
export const uploadRows = pgTable(
  'upload_rows',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => uploadFiles.id),
    /** the row number as the spreadsheet shows it */
    rowNo: integer('row_no').notNull(),
    /** the cells by column key (never by header text) */
    raw: jsonb('raw').$type<Record<string, TCellValue>>().notNull(),
    /** the kind's typed row; null when invalid */
    data: jsonb('data').$type<unknown>(),
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['valid', 'invalid', 'created', 'failed'] }).notNull(),
    /** what the row made (e.g. the SKU code) */
    resultRef: text('result_ref'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.rowNo] }), index('upload_rows_file_status_idx').on(t.fileId, t.status, t.rowNo)],
);
