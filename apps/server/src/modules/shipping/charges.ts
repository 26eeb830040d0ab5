import type { TTx } from '../../db/client.ts';
import { bookShopDebt, recordCodCollected } from '../money/index.ts';
import { shippingOrderCharges, shippingOrders } from './schema.ts';

type TOrderRow = typeof shippingOrders.$inferSelect;

/**
 * The money events of express orders, one function per event, each called inside the transaction of the status
 * change that causes it. They record the event on this module's `shipping_order_charges`; the COD transfers and
 * hand each to the money module in the same transaction: the COD accrues to the shop's next transfer, the
 * redelivery fee becomes the shop's debt (paid by coin or deducted from COD). Both money calls are idempotent per
 * order, so a repeated event books nothing twice.
 */

/** A courier collected `amount` of COD when delivering the order. */
export async function onCodCollected(tx: TTx, order: TOrderRow, amount: number, logId: number): Promise<void> {
  await tx.insert(shippingOrderCharges).values({ orderId: order.id, clientId: order.clientId, shopId: order.shopId, kind: 'cod_collected', amount, logId });
  if (amount > 0) await recordCodCollected(tx, { shopId: order.shopId, orderCode: order.orderCode, amount, collectedAt: new Date() });
}

/** The shop asked for redelivery (r2s): its fee is booked to the shop's debt (paid by coin or from COD). */
export async function onRedeliveryFeeBooked(tx: TTx, order: TOrderRow, amount: number, logId: number): Promise<void> {
  await tx.insert(shippingOrderCharges).values({ orderId: order.id, clientId: order.clientId, shopId: order.shopId, kind: 'redelivery_fee', amount, logId });
  await bookShopDebt(tx, { shopId: order.shopId, orderCode: order.orderCode, kind: 'redelivery', amount, at: new Date() });
}
