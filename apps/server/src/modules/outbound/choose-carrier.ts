import { OUTBOUND_ORDER_MESSAGES, onDemandReaches, type TDirectDeliveryInput, type TLang, type TOutboundDetail, type TOutboundRef, type TOutboundStatus } from '@ffm/domain';
import type { TDb, TTx } from '../../db/client.ts';
import { nextDocumentCode } from '../../db/document-codes.ts';
import type { TDataScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError } from '../../lib/errors.ts';
import { warehousesByIds } from '../warehouses/index.ts';
import { getOutboundDetail } from './get-outbound.ts';
import { lockOutbound } from './lock-outbound.ts';
import { writeOutboundLog } from './outbound-log.ts';
import { outboundOrders } from './schema.ts';
import { eq } from 'drizzle-orm';

/** A carrier can be chosen until the parcel leaves: not after handover (40005) nor on a cancelled order (40008). */
function assertOpen(status: TOutboundStatus): void {
  if (status === 7 || status === 99) throw new DomainError(40005);
  if (status === 8 || status === 9) throw new DomainError(40008);
}

async function setCarrier(tx: TTx, order: { id: number; status: TOutboundStatus }, carrier: string, code: string | null, actorUserId: number): Promise<void> {
  await tx.update(outboundOrders).set({ carrier, shippingOrderCode: code, updatedAt: new Date() }).where(eq(outboundOrders.id, order.id));
  await writeOutboundLog(tx, { outboundId: order.id, action: 'CARRIER', from: order.status, to: order.status, note: [carrier, code].filter(Boolean).join(' '), actorUserId });
}

/** direct-delivery: the client delivers itself (`direct`) or names a courier; the carrier and its code are recorded for the handover. */
export async function chooseDirectDelivery(db: TDb, input: TDirectDeliveryInput, scope: TDataScope, actorUserId: number): Promise<TOutboundDetail> {
  const id = await inTransaction(db, async (tx) => {
    const order = await lockOutbound(tx, input, scope);
    assertOpen(order.status);
    await setCarrier(tx, order, input.carrier, input.trackingCode?.trim() || null, actorUserId);
    return order.id;
  });
  return getOutboundDetail(db, id);
}

/**
 * create-ahamove-order: an on-demand courier of the city. Refused with "delivery distance too far" (40004) when
 * the receiver is outside the warehouse's province; else booked, with our own booking code, for the handover.
 */
export async function createAhamoveOrder(db: TDb, ref: TOutboundRef, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TOutboundDetail> {
  const id = await inTransaction(db, async (tx) => {
    const order = await lockOutbound(tx, ref, scope);
    assertOpen(order.status);
    const wh = (await warehousesByIds(tx, [order.warehouseId])).get(order.warehouseId);
    if (!wh || !onDemandReaches(wh.provinceId, order.toProvinceId)) throw new DomainError(40004, { message: OUTBOUND_ORDER_MESSAGES.distanceTooFar[lang], data: { field: 'toAddress' } });
    await setCarrier(tx, order, 'ahamove', await nextDocumentCode(tx, 'AHA'), actorUserId);
    return order.id;
  });
  return getOutboundDetail(db, id);
}
