import { eq } from 'drizzle-orm';
import { receivingMessage, type TInboundDetail, type TInboundStepInput, type TLang } from '@ffm/domain';
import type { TDataScope } from '../../db/scope.ts';
import type { TDb } from '../../db/client.ts';
import { failFields } from '../../lib/errors.ts';
import { postMovements } from '../inventory/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { dockStock, heldByInbound } from './dock-stock.ts';
import { getInboundDetail } from './get-inbound.ts';
import { writeInboundLog } from './inbound-log.ts';
import { assertTransition, lockInbound } from './lock-inbound.ts';
import { inboundOrders } from './schema.ts';

/**
 * Completes the order: 4 → 99. Everything received must be put away. The order's hold on its stock is
 * released (INBOUND_COMPLETE), so the goods become available. Under the order's row lock: a second complete,
 * even at the same moment, finds the order complete and posts nothing.
 */
export async function completeInbound(db: TDb, input: TInboundStepInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TInboundDetail> {
  await inTransaction(db, async (tx) => {
    const order = await lockInbound(tx, { id: input.id }, scope);
    assertTransition(order.status, 99, lang);
    const pending = await dockStock(tx, order.id);
    if (pending.length) {
      const qty = pending.reduce((s, d) => s + d.qty, 0);
      failFields([{ field: 'putAwayRemaining', message: `${receivingMessage('putAwayPending', lang)} (${qty})` }]);
    }
    const held = await heldByInbound(tx, order.id);
    if (held.length) {
      await postMovements(
        tx,
        held.map((h) => ({
          type: 'INBOUND_COMPLETE' as const,
          warehouseId: h.warehouseId,
          clientId: h.clientId,
          skuId: h.skuId,
          lot: h.lot,
          locationId: h.locationId,
          condition: h.condition,
          heldDelta: -h.held,
          refType: 'INBOUND' as const,
          refId: order.id,
          refCode: order.asnCode,
        })),
        actorUserId,
      );
    }
    const now = new Date();
    await tx.update(inboundOrders).set({ status: 99, completedAt: now, updatedAt: now }).where(eq(inboundOrders.id, order.id));
    await writeInboundLog(tx, { inboundId: order.id, action: 'COMPLETE', from: order.status, to: 99, note: input.note ?? null, actorUserId });
  });
  return getInboundDetail(db, input.id);
}
