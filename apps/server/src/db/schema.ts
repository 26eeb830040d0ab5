import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
