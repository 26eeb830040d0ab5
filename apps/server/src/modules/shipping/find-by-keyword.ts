import { and, desc, eq, like } from 'drizzle-orm';
import type { TShippingStatus } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { codeFirst, prefixOfCode, wholePhone } from '../../lib/like.ts';
import { shippingOrders as o } from './schema.ts';

export interface TShippingSearchHit {
  id: number;
  orderCode: string;
  toName: string;
  status: TShippingStatus;
  clientId: number;
}

/**
 * The newest `limit` express orders in the scope whose order code, client order code, receiver phone or name
 * contains the keyword (the top bar's search): the list's own test on the trigram-indexed `search_text`, those whose
 * order code starts with it first (`codeFirst`).
 */
export async function findShippingByKeyword(db: TDbOrTx, scope: TDataScope, folded: string, limit: number): Promise<TShippingSearchHit[]> {
  const query = (where: ReturnType<typeof and>) => db.select({ id: o.id, orderCode: o.orderCode, toName: o.toName, status: o.status, clientId: o.clientId }).from(o).where(and(inScope(o.clientId, scope), where)).orderBy(desc(o.createdAt), desc(o.id)).limit(limit);
  // a whole phone number: its orders by the phone's index, when it has any (the substring search would find the same)
  const phone = wholePhone(folded);
  if (phone) {
    const exact = await query(eq(o.toPhone, phone));
    if (exact.length > 0) return exact;
  }
  return codeFirst(folded, limit, (pattern, step) => query(step === 'prefix' ? like(o.orderCode, prefixOfCode(pattern)) : like(o.searchText, pattern)), (r) => r.orderCode);
}
