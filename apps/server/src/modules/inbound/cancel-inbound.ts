import { eq } from 'drizzle-orm';
import { inboundCancel, type TInboundCancelInput, type TInboundDetail } from '@ffm/domain';
import type { TClientScope } from '../../db/scope.ts';
import type { TDb } from '../../db/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { getInboundDetail } from './get-inbound.ts';
import { writeInboundLog } from './inbound-log.ts';
import { lockInbound } from './lock-inbound.ts';
import { inboundOrders } from './schema.ts';

/** SPEC §4: cancel only before receiving starts (30002), not twice (30003); under the order's row lock. */
export async function cancelInbound(db: TDb, input: TInboundCancelInput, scope: TClientScope, actorUserId: number): Promise<TInboundDetail> {
  const id = await inTransaction(db, async (tx) => {
    const order = await lockInbound(tx, input, scope);
    const r = inboundCancel(order.status);
    if (!r.ok) throw new DomainError(r.code, { data: { status: order.status } });
    const now = new Date();
    await tx.update(inboundOrders).set({ status: 9, cancelledAt: now, updatedAt: now }).where(eq(inboundOrders.id, order.id));
    await writeInboundLog(tx, { inboundId: order.id, action: 'CANCEL', from: order.status, to: 9, note: input.reason ?? null, actorUserId });
    return order.id;
  });
  return getInboundDetail(db, id);
}
