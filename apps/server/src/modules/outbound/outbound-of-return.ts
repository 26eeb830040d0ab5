import { and, eq, or } from 'drizzle-orm';
import type { TOutboundStatus } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { outboundOrders } from './schema.ts';

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
