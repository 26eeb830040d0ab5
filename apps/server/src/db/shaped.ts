import { fillPlaceholders, is, Placeholder, sql } from 'drizzle-orm';
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
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * Under the tests, every reuse is also checked: the statement is built again for the call and must give the same text
 * and the same values as the kept one filled with the call's placeholders. A value written into the text instead
 * of bound (frozen into the kept statement) or a shape that leaves out something the text depends on fails there.
 */
const CHECK_REUSE = Boolean(process.env.VITEST) || process.env.FFM_CHECK_SHAPES === '1';
const keptText = new WeakMap<object, { sql: string; params: unknown[] }>();

function sameStatement(kept: { sql: string; params: unknown[] }, fresh: { sql: string; params: unknown[] }, values: Record<string, unknown>, shape: string): void {
  const a = JSON.stringify([kept.sql, fillPlaceholders(kept.params, values)]);
  const b = JSON.stringify([fresh.sql, fillPlaceholders(fresh.params, values)]);
  if (a !== b) throw new Error(`the statement kept for shape ${shape} differs from the one this call builds:\n${a}\n${b}`);
}

/**
 * Every value of a kept statement is a placeholder: a value written into it by the builder (a `Param`) would be
 * frozen into the statement and sent again with every later call of the shape, whatever that call's client. The
 * builder's parameters are checked once per new shape, in production as in tests; a constant that never changes
 * belongs in the text (`sql.raw`) or is bound like any value.
 */
function refuseUnbound(params: readonly unknown[], shape: string): void {
  const unbound = params.filter((p) => !is(p, Placeholder));
  if (unbound.length) throw new Error(`the statement of shape ${shape} holds ${unbound.length} value(s) not bound as placeholders: bind them (TBind)`);
}

/** How many shapes one database handle keeps built; past that, further shapes are built per call. */
const SHAPES_PER_HANDLE = 1000;
const built = new WeakMap<object, Map<string, PgPreparedQuery<PreparedQueryConfig>>>();
let serial = 0;

/**
 * Runs the statement of a shape with this call's placeholder values: built by `build` the first time the shape is
 * met on this database handle (a transaction's handle keeps its own), reused after. The shape must name everything
 * that changes the statement's text other than the placeholders' values (the values' names are added to it), and
 * every value is bound before the call: `build` runs only for a new shape, and a new shape whose statement holds a
 * value that is not a placeholder is refused (`refuseUnbound`). Rows are mapped by drizzle's own prepared query.
 */
export async function runShaped<R>(db: TDbOrTx, shape: string, values: Record<string, unknown>, build: () => TPreparable<R>): Promise<R> {
  let shapes = built.get(db);
  if (!shapes) {
    shapes = new Map();
    built.set(db, shapes);
  }
  const key = `${shape}|${Object.keys(values).join(',')}`;
  let statement = shapes.get(key) as PgPreparedQuery<PreparedQueryConfig & { execute: R }> | undefined;
  if (statement && CHECK_REUSE) sameStatement(keptText.get(statement)!, build().toSQL(), values, key);
  if (!statement) {
    const keep = shapes.size < SHAPES_PER_HANDLE;
    // named once: node-postgres prepares it on each connection the first time that connection runs it (a shape
    // past the cap runs unnamed, so that connections do not collect statements nobody reuses)
    const query = build();
    const text = query.toSQL();
    refuseUnbound(text.params, key);
    statement = query.prepare(keep ? `ffm_shape_${++serial}` : '');
    if (keep) shapes.set(key, statement as PgPreparedQuery<PreparedQueryConfig>);
    if (CHECK_REUSE) keptText.set(statement, text);
  }
  return statement.execute(values);
}
