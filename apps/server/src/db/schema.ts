import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Tables of shared infrastructure (not of one area).
 */

/** Daily sequences for document codes ('ASN2611210001', 'KK2611210001'): one row per prefix and day. */
export const codeCounters = pgTable(
  'code_counters',
  {
    prefix: text('prefix').notNull(),
    day: text('day').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.day] })],
);

/**
 * Totals of the lists, kept by triggers in the same transaction as the change that moves them (docs/lists.md):
 * one row per client, list and bucket ('all', or a status for tab counts). A list's total and its tabs' counts are
 * read from here, never counted over the client's rows on each call.
 */
export const listCounters = pgTable(
  'list_counters',
  {
    clientId: integer('client_id').notNull(),
    list: text('list').notNull(),
    bucket: text('bucket').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.list, t.bucket] })],
);

/**
 * Failure counters with a fixed window (sign-in per account and per address; later OTP sends): in the database, so
 * every server process on it counts the same attempts (db/failure-counter.ts).
 */
export const failureCounters = pgTable('failure_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
