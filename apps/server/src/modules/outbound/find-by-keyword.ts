import { and, desc, eq, like } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { codeFirst, prefixOfCode, wholePhone } from '../../lib/like.ts';
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
 * contains the keyword (the top bar's search): the outbound list's own code test, so each hit is a row of that list;
 * those whose SO code starts with it first (`codeFirst`).
 */
export async function findOutboundByKeyword(db: TDbOrTx, scope: TDataScope, folded: string, limit: number): Promise<TOutboundSearchHit[]> {
  const query = (where: ReturnType<typeof and>) => db.select({ id: o.id, soCode: o.soCode, clientOrderCode: o.clientOrderCode, status: o.status, clientId: o.clientId }).from(o).where(and(inScope(o.clientId, scope), where)).orderBy(desc(o.createdAt), desc(o.id)).limit(limit);
  // a whole phone number: its orders by the phone's index, when it has any (the substring search would find the same)
  const phone = wholePhone(folded);
  if (phone) {
    const exact = await query(eq(o.toPhone, phone));
    if (exact.length > 0) return exact;
  }
  return codeFirst(folded, limit, (pattern, step) => query(step === 'prefix' ? like(o.soCode, prefixOfCode(pattern)) : like(o.searchText, pattern)), (r) => r.soCode);
}
