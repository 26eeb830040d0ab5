import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/** A one-time code sent for a purpose: only its hash is kept; 5 wrong entries or its use burn it. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** the phone the code went to (a new phone for genOTP-option) */
    phone: text('phone').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_user_purpose_idx').on(t.userId, t.purpose, t.id)],
);

/** Messages to phones: what the default SMS adapter keeps for provider staff to read (the outbox), and a real gateway's log. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    purpose: text('purpose'),
    /** queued, sent (handed to the gateway or kept in the outbox), failed */
    status: text('status').notNull().default('queued'),
    gateway: text('gateway'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_messages_created_idx').on(t.createdAt, t.id), index('sms_messages_phone_idx').on(t.phone, t.id)],
);
