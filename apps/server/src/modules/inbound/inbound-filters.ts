import { and, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { TInboundFilter } from '@ffm/domain';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { literalValues, type TBind } from '../../db/shaped.ts';
import { containsPattern } from '../../lib/like.ts';
import { vnDayEnd, vnDayStart } from '../../lib/vn-days.ts';
import { inboundOrders } from './schema.ts';

const o = inboundOrders;

/** The WHERE of inbound lists and exports; the status tab is separate so the tab counts can leave it out. */
/** `customerId` of the filter is not read here: the route turned it into the scope. */
export function inboundConditions(f: Omit<TInboundFilter, 'status'>, scope: TDataScope, bind: TBind = literalValues): SQL | undefined {
  const code = f.code?.trim();
  return and(
    inScope(o.clientId, scope, bind),
    // the codes' lower-cased text, trigram-indexed (docs/lists.md)
    code ? like(o.searchText, bind('code', containsPattern(code.toLowerCase()))) : undefined,
    f.warehouseId === undefined ? undefined : eq(o.warehouseId, bind('warehouseId', f.warehouseId)),
    f.type ? eq(o.type, bind('type', f.type)) : undefined,
    f.zoneType ? eq(o.zoneType, bind('zoneType', f.zoneType)) : undefined,
    f.createdFrom ? gte(o.createdAt, bind('createdFrom', vnDayStart(f.createdFrom))) : undefined,
    f.createdTo ? lt(o.createdAt, bind('createdTo', vnDayEnd(f.createdTo))) : undefined,
    f.estimateFrom ? gte(o.estimateReceivedTime, bind('estimateFrom', f.estimateFrom)) : undefined,
    f.estimateTo ? lt(o.estimateReceivedTime, bind('estimateTo', vnDayEnd(f.estimateTo).toISOString().slice(0, 10))) : undefined,
  );
}
