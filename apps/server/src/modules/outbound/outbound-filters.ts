import { and, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { TOutboundFilter } from '@ffm/domain';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { literalValues, type TBind } from '../../db/shaped.ts';
import { containsPattern } from '../../lib/like.ts';
import { vnDayEnd, vnDayStart } from '../../lib/vn-days.ts';
import { outboundLines, outboundOrders } from './schema.ts';

const o = outboundOrders;

/** The WHERE of outbound lists and exports; the status tab is separate so the tab counts can leave it out. */
export function outboundConditions(f: Omit<TOutboundFilter, 'status'>, scope: TDataScope, bind: TBind = literalValues): SQL | undefined {
  const code = f.code?.trim();
  return and(
    inScope(o.clientId, scope, bind),
    // the codes' lower-cased text, trigram-indexed (docs/lists.md)
    code ? like(o.searchText, bind('code', containsPattern(code.toLowerCase()))) : undefined,
    f.warehouseId === undefined ? undefined : eq(o.warehouseId, bind('warehouseId', f.warehouseId)),
    f.zoneType ? eq(o.zoneType, bind('zoneType', f.zoneType)) : undefined,
    f.carrier ? eq(o.carrier, bind('carrier', f.carrier)) : undefined,
    f.createdFrom ? gte(o.createdAt, bind('createdFrom', vnDayStart(f.createdFrom))) : undefined,
    f.createdTo ? lt(o.createdAt, bind('createdTo', vnDayEnd(f.createdTo))) : undefined,
    // the orders holding the SKU, from the (sku_id, outbound_id) index of the lines
    f.skuId === undefined ? undefined : sql`${o.id} in (select ${outboundLines.outboundId} from ${outboundLines} where ${outboundLines.skuId} = ${bind('skuId', f.skuId)})`,
  );
}

/** Whether a filter other than the status tab (and the customer, which is the scope) is set. */
export function outboundFiltered(f: TOutboundFilter): boolean {
  return Boolean(f.code?.trim() || f.warehouseId !== undefined || f.zoneType || f.carrier || f.createdFrom || f.createdTo || f.skuId !== undefined);
}

/** Whether the only filter is the creation date: the tabs are then the day-by-day counters' sums, exact. */
export function outboundOnlyCreatedRange(f: TOutboundFilter): boolean {
  return Boolean(f.createdFrom || f.createdTo) && !outboundFiltered({ ...f, createdFrom: undefined, createdTo: undefined });
}
