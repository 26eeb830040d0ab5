import { and, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { TInboundFilter } from '@ffm/domain';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { containsPattern } from '../../lib/like.ts';
import { vnDayEnd, vnDayStart } from '../../lib/vn-days.ts';
import { inboundOrders } from './schema.ts';

const o = inboundOrders;

/** The WHERE of inbound lists and exports; the status tab is separate so the tab counts can leave it out. */
/** `customerId` of the filter is not read here: the route turned it into the scope. */
export function inboundConditions(f: Omit<TInboundFilter, 'status'>, scope: TDataScope): SQL | undefined {
  const code = f.code?.trim();
  return and(
    inScope(o.clientId, scope),
    // the codes' lower-cased text, trigram-indexed (docs/lists.md)
    code ? like(o.searchText, containsPattern(code.toLowerCase())) : undefined,
    f.warehouseId === undefined ? undefined : eq(o.warehouseId, f.warehouseId),
    f.type ? eq(o.type, f.type) : undefined,
    f.zoneType ? eq(o.zoneType, f.zoneType) : undefined,
    f.createdFrom ? gte(o.createdAt, vnDayStart(f.createdFrom)) : undefined,
    f.createdTo ? lt(o.createdAt, vnDayEnd(f.createdTo)) : undefined,
    f.estimateFrom ? gte(o.estimateReceivedTime, f.estimateFrom) : undefined,
    f.estimateTo ? lt(o.estimateReceivedTime, vnDayEnd(f.estimateTo).toISOString().slice(0, 10)) : undefined,
  );
}
