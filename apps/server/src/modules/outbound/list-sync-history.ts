import type { TOutboundSyncHistoryInput, TOutboundSyncPage } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TClientScope } from '../../db/scope.ts';
import { readSyncHistory } from '../../db/sync-history.ts';
import { userNamesByIds } from '../accounts/index.ts';
import { outboundSyncLogs as s } from './schema.ts';

/** The client's outbound resync attempts, newest first (`readSyncHistory`, shared with the inbound one). */
export async function listOutboundSyncHistory(db: TDbOrTx, input: TOutboundSyncHistoryInput, scope: TClientScope): Promise<TOutboundSyncPage> {
  const table = { table: s, id: s.id, clientId: s.clientId, orderId: s.outboundId, code: s.code, success: s.success, message: s.message, status: s.status, actorUserId: s.actorUserId, createdAt: s.createdAt };
  const page = await readSyncHistory(db, table, input, scope, (ids) => userNamesByIds(db, ids));
  return { ...page, items: page.items.map(({ orderId, ...r }) => ({ ...r, outboundId: orderId })) };
}
