import { and, desc, like } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { containsPattern } from '../../lib/like.ts';
import { outboundOrders as o } from './schema.ts';

export interface TOutboundSearchHit {
  id: number;
  soCode: string;
  clientOrderCode: string;
  status: number;
  clientId: number;
}

/**
 * The newest `limit` outbound orders in the scope whose SO code, client code, receiver phone or shipping order code
 * contains the keyword (the top bar's search): the outbound list's own code test, so each hit is a row of that list.
 */
export async function findOutboundByKeyword(db: TDbOrTx, scope: TDataScope, folded: string, limit: number): Promise<TOutboundSearchHit[]> {
  return db
    .select({ id: o.id, soCode: o.soCode, clientOrderCode: o.clientOrderCode, status: o.status, clientId: o.clientId })
    .from(o)
    .where(and(inScope(o.clientId, scope), like(o.searchText, containsPattern(folded))))
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(limit);
}
