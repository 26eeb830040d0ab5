import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column as "table"."column". drizzle writes a single-table query's columns unqualified, which inside a
 * correlated subquery would bind to the subquery's own table: the outer row's columns must be named in full.
 */
export function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
