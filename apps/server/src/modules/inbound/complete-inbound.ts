import { eq, sql } from 'drizzle-orm';
import { receivingMessage, type TInboundDetail, type TInboundStepInput, type TLang } from '@ffm/domain';
import type { TDataScope } from '../../db/scope.ts';
import type { TDb } from '../../db/client.ts';
import { failFields } from '../../lib/errors.ts';
import { postMovements } from '../inventory/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { chargeReceiving } from '../billing/index.ts';
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
    // the receiving (or returns handling) fee, in the transaction of the work: units received; cartons are the
    // units of SKUs kept in cartons (unit THUNG) plus one per line of loose goods
    const [q] = sqlRows<{ units: number; cartons: number }>(
      await tx.execute(sql`select coalesce(sum(l.received_quantity), 0)::int as units,
                                  coalesce(sum(case when s.unit = 'THUNG' then l.received_quantity else (l.received_quantity > 0)::int end), 0)::int as cartons
                             from inbound_lines l join skus s on s.id = l.sku_id where l.inbound_id = ${order.id}`),
    );
    await chargeReceiving(tx, { clientId: order.clientId, inboundId: order.id, code: order.asnCode, units: Number(q?.units ?? 0), cartons: Number(q?.cartons ?? 0), isReturn: order.type !== 'NI', at: now });
  });
  return getInboundDetail(db, input.id);
}
