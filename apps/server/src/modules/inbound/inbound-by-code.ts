import { and, eq, or } from 'drizzle-orm';
import type { TInboundStatus } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inboundOrders } from './schema.ts';

/** A client's inbound order by our ASN code or the client's own code (value-added work recorded on it), or null. */
export async function inboundByCode(db: TDbOrTx, clientId: number, code: string): Promise<{ id: number; asnCode: string; status: TInboundStatus } | null> {
  const i = inboundOrders;
  const [row] = await db
    .select({ id: i.id, asnCode: i.asnCode, status: i.status })
    .from(i)
    .where(and(eq(i.clientId, clientId), or(eq(i.asnCode, code), eq(i.orderInboundCode, code))))
    .limit(1);
  return row ?? null;
}
