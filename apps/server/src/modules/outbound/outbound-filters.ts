import { and, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { TOutboundFilter } from '@ffm/domain';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { containsPattern } from '../../lib/like.ts';
import { vnDayEnd, vnDayStart } from '../../lib/vn-days.ts';
import { outboundOrders } from './schema.ts';

const o = outboundOrders;

/** The WHERE of outbound lists and exports; the status tab is separate so the tab counts can leave it out. */
export function outboundConditions(f: Omit<TOutboundFilter, 'status'>, scope: TDataScope): SQL | undefined {
  const code = f.code?.trim();
  return and(
    inScope(o.clientId, scope),
    // the codes' lower-cased text, trigram-indexed (docs/lists.md)
    code ? like(o.searchText, containsPattern(code.toLowerCase())) : undefined,
    f.warehouseId === undefined ? undefined : eq(o.warehouseId, f.warehouseId),
    f.zoneType ? eq(o.zoneType, f.zoneType) : undefined,
    f.carrier ? eq(o.carrier, f.carrier) : undefined,
    f.createdFrom ? gte(o.createdAt, vnDayStart(f.createdFrom)) : undefined,
    f.createdTo ? lt(o.createdAt, vnDayEnd(f.createdTo)) : undefined,
  );
}

/** Whether a filter other than the status tab (and the customer, which is the scope) is set. */
export function outboundFiltered(f: TOutboundFilter): boolean {
  return Boolean(f.code?.trim() || f.warehouseId !== undefined || f.zoneType || f.carrier || f.createdFrom || f.createdTo);
}
