import { and, eq, ne } from 'drizzle-orm';
import { INBOUND_MESSAGES, RETURN_INBOUND_TYPES, type TInboundCreateReturnInput, type TInboundDetail, type TInboundType } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { DomainError, failFields } from '../../lib/errors.ts';
import { outboundOfReturnRef } from '../outbound/index.ts';
import { createInbound, type TCreateInboundContext } from './create-inbound.ts';
import { inboundOrders } from './schema.ts';

/**
 * A return inbound: goods coming back from an outbound or shipping order (RWTSO returned goods, RWSO failed
 * delivery). Any other type answers 30005; a second live return of the same order answers 30006 (also under
 * concurrency: a partial unique index on the client and the returned order's code). A reference that is one of the
 * client's outbound orders must have left the warehouse (handed over, 7, or completed, 99): else 30008. Other
 * references are shipping orders of the express service, which that area checks.
 */
export async function createReturnInbound(db: TDb, input: TInboundCreateReturnInput, ctx: Omit<TCreateInboundContext, 'type' | 'returnRef'>): Promise<TInboundDetail> {
  const type = input.type.trim().toUpperCase();
  if (!(RETURN_INBOUND_TYPES as readonly string[]).includes(type)) throw new DomainError(30005);
  const returnRef = (input.returnRef ?? '').trim();
  if (returnRef === '') failFields([{ field: 'returnRef', message: INBOUND_MESSAGES.returnRefRequired[ctx.lang] }]);
  const [live] = await db
    .select({ id: inboundOrders.id })
    .from(inboundOrders)
    .where(and(eq(inboundOrders.clientId, ctx.clientId), eq(inboundOrders.returnRef, returnRef), ne(inboundOrders.status, 9)))
    .limit(1);
  if (live) throw new DomainError(30006, { data: { id: live.id } });
  const outbound = await outboundOfReturnRef(db, ctx.clientId, returnRef);
  if (outbound && outbound.status !== 7 && outbound.status !== 99) throw new DomainError(30008, { data: { soCode: outbound.soCode, status: outbound.status } });
  return createInbound(db, input, { ...ctx, type: type as TInboundType, returnRef });
}
