import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP, type TListPaging } from '@ffm/domain';
import type { TDbOrTx } from './client.ts';
import { DomainError } from '../lib/errors.ts';
import { literalValues, type TBind } from './shaped.ts';
import { sqlRows } from './sql-rows.ts';
import { dailyCounters, listCounters } from './schema.ts';
import { inScope, type TDataScope } from './scope.ts';

/**
 * Keyset paging (docs/lists.md): the page after or before a cursor, read from an index in the list's order
 * (sort column, then id in the same direction). A cursor carries the sort value as text (timestamps keep their
 * microseconds) and the id of the row it stands after or before.
 */
interface TCursor {
  d: 'next' | 'prev';
  /** the sort value; with further sort columns, the JSON array of every column's value */
  v: string;
  id: number;
}

function encodeCursor(c: TCursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

function decodeCursor(s: string): TCursor {
  try {
    const c = JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) as Partial<TCursor>;
    // sort columns are never null, so neither is a cursor's value (a null one is forged)
    if ((c.d === 'next' || c.d === 'prev') && typeof c.v === 'string' && Number.isInteger(c.id)) return c as TCursor;
  } catch {
    // falls through to the refusal
  }
  throw new DomainError(400);
}

/** A list call's answer (the domain's `zListPage`), rows in the server's shape. */
export interface TListPage<T> {
  items: T[];
  total: number;
  totalExact: boolean;
  page: number;
  pageSize: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

/**
 * What a list call answers beside its items: the total (exact or a lower bound), the paging it was asked for and the
 * window's cursors.
 */
export function pagingAnswer(
  cursors: { nextCursor: string | null; prevCursor: string | null },
  count: { total: number; exact: boolean },
  paging: TListPaging,
): Omit<TListPage<never>, 'items'> {
  return { total: count.total, totalExact: count.exact, page: paging.page, pageSize: paging.pageSize, nextCursor: cursors.nextCursor, prevCursor: cursors.prevCursor };
}

export interface TKeysetOrder {
  /** the sort column (not null) */
  column: PgColumn;
  /** further sort columns (not null, same direction) before the id: the list's index is (…, column, ...then, id) */
  then?: readonly PgColumn[];
  /** the tie-breaker, unique */
  id: PgColumn;
  dir: 'asc' | 'desc';
}

export interface TKeysetWindow {
  /** what, besides the bound values, makes this window's statement text: the order, the reading direction, the size */
  shape: string;
  /** select this as `sortKey` beside the row: the sort value as text, for the cursors */
  sortKey: SQL<string>;
  /** the page's rows in the list's order, and the cursors around them */
  finish<R extends { sortKey: string; id: number }>(rows: R[]): { items: R[]; nextCursor: string | null; prevCursor: string | null };
  /**
   * The list's select (`db.select(...).from(...).$dynamic()`) read in this window: the list's `where` and the
   * cursor's, the window's order, LIMIT and OFFSET.
   */
  read<Q extends PgSelect>(qb: Q, where: SQL | undefined): Q;
}

/**
 * The window of one page: after/before a cursor, else the first page, else (old clients) an offset. With a
 * placeholder `bind` (db/shaped.ts) the cursor's values and the offset are placeholders, and `shape` names the rest.
 */
export function keysetWindow(order: TKeysetOrder, paging: TListPaging, bind: TBind = literalValues): TKeysetWindow {
  const cursor = paging.cursor ? decodeCursor(paging.cursor) : null;
  const backwards = cursor?.d === 'prev';
  // reading backwards: the opposite order, then the rows are turned round
  const ascending = (order.dir === 'asc') !== backwards;
  const by = ascending ? asc : desc;
  const columns = [order.column, ...(order.then ?? [])];
  let where: SQL | undefined;
  if (cursor) {
    const values = columns.length === 1 ? [cursor.v] : cursorValues(cursor.v, columns.length);
    const key = sql`(${sql.join([...columns, order.id], sql`, `)})`;
    const bound = [...values.map((v, i) => bind(`kv${i}`, v)), bind('kid', cursor.id)];
    // a statement built once per shape reads the cursor through a one-row subquery, each value cast to its column's
    // type: PostgreSQL estimates a row comparison by its first column alone, so with the values in view a custom plan
    // of a cursor inside the last group of that column ("every row of this client is in HN01") looks nearly free
    // and always beats the generic plan; behind the subquery every plan is costed as the generic one, which it keeps
    const at =
      bind === literalValues
        ? sql`(${sql.join(bound.map((v) => sql`${v}`), sql`, `)})`
        : sql`(select ${sql.join(
            bound.map((v, i) => sql`${v}::${sql.raw([...columns, order.id][i]!.getSQLType())}`),
            sql`, `,
          )})`;
    where = ascending ? sql`${key} > ${at}` : sql`${key} < ${at}`;
  }
  const offset = cursor ? 0 : (paging.page - 1) * paging.pageSize;
  const size = paging.pageSize;
  const orderBy = [...columns.map((c) => by(c)), by(order.id)];
  const limit = literalLimit(size + 1);
  // A page by number (old clients) starts at the key of its first row, found by a subquery that walks the list's
  // index over the skipped rows reading their keys alone; the page then reads from that key like a cursor's page.
  // An OFFSET on the page's own select would compute every skipped row's output (the names and codes each list
  // selects beside the row through correlated lookups) only to throw it away: a ledger page 400 deep did 24,000
  // lookups for 20 rows. No offset at all on the first page and after a cursor.
  // bound here, not when the select is built: a shaped statement (db/shaped.ts) is built once and reused
  const offsetValue = offset === 0 ? null : bind('koff', offset);
  const offsetStart = (listWhere: SQL | undefined): SQL | undefined => {
    if (offsetValue === null) return undefined;
    const key = sql.join([...columns, order.id], sql`, `);
    const first = sql`(select ${key} from ${order.id.table} ${listWhere ? sql`where ${listWhere}` : sql``} order by ${sql.join(orderBy, sql`, `)} limit 1 offset ${offsetValue})`;
    return ascending ? sql`(${key}) >= ${first}` : sql`(${key}) <= ${first}`;
  };
  return {
    read: (qb, listWhere) => qb.where(and(listWhere, where, offsetStart(listWhere))).orderBy(...orderBy).limit(limit),
    shape: `${columns.map((c) => c.name).join(',')}:${ascending ? 'a' : 'd'}:${cursor ? 'k' : offset === 0 ? 'f' : 'o'}:${size}`,
    sortKey:
      columns.length === 1
        ? sql<string>`(${order.column})::text`
        : sql<string>`json_build_array(${sql.join(
            columns.map((c) => sql`(${c})::text`),
            sql`, `,
          )})::text`,
    finish(rows) {
      const more = rows.length > size;
      const page = rows.slice(0, size);
      if (backwards) page.reverse();
      const first = page[0];
      const last = page[page.length - 1];
      const atStart = cursor ? backwards && !more : offset === 0;
      const atEnd = cursor ? !backwards && !more : !more;
      return {
        items: page,
        nextCursor: last && !atEnd ? encodeCursor({ d: 'next', v: last.sortKey, id: last.id }) : null,
        prevCursor: first && !atStart ? encodeCursor({ d: 'prev', v: first.sortKey, id: first.id }) : null,
      };
    },
  };
}

/**
 * A page's LIMIT written into the statement's text rather than sent as a parameter: the page size is part of the
 * list's shape (one prepared statement per size, db/client.ts), and the planner sees it as a constant. Drizzle writes
 * an SQL object given to `.limit()` into the text as it is.
 */
function literalLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`bad page limit ${n}`);
  return sql.raw(String(n)) as unknown as number;
}

/** The values of a cursor over several sort columns (a JSON array of texts); anything else is bad input. */
function cursorValues(v: string, n: number): string[] {
  try {
    const a = JSON.parse(v) as unknown;
    if (Array.isArray(a) && a.length === n && a.every((x) => typeof x === 'string')) return a as string[];
  } catch {
    // falls through to the refusal
  }
  throw new DomainError(400);
}

/*
 * Totals selected beside the page's rows: uncorrelated scalar subqueries, which PostgreSQL evaluates once per
 * query (an InitPlan), so a list call is one round trip. Only an empty page needs a second query for them.
 */

/**
 * The counter of a list (and bucket) in a scope, as a scalar subquery: one client's, or provider-wide the sum over
 * clients (one row per client, not per list row).
 */
export function counterTotalSql(scope: TDataScope, list: string, bucket = 'all', bind: TBind = literalValues): SQL<number> {
  // a bucket other than the list's fixed ones ('all', 'in_stock') names a filter's value (a warehouse): bound
  const where = and(inScope(listCounters.clientId, scope, bind), eq(listCounters.list, bind('counterList', list)), eq(listCounters.bucket, bind('counterBucket', bucket)));
  return sql<number>`(select coalesce(sum(${listCounters.n}), 0)::int from ${listCounters} where ${where})`.mapWith(Number);
}

/** Every bucket of a list's counters in a scope, as a JSON object {bucket: n} (provider-wide: summed over clients). */
export function counterBucketsSql(scope: TDataScope, list: string, bind: TBind = literalValues): SQL<Record<string, number>> {
  const where = and(inScope(listCounters.clientId, scope, bind), eq(listCounters.list, bind('counterList', list)));
  return sql<Record<string, number>>`(select coalesce(json_object_agg(b, n), '{}'::json) from (select ${listCounters.bucket} as b, sum(${listCounters.n})::int as n from ${listCounters} where ${where} group by ${listCounters.bucket}) x)`;
}

/**
 * Every bucket of one group of a list's counters (a shop of the express orders: buckets `<group>:<status>` and
 * `<group>:all`, list_counters_apply's third argument) in a scope, as a JSON object {bucket: n} without the group's
 * prefix. The buckets are named (`buckets`, the list's fixed statuses), so the read is one index lookup per status
 * and client, whatever the number of groups.
 */
export function counterGroupBucketsSql(scope: TDataScope, list: string, group: number, buckets: readonly string[], bind: TBind = literalValues): SQL<Record<string, number>> {
  const names = ['all', ...buckets].map((b) => `${group}:${b}`);
  const where = and(inScope(listCounters.clientId, scope, bind), eq(listCounters.list, bind('counterList', list)), sql`${listCounters.bucket} = any(${bind('counterBuckets', names)}::text[])`);
  return sql<Record<string, number>>`(select coalesce(json_object_agg(b, n), '{}'::json) from (select substr(${listCounters.bucket}, strpos(${listCounters.bucket}, ':') + 1) as b, sum(${listCounters.n})::int as n from ${listCounters} where ${where} group by ${listCounters.bucket}) x)`;
}

/** Days of creation, as Vietnamese calendar dates 'YYYY-MM-DD' (either end open). */
export interface TDayRange {
  from?: string;
  to?: string;
}

/**
 * Every bucket of a list's day-by-day counters over a range of creation days in a scope (and one shop, where the
 * list keeps shops), as a JSON object {bucket: n}: a sum over at most (days × buckets) rows (docs/lists.md).
 */
export function dailyBucketsSql(scope: TDataScope, list: string, days: TDayRange, shopId?: number, bind: TBind = literalValues): SQL<Record<string, number>> {
  const d = dailyCounters;
  const where = and(
    inScope(d.clientId, scope, bind),
    eq(d.list, bind('counterList', list)),
    days.from ? gte(d.day, bind('dayFrom', days.from)) : undefined,
    days.to ? lte(d.day, bind('dayTo', days.to)) : undefined,
    shopId === undefined ? undefined : eq(d.shopId, bind('shopId', shopId)),
  );
  return sql<Record<string, number>>`(select coalesce(json_object_agg(b, n), '{}'::json) from (select ${d.bucket} as b, sum(${d.n})::int as n from ${d} where ${where} group by ${d.bucket}) x)`;
}

/**
 * The LIMIT of a capped count, written into the statement's text like a page's (a parameter LIMIT keeps PostgreSQL
 * planning every call for its value).
 */
export const CAPPED_LIMIT = sql.raw(String(LIST_COUNT_CAP + 1));

/**
 * A filtered list's total, as a scalar subquery: counted up to LIST_COUNT_CAP + 1 rows and no further (it reads at
 * most that many index entries); `cappedTotal` turns it into the answer ("more than LIST_COUNT_CAP" above it).
 */
export function cappedCountSql(from: SQL, where: SQL | undefined): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${from} ${where ? sql`where ${where}` : sql``} limit ${CAPPED_LIMIT}) x)`.mapWith(Number);
}

/** A capped count's answer: above the cap, "more than LIST_COUNT_CAP". */
export function cappedTotal(n: number): { total: number; exact: boolean } {
  return n > LIST_COUNT_CAP ? { total: LIST_COUNT_CAP, exact: false } : { total: n, exact: true };
}

/**
 * The value of a scalar expression alone (the totals of an empty page); `values` fills the placeholders of an
 * expression built for a shaped statement (db/shaped.ts).
 */
export async function selectScalar<T>(db: TDbOrTx, expr: SQL<T>, values?: Record<string, unknown>): Promise<T> {
  if (values && Object.keys(values).length > 0) {
    const [row] = await db.select({ v: expr }).from(sql`(values (1)) as one (x)`).prepare('').execute(values);
    return row!.v;
  }
  const result = await db.execute(sql`select ${expr} as v`);
  return sqlRows<{ v: T }>(result)[0]!.v;
}

/**
 * A page's total from what its query selected beside the rows (`listTotal: totalSql`), or, for an empty page, from
 * the expression alone; capped counts answer "more than" above LIST_COUNT_CAP.
 */
export async function pageTotal(db: TDbOrTx, rows: ReadonlyArray<{ listTotal: number }>, totalSql: SQL<number>, capped = true, values?: Record<string, unknown>): Promise<{ total: number; exact: boolean }> {
  const n = Number(rows[0]?.listTotal ?? (await selectScalar(db, totalSql, values)));
  return capped ? cappedTotal(n) : { total: n, exact: true };
}

/**
 * The batches of an export, in the list's keyset order: `fetch(last)` reads the batch after the previous batch's
 * last row (undefined: the first). The next batch is read while the caller writes the current one, so the
 * database and the xlsx writer work side by side; memory holds two batches at most.
 */
export async function* keysetBatches<R>(fetch: (last: R | undefined) => Promise<R[]>, size: number): AsyncGenerator<R[]> {
  let pending: Promise<R[]> | null = fetch(undefined);
  while (pending) {
    const batch: R[] = await pending;
    const last = batch[batch.length - 1];
    pending = batch.length < size || last === undefined ? null : fetch(last);
    // a consumer that stops early (the download was cut) must not leave an unhandled rejection behind
    pending?.catch(() => undefined);
    if (batch.length > 0) yield batch;
  }
}
