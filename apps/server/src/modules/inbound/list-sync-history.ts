import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { TInboundSyncHistoryInput, TPaged } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { users } from '../accounts/schema.ts';
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
  const [items, [total]] = await Promise.all([
    db
      .select({ id: s.id, inboundId: s.inboundId, code: s.code, success: s.success, message: s.message, status: s.status, actor: users.fullName, createdAt: s.createdAt })
      .from(s)
      .leftJoin(users, eq(users.id, s.actorUserId))
      .where(where)
      .orderBy(desc(s.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(s).where(where),
  ]);
  return { items, total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}
