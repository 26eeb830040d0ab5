import { and, eq, ilike, sql } from 'drizzle-orm';
import type { TOutboundSyncHistoryInput, TOutboundSyncPage } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedCountSql, keysetWindow, pageTotal } from '../../db/list-page.ts';
import { userNamesByIds } from '../accounts/index.ts';
import { containsPattern } from '../../lib/like.ts';
import { outboundSyncLogs } from './schema.ts';

/**
 * The client's resync attempts, newest first (the sync history screen, docs/lists.md): the log is append-only, so
 * the page is read by keyset on the id from the (client_id, id) index; the total is a count capped at
 * LIST_COUNT_CAP selected beside it; the actors' names are looked up for the page's rows only.
 */
export async function listOutboundSyncHistory(db: TDbOrTx, input: TOutboundSyncHistoryInput, clientId: number): Promise<TOutboundSyncPage> {
  const s = outboundSyncLogs;
  const where = and(eq(s.clientId, clientId), input.code ? ilike(s.code, containsPattern(input.code)) : undefined, input.success === undefined ? undefined : eq(s.success, input.success));
  const win = keysetWindow({ column: s.id, id: s.id, dir: 'desc' }, input);
  const totalSql = cappedCountSql(sql`${s}`, where);
  const rows = await db
    .select({ id: s.id, outboundId: s.outboundId, code: s.code, success: s.success, message: s.message, status: s.status, actorUserId: s.actorUserId, createdAt: s.createdAt, sortKey: win.sortKey, listTotal: totalSql })
    .from(s)
    .where(and(where, win.where))
    .orderBy(...win.orderBy)
    .limit(win.limit)
    .offset(win.offset);
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql);
  const names = await userNamesByIds(db, page.items.map((r) => r.actorUserId));
  return {
    items: page.items.map((r) => ({
      id: r.id,
      outboundId: r.outboundId,
      code: r.code,
      success: r.success,
      message: r.message,
      status: r.status,
      actor: r.actorUserId === null ? null : (names.get(r.actorUserId) ?? null),
      createdAt: r.createdAt.toISOString(),
    })),
    total: count.total,
    totalExact: count.exact,
    page: input.page,
    pageSize: input.pageSize,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}
