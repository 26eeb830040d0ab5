import { eq } from 'drizzle-orm';
import type { TInboundDetail, TInboundStepInput, TLang } from '@ffm/domain';
import type { TDataScope } from '../../db/scope.ts';
import type { TDb } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { getInboundDetail } from './get-inbound.ts';
import { writeInboundLog } from './inbound-log.ts';
import { assertTransition, lockInbound } from './lock-inbound.ts';
import { inboundOrders } from './schema.ts';

/** The warehouse starts checking the goods: 0 → 3. From then on the client can no longer cancel. */
export async function startReceiving(db: TDb, input: TInboundStepInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TInboundDetail> {
  await inTransaction(db, async (tx) => {
    const order = await lockInbound(tx, { id: input.id }, scope);
    assertTransition(order.status, 3, lang);
    const now = new Date();
    await tx.update(inboundOrders).set({ status: 3, receivingStartedAt: now, updatedAt: now }).where(eq(inboundOrders.id, order.id));
    await writeInboundLog(tx, { inboundId: order.id, action: 'START_RECEIVING', from: order.status, to: 3, note: input.note ?? null, actorUserId });
  });
  return getInboundDetail(db, input.id);
}
