import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { TInboundSyncHistoryInput, TPaged } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { userNamesByIds } from '../accounts/index.ts';
import { containsPattern } from '../../lib/like.ts';
import { inboundSyncLogs } from './schema.ts';

export interface TSyncHistoryItem {
  id: number;
  inboundId: number | null;
  code: string;
  success: boolean;
  message: string;
  status: number | null;
  actor: string | null;
  createdAt: Date;
}

/** The client's resync attempts, newest first (the sync history screen). */
export async function listSyncHistory(db: TDbOrTx, input: TInboundSyncHistoryInput, clientId: number): Promise<TPaged<TSyncHistoryItem>> {
  const s = inboundSyncLogs;
  const where = and(eq(s.clientId, clientId), input.code ? ilike(s.code, containsPattern(input.code)) : undefined, input.success === undefined ? undefined : eq(s.success, input.success));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: s.id, inboundId: s.inboundId, code: s.code, success: s.success, message: s.message, status: s.status, actorUserId: s.actorUserId, createdAt: s.createdAt })
      .from(s)
      .where(where)
      .orderBy(desc(s.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(s).where(where),
  ]);
  const names = await userNamesByIds(db, rows.map((r) => r.actorUserId));
  const items = rows.map((r) => ({
    id: r.id,
    inboundId: r.inboundId,
    code: r.code,
    success: r.success,
    message: r.message,
    status: r.status,
    actor: r.actorUserId === null ? null : (names.get(r.actorUserId) ?? null),
    createdAt: r.createdAt,
  }));
  return { items, total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}
