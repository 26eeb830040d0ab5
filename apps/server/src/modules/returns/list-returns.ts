import { and, desc, exists, lt, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP, type TReturnFilter, type TReturnListInput, type TReturnPage } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { returnViews } from './get-return.ts';
import { returnLines, returnReceipts } from './schema.ts';

const r = returnReceipts;

/** The returns of a filter: the scope's, holding a line of the reason and disposition asked for. */
export function returnConditions(input: TReturnFilter, scope: TDataScope): SQL | undefined {
  const byLine =
    input.reason || input.disposition
      ? exists(
          sql`(select 1 from ${returnLines} where ${returnLines.receiptId} = ${r.id}${input.reason ? sql` and ${returnLines.reason} = ${input.reason}` : sql``}${input.disposition ? sql` and ${returnLines.disposition} = ${input.disposition}` : sql``})`,
        )
      : undefined;
  return and(inScope(r.clientId, scope), byLine);
}

/** A page of returns, newest first, by offset over the (client, id) index, with a capped count. */
export async function listReturns(db: TDbOrTx, input: TReturnListInput, scope: TDataScope): Promise<TReturnPage> {
  const where = returnConditions(input, scope);
  const rows = await db
    .select()
    .from(r)
    .where(where)
    .orderBy(desc(r.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [counted] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(db.select({ id: r.id }).from(r).where(where).limit(LIST_COUNT_CAP + 1).as('c'));
  const n = counted?.n ?? 0;
  return {
    items: await returnViews(db, rows),
    total: Math.min(n, LIST_COUNT_CAP),
    totalExact: n <= LIST_COUNT_CAP,
    page: input.page,
    pageSize: input.pageSize,
    nextCursor: null,
    prevCursor: null,
  };
}

/** Batches of returns after an id (newest first), for the export. */
export async function returnsBefore(db: TDbOrTx, input: TReturnFilter, scope: TDataScope, beforeId: number | null, limit: number) {
  return db
    .select()
    .from(r)
    .where(and(returnConditions(input, scope), beforeId === null ? undefined : lt(r.id, beforeId)))
    .orderBy(desc(r.id))
    .limit(limit);
}
