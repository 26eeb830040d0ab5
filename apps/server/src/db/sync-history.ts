import { and, eq, ilike, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TListPaging } from '@ffm/domain';
import { containsPattern } from '../lib/like.ts';
import type { TDbOrTx } from './client.ts';
import { inScope, type TClientScope } from './scope.ts';
import { cappedCountSql, keysetWindow, pageTotal, type TListPage, pagingAnswer } from './list-page.ts';

/** A resync log's columns (`inbound_sync_logs`, `outbound_sync_logs`): the same shape, each naming its own order. */
export interface TSyncLogTable {
  table: PgTable;
  id: PgColumn;
  clientId: PgColumn;
  /** the order the attempt found, if any */
  orderId: PgColumn;
  code: PgColumn;
  success: PgColumn;
  message: PgColumn;
  status: PgColumn;
  actorUserId: PgColumn;
  createdAt: PgColumn;
}

export interface TSyncLogRow {
  id: number;
  orderId: number | null;
  code: string;
  success: boolean;
  message: string;
  status: number | null;
  actor: string | null;
  createdAt: string;
}

/** A log row as read, before the actor's name and the date are filled in. */
type TRecord = Omit<TSyncLogRow, 'actor' | 'createdAt'> & { actorUserId: number | null; createdAt: Date; sortKey: string; listTotal: number };

/**
 * A client's resync attempts, newest first (the sync history screens, docs/lists.md): the log is append-only, so
 * the page is read by keyset on the id from the (client_id, id) index; the total is a count capped at
 * LIST_COUNT_CAP selected beside it; the actors' names (`namesOf`, the accounts module's lookup) for the page's rows
 * only.
 */
export async function readSyncHistory(
  db: TDbOrTx,
  s: TSyncLogTable,
  input: TListPaging & { code?: string; success?: boolean },
  scope: TClientScope,
  namesOf: (userIds: Array<number | null>) => Promise<ReadonlyMap<number, string>>,
): Promise<TListPage<TSyncLogRow>> {
  const where = and(inScope(s.clientId, scope), input.code ? ilike(s.code, containsPattern(input.code)) : undefined, input.success === undefined ? undefined : eq(s.success, input.success));
  const win = keysetWindow({ column: s.id, id: s.id, dir: 'desc' }, input);
  const totalSql = cappedCountSql(sql`${s.table}`, where);
  const rows = (await win.read(
    db.select({ id: s.id, orderId: s.orderId, code: s.code, success: s.success, message: s.message, status: s.status, actorUserId: s.actorUserId, createdAt: s.createdAt, sortKey: win.sortKey, listTotal: totalSql }).from(s.table).$dynamic(),
    where,
  )) as TRecord[];
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql);
  const names = await namesOf(page.items.map((r) => r.actorUserId));
  return {
    items: page.items.map((r) => ({
      id: r.id,
      orderId: r.orderId,
      code: r.code,
      success: r.success,
      message: r.message,
      status: r.status,
      actor: r.actorUserId === null ? null : (names.get(r.actorUserId) ?? null),
      createdAt: r.createdAt.toISOString(),
    })),
    ...pagingAnswer(page, count, input),
  };
}
