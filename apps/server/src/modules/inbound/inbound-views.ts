import { asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { TInboundListItem, TInboundLogView } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { clientNamesByIds, userNamesByIds } from '../accounts/index.ts';
import { transporterNamesByCodes, warehouseNamesByIds } from '../warehouses/index.ts';
import { inboundLines, inboundLogs, inboundOrders } from './schema.ts';

const o = inboundOrders;
type TInboundOrderRow = typeof inboundOrders.$inferSelect;

/** Line count and quantities of some orders (a page's), grouped over their lines only. */
async function lineTotalsOf(db: TDbOrTx, ids: number[]): Promise<Map<number, { lineCount: number; expected: number; received: number }>> {
  if (ids.length === 0) return new Map();
  const l = inboundLines;
  const rows = await db
    .select({
      inboundId: l.inboundId,
      lineCount: sql<number>`count(*)::int`.mapWith(Number),
      expected: sql<number>`coalesce(sum(${l.expectedQuantity}), 0)::int`.mapWith(Number),
      received: sql<number>`coalesce(sum(${l.receivedQuantity}), 0)::int`.mapWith(Number),
    })
    .from(l)
    .where(inArray(l.inboundId, ids))
    .groupBy(l.inboundId);
  return new Map(rows.map((r) => [r.inboundId, r]));
}

/**
 * The list rows of some orders, in the order given (docs/lists.md): names and line totals are read for these
 * orders only, one query each.
 */
export async function inboundItemsOf(db: TDbOrTx, orders: TInboundOrderRow[]): Promise<TInboundListItem[]> {
  const [customers, whs, carriers, totals] = await Promise.all([
    clientNamesByIds(db, orders.map((r) => r.clientId)),
    warehouseNamesByIds(db, orders.map((r) => r.warehouseId)),
    transporterNamesByCodes(db, orders.map((r) => r.tplInbound)),
    lineTotalsOf(db, orders.map((r) => r.id)),
  ]);
  return orders.map((r) => {
    const t = totals.get(r.id);
    return {
      id: r.id,
      asnCode: r.asnCode,
      orderInboundCode: r.orderInboundCode,
      customerId: r.clientId,
      customerCode: customers.get(r.clientId)?.code ?? '',
      customerName: customers.get(r.clientId)?.name ?? '',
      warehouseId: r.warehouseId,
      warehouseCode: whs.get(r.warehouseId)?.code ?? '',
      warehouseName: whs.get(r.warehouseId)?.name ?? '',
      tplInbound: r.tplInbound,
      tplInboundName: carriers.get(r.tplInbound) ?? null,
      type: r.type,
      zoneType: r.zoneType,
      status: r.status,
      estimateReceivedTime: r.estimateReceivedTime,
      customerNote: r.customerNote,
      returnRef: r.returnRef,
      lineCount: t?.lineCount ?? 0,
      expectedQuantity: t?.expected ?? 0,
      receivedQuantity: t?.received ?? 0,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** List rows of the orders matching `where`, newest first (one order's detail, a short list). */
export async function selectInboundItems(db: TDbOrTx, where: SQL | undefined, page: { limit: number; offset: number }): Promise<TInboundListItem[]> {
  const rows = await db.select().from(o).where(where).orderBy(desc(o.createdAt), desc(o.id)).limit(page.limit).offset(page.offset);
  return inboundItemsOf(db, rows);
}

/** The logs of some orders, oldest first, with who wrote them. */
export async function selectInboundLogs(db: TDbOrTx, inboundIds: number[]): Promise<Array<TInboundLogView & { inboundId: number }>> {
  if (inboundIds.length === 0) return [];
  const g = inboundLogs;
  const rows = await db.select().from(g).where(inArray(g.inboundId, inboundIds)).orderBy(asc(g.inboundId), asc(g.id));
  const names = await userNamesByIds(db, rows.map((r) => r.actorUserId));
  return rows.map((r) => ({
    inboundId: r.inboundId,
    id: r.id,
    action: r.action,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    note: r.note,
    actor: r.actorUserId === null ? null : { id: r.actorUserId, name: names.get(r.actorUserId) ?? '' },
    createdAt: r.createdAt.toISOString(),
  }));
}
