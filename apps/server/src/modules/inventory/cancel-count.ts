import { eq } from 'drizzle-orm';
import type { TCountCancelInput, TCountSessionView } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { getCount } from './get-count.ts';
import { lockOpenCountSession } from './lock-count-session.ts';
import { stockCountSessions } from './schema.ts';
import { inTransaction } from '../../db/transaction.ts';

/** Abandons an open count: nothing is posted, the location (or SKU) can be counted afresh. */
export async function cancelCount(db: TDb, scope: TDataScope, input: TCountCancelInput): Promise<TCountSessionView> {
  const { userId: actorUserId, lang } = scope;
  await inTransaction(db, async (tx) => {
    const session = await lockOpenCountSession(tx, input.sessionId, lang);
    await tx
      .update(stockCountSessions)
      .set({ status: 'CANCELLED', reason: input.reason ?? null, postedBy: actorUserId, postedAt: new Date() })
      .where(eq(stockCountSessions.id, session.id));
  });
  return getCount(db, input.sessionId);
}
