import { and, count, eq } from 'drizzle-orm';
import { INBOUND_STATUSES, type TInboundList, type TInboundListInput } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { inboundConditions } from './inbound-filters.ts';
import { selectInboundItems } from './inbound-views.ts';
import { inboundOrders } from './schema.ts';

/** One page of orders, newest first, with the count of each status tab under the same filters. */
export async function listInbound(db: TDbOrTx, input: TInboundListInput, scope: TDataScope): Promise<TInboundList> {
  const base = inboundConditions(input, scope);
  const where = and(base, input.status === undefined ? undefined : eq(inboundOrders.status, input.status as (typeof INBOUND_STATUSES)[number]));
  const [items, counts] = await Promise.all([
    selectInboundItems(db, where, { limit: input.pageSize, offset: (input.page - 1) * input.pageSize }),
    db.select({ status: inboundOrders.status, n: count() }).from(inboundOrders).where(base).groupBy(inboundOrders.status),
  ]);
  const statusCounts = { all: 0, '0': 0, '3': 0, '4': 0, '9': 0, '99': 0 };
  for (const c of counts) {
    statusCounts[`${c.status}`] = c.n;
    statusCounts.all += c.n;
  }
  const total = input.status === undefined ? statusCounts.all : statusCounts[`${input.status as (typeof INBOUND_STATUSES)[number]}`];
  return { items, total, page: input.page, pageSize: input.pageSize, statusCounts };
}
