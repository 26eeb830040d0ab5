import { asc, eq } from 'drizzle-orm';
import { mismatchNote, receivingMismatches, type TFinishReceivingInput, type TInboundDetail, type TLang } from '@ffm/domain';
import type { TDataScope } from '../../db/scope.ts';
import type { TDb } from '../../db/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { skusByIds } from '../sku/index.ts';
import { getInboundDetail } from './get-inbound.ts';
import { writeInboundLog } from './inbound-log.ts';
import { assertTransition, lockInbound } from './lock-inbound.ts';
import { inboundLines, inboundOrders } from './schema.ts';

/**
 * The count is done: 3 → 4 (putting away). When a line's received quantity differs from the expected one,
 * the staff must confirm (`confirmMismatch`), else 30007 with the differing lines; the log keeps the
 * differences.
 */
export async function finishReceiving(db: TDb, input: TFinishReceivingInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TInboundDetail> {
  await inTransaction(db, async (tx) => {
    const order = await lockInbound(tx, { id: input.id }, scope);
    assertTransition(order.status, 4, lang);
    const lineRows = await tx
      .select({ lineId: inboundLines.id, lineNo: inboundLines.lineNo, skuId: inboundLines.skuId, expectedQuantity: inboundLines.expectedQuantity, receivedQuantity: inboundLines.receivedQuantity })
      .from(inboundLines)
      .where(eq(inboundLines.inboundId, order.id))
      .orderBy(asc(inboundLines.lineNo));
    const skuOfId = await skusByIds(tx, lineRows.map((l) => l.skuId));
    const lines = lineRows.flatMap((l) => {
      const s = skuOfId.get(l.skuId);
      return s ? [{ lineId: l.lineId, lineNo: l.lineNo, sku: s.sku, expectedQuantity: l.expectedQuantity, receivedQuantity: l.receivedQuantity }] : [];
    });
    const mismatches = receivingMismatches(lines);
    if (mismatches.length && !input.confirmMismatch) throw new DomainError(30007, { data: { lines: mismatches } });
    const now = new Date();
    await tx.update(inboundOrders).set({ status: 4, receivingFinishedAt: now, updatedAt: now }).where(eq(inboundOrders.id, order.id));
    const note = [mismatches.length ? mismatchNote(mismatches, 'vi') : null, input.note ?? null].filter(Boolean).join(' | ') || null;
    await writeInboundLog(tx, { inboundId: order.id, action: 'FINISH_RECEIVING', from: order.status, to: 4, note, actorUserId });
  });
  return getInboundDetail(db, input.id);
}
