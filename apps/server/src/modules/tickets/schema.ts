import { customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients, shops, users } from '../accounts/schema.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** An uploaded attachment (SPEC §5 types), its bytes kept in the database beside its checked type. */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    name: text('name').notNull(),
    ext: text('ext').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: integer('uploaded_by').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_client_created_idx').on(t.clientId, t.createdAt, t.id)],
);

/** A short-lived download link of a file: only the token's hash is kept. */
export const fileTokens = pgTable('file_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  fileId: integer('file_id').notNull().references(() => files.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    shopId: integer('shop_id').references(() => shops.id),
    category: text('category').notNull(),
    title: text('title').notNull(),
    /** GHN's ticket fields: the order the ticket is about and the e-mail to answer to ('' when none) */
    orderCode: text('order_code').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    /** 1 processing, 2 waiting for the customer's reply, 3 completed */
    status: integer('status').notNull().default(1),
    contactUserId: integer('contact_user_id').references(() => users.id),
    createdBy: integer('created_by').notNull().references(() => users.id),
    messageCount: integer('message_count').notNull().default(0),
    /** the last message came from the client: the provider owes an answer */
    awaitingStaff: integer('awaiting_staff').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_code_uq').on(t.code),
    index('tickets_client_updated_idx').on(t.clientId, t.updatedAt, t.id),
    index('tickets_client_status_updated_idx').on(t.clientId, t.status, t.updatedAt, t.id),
    index('tickets_updated_idx').on(t.updatedAt, t.id),
    index('tickets_status_updated_idx').on(t.status, t.updatedAt, t.id),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id').notNull().references(() => tickets.id),
    authorUserId: integer('author_user_id').notNull().references(() => users.id),
    authorKind: text('author_kind', { enum: ['client', 'staff'] }).notNull(),
    body: text('body').notNull(),
    fileIds: integer('file_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.id)],
);
