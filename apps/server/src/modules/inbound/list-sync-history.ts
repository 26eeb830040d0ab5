import type { TInboundSyncHistoryInput, TInboundStatus, TSyncHistoryPage } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TClientScope } from '../../db/scope.ts';
import { readSyncHistory } from '../../db/sync-history.ts';
import { userNamesByIds } from '../accounts/index.ts';
import { inboundSyncLogs as s } from './schema.ts';

/** The client's inbound resync attempts, newest first (`readSyncHistory`, shared with the outbound one). */
export async function listSyncHistory(db: TDbOrTx, input: TInboundSyncHistoryInput, scope: TClientScope): Promise<TSyncHistoryPage> {
  const table = { table: s, id: s.id, clientId: s.clientId, orderId: s.inboundId, code: s.code, success: s.success, message: s.message, status: s.status, actorUserId: s.actorUserId, createdAt: s.createdAt };
  const page = await readSyncHistory(db, table, input, scope, (ids) => userNamesByIds(db, ids));
  return { ...page, items: page.items.map(({ orderId, status, ...r }) => ({ ...r, inboundId: orderId, status: status as TInboundStatus | null })) };
}
