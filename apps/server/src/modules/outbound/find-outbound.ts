import { and, like } from 'drizzle-orm';
import type { TOutboundFindInput, TOutboundListItem } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { containsPattern } from '../../lib/like.ts';
import { selectOutboundItems } from './outbound-views.ts';
import { outboundOrders } from './schema.ts';

/** Orders whose SO code, client code, shipping order code or receiver phone contains the keyword (global search). */
export async function findOutbounds(db: TDbOrTx, input: TOutboundFindInput, scope: TDataScope): Promise<TOutboundListItem[]> {
  const o = outboundOrders;
  return selectOutboundItems(db, and(inScope(o.clientId, scope), like(o.searchText, containsPattern(input.keyword.toLowerCase()))), input.limit);
}
