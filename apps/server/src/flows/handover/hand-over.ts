import type { THandoverInput, THandoverView, TLang } from '@ffm/domain';
import type { TDb, TTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { chargeHandover } from '../../modules/billing/index.ts';
import { shipAllocatedStock } from '../../modules/inventory/index.ts';
import { beginHandover, completeHandover, getHandover, type TOutboundRow } from '../../modules/outbound/index.ts';
import { expressOrderFor } from './express-order.ts';

/**
 * The tracking code a parcel leaves with. Handed to the provider's express service, the order becomes an express
 * order (a repeated handover answers the same one); other carriers keep the code the client booked
 * (direct-delivery, create-ahamove-order) or the one staff typed.
 */
async function trackingCodeFor(tx: TTx, order: TOutboundRow, carrier: string, typed: string | undefined, actorUserId: number, batchCode: string, lang: TLang): Promise<string | null> {
  if (carrier === 'provider-express') return order.shippingOrderCode ?? (await expressOrderFor(tx, order, actorUserId, batchCode, lang));
  return typed?.trim() || order.shippingOrderCode || null;
}

/**
 * Handover (6 → 7) of the parcels scanned at the dock to one carrier in one batch, in one transaction: the
 * outbound module checks the orders and opens the batch; per order, the express order when the provider carries
 * it (shipping), the goods off the books (inventory: SHIP movements take what it holds allocated), the order
 * handed over (outbound) and its pick-and-pack fee (billing).
 */
export async function handOver(db: TDb, input: THandoverInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<THandoverView> {
  const done = await inTransaction(db, async (tx) => {
    const { batch, ready, refused } = await beginHandover(tx, input, scope, actorUserId, lang);
    for (const { row, code } of ready) {
      const tracking = await trackingCodeFor(tx, row, input.carrier, input.trackingCodes?.[code] ?? input.trackingCodes?.[row.soCode], actorUserId, batch.code, lang);
      await shipAllocatedStock(tx, { refType: 'OUTBOUND', refId: row.id, refCode: row.soCode, reason: 'handover' }, actorUserId);
      const { units } = await completeHandover(tx, row, { carrier: input.carrier, tracking, batchId: batch.id, actorUserId, lang });
      await chargeHandover(tx, { clientId: row.clientId, outboundId: row.id, orderCode: row.soCode, units });
    }
    return { id: batch.id, refused };
  });
  const view = await getHandover(db, done.id, scope);
  return { ...view, refused: done.refused };
}
