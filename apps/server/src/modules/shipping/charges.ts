import type { TTx } from '../../db/client.ts';
import { shippingOrderCharges, shippingOrders } from './schema.ts';

type TOrderRow = typeof shippingOrders.$inferSelect;

/**
 * The money events of express orders, one function per event, each called inside the transaction of the status
 * change that causes it. They record the event on this module's `shipping_order_charges`; the COD transfers and
 * the shop's debt ledger (the money module) read them, and are to be wired here when both land.
 */

/** A courier collected `amount` of COD when delivering the order. */
export async function onCodCollected(tx: TTx, order: TOrderRow, amount: number, logId: number): Promise<void> {
  await tx.insert(shippingOrderCharges).values({ orderId: order.id, clientId: order.clientId, shopId: order.shopId, kind: 'cod_collected', amount, logId });
}

/** The shop asked for redelivery (r2s): its fee is booked to the shop's debt (paid by coin or from COD). */
export async function onRedeliveryFeeBooked(tx: TTx, order: TOrderRow, amount: number, logId: number): Promise<void> {
  await tx.insert(shippingOrderCharges).values({ orderId: order.id, clientId: order.clientId, shopId: order.shopId, kind: 'redelivery_fee', amount, logId });
}
