import { and, asc, eq, or } from 'drizzle-orm';
import type { TOutboundStatus } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { outboundLines, outboundOrders } from './schema.ts';

/**
 * The outbound order a return refers to (its SO code, the client's code or the shipping order code), for the
 * inbound area's create-return: null when the code is no outbound order of the client's.
 */
export async function outboundOfReturnRef(db: TDbOrTx, clientId: number, ref: string): Promise<{ id: number; soCode: string; status: TOutboundStatus } | null> {
  const o = outboundOrders;
  const [row] = await db
    .select({ id: o.id, soCode: o.soCode, status: o.status })
    .from(o)
    .where(and(eq(o.clientId, clientId), or(eq(o.soCode, ref), eq(o.clientOrderCode, ref), eq(o.shippingOrderCode, ref))))
    .limit(1);
  return row ?? null;
}

/**
 * The outbound order an express order shipped (the handover created it: `shipping_order_code`), with its warehouse
 * and its lines, for the returns desk: null when the express order carries no outbound order of the client's.
 */
export async function outboundOfShipment(
  db: TDbOrTx,
  clientId: number,
  orderCode: string,
): Promise<{ id: number; soCode: string; warehouseId: number; lines: Array<{ skuId: number; quantity: number }> } | null> {
  const o = outboundOrders;
  const [row] = await db
    .select({ id: o.id, soCode: o.soCode, warehouseId: o.warehouseId })
    .from(o)
    .where(and(eq(o.clientId, clientId), eq(o.shippingOrderCode, orderCode)))
    .limit(1);
  if (!row) return null;
  const lines = await db.select({ skuId: outboundLines.skuId, quantity: outboundLines.quantity }).from(outboundLines).where(eq(outboundLines.outboundId, row.id)).orderBy(asc(outboundLines.lineNo));
  return { ...row, lines };
}
