import { sql, type Placeholder } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from './client.ts';

/**
 * Statements built once per shape (docs/lists.md, "Built once per shape"). Building a select with drizzle (the
 * builder, then rendering its SQL tree to text) costs a list call about 0.2 ms of JavaScript, more than
 * PostgreSQL spends running the prepared statement. A list's text depends only on its shape (which filters are
 * present, the sort, the cursor's direction, the page size), so a list writes its values as placeholders through a
 * `TBind`, names its shape, and the statement built for that shape the first time is reused with each call's values.
 */

/** Writes a value into a statement: as itself (`literalValues`) or as a named placeholder whose value is collected. */
export type TBind = <T>(name: string, value: T) => T | Placeholder;

/** Values written into the statement as they are (a statement built for one call: exports, one-off reads). */
export const literalValues: TBind = (_name, value) => value;

/** A bind that writes placeholders and collects their values, for `runShaped`. */
export function placeholders(): { bind: TBind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  const bind: TBind = (name, value) => {
    if (name in values && values[name] !== value) throw new Error(`placeholder ${name} bound twice with different values`);
    values[name] = value;
    return sql.placeholder(name);
  };
  return { bind, values };
}

interface TPreparable<R> {
  prepare(name: string): PgPreparedQuery<PreparedQueryConfig & { execute: R }>;
}

/** How many shapes one database handle keeps built; past that, further shapes are built per call. */
const SHAPES_PER_HANDLE = 1000;
const built = new WeakMap<object, Map<string, PgPreparedQuery<PreparedQueryConfig>>>();
let serial = 0;

/**
 * Runs the statement of a shape with this call's placeholder values: built by `build` the first time the shape is
 * met on this database handle (a transaction's handle keeps its own), reused after. The shape must name everything
 * that changes the statement's text other than the placeholders' values (the values' names are added to it).
 */
export async function runShaped<R>(db: TDbOrTx, shape: string, values: Record<string, unknown>, build: () => TPreparable<R>): Promise<R> {
  let shapes = built.get(db);
  if (!shapes) {
    shapes = new Map();
    built.set(db, shapes);
  }
  const key = `${shape}|${Object.keys(values).join(',')}`;
  let statement = shapes.get(key) as PgPreparedQuery<PreparedQueryConfig & { execute: R }> | undefined;
  if (!statement) {
    const keep = shapes.size < SHAPES_PER_HANDLE;
    // named once: node-postgres prepares it on each connection the first time that connection runs it (a shape
    // past the cap runs unnamed, so that connections do not collect statements nobody reuses)
    statement = build().prepare(keep ? `ffm_shape_${++serial}` : '');
    if (keep) shapes.set(key, statement as PgPreparedQuery<PreparedQueryConfig>);
  }
  return statement.execute(values);
}
