import { and, desc, like } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { codeFirst, prefixOfCode } from '../../lib/like.ts';
import { inboundOrders as o } from './schema.ts';

export interface TInboundSearchHit {
  id: number;
  asnCode: string;
  orderInboundCode: string;
  status: number;
  clientId: number;
}

/**
 * The newest `limit` inbound orders in the scope whose ASN or client code contains the keyword (the top bar's
 * search): the inbound list's own code test on the trigram-indexed `search_text`, so each hit is a row of that list;
 * those whose ASN code starts with it first (`codeFirst`).
 */
export async function findInboundByKeyword(db: TDbOrTx, scope: TDataScope, folded: string, limit: number): Promise<TInboundSearchHit[]> {
  return codeFirst(folded, limit, (pattern, step) =>
    db
      .select({ id: o.id, asnCode: o.asnCode, orderInboundCode: o.orderInboundCode, status: o.status, clientId: o.clientId })
      .from(o)
      .where(and(inScope(o.clientId, scope), step === 'prefix' ? like(o.asnCode, prefixOfCode(pattern)) : like(o.searchText, pattern)))
      .orderBy(desc(o.createdAt), desc(o.id))
      .limit(limit),
    (r) => r.asnCode,
  );
}
