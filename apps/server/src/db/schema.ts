import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Tables of shared infrastructure (not of one area).
 */

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

/**
 * Day-by-day totals of a list (docs/lists.md): one row per client, shop (0 where the list has none), list, day of
 * the row's creation in Asia/Ho_Chi_Minh, and bucket ('all' or a status), kept by triggers in the transaction of the
 * change like `list_counters`. The dashboard's figures for a period, and a list's status tabs filtered by creation
 * date alone, are sums over at most a few hundred of these rows, never a count over the client's orders.
 */
export const dailyCounters = pgTable(
  'daily_counters',
  {
    clientId: integer('client_id').notNull(),
    shopId: integer('shop_id').notNull().default(0),
    list: text('list').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    bucket: text('bucket').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.list, t.day, t.bucket, t.shopId] }), index('daily_counters_list_day_idx').on(t.list, t.day)],
);
