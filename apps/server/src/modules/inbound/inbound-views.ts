import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TInboundListItem, TInboundLogView } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { clients, users } from '../accounts/schema.ts';
import { transporters, warehouses } from '../warehouses/schema.ts';
import { inboundLines, inboundLogs, inboundOrders } from './schema.ts';

const o = inboundOrders;

/** Line totals per order. */
function lineTotals(db: TDbOrTx) {
  const l = inboundLines;
  return db
    .select({
      inboundId: l.inboundId,
      lineCount: sql<number>`count(*)::int`.as('line_count'),
      expected: sql<number>`sum(${l.expectedQuantity})::int`.as('expected'),
      received: sql<number>`sum(${l.receivedQuantity})::int`.as('received'),
    })
    .from(l)
    .groupBy(l.inboundId)
    .as('totals');
}

/** List rows of the orders matching `where`, newest first. */
export async function selectInboundItems(db: TDbOrTx, where: SQL | undefined, page: { limit: number; offset: number }): Promise<TInboundListItem[]> {
  const totals = lineTotals(db);
  const rows = await db
    .select({
      o,
      customerCode: clients.code,
      customerName: clients.name,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      tplInboundName: transporters.name,
      lineCount: totals.lineCount,
      expected: totals.expected,
      received: totals.received,
    })
    .from(o)
    .innerJoin(clients, eq(clients.id, o.clientId))
    .innerJoin(warehouses, eq(warehouses.id, o.warehouseId))
    .leftJoin(transporters, eq(transporters.code, o.tplInbound))
    .leftJoin(totals, eq(totals.inboundId, o.id))
    .where(where)
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    id: r.o.id,
    asnCode: r.o.asnCode,
    orderInboundCode: r.o.orderInboundCode,
    customerId: r.o.clientId,
    customerCode: r.customerCode,
    customerName: r.customerName,
    warehouseId: r.o.warehouseId,
    warehouseCode: r.warehouseCode,
    warehouseName: r.warehouseName,
    tplInbound: r.o.tplInbound,
    tplInboundName: r.tplInboundName,
    type: r.o.type,
    zoneType: r.o.zoneType,
    status: r.o.status,
    estimateReceivedTime: r.o.estimateReceivedTime,
    customerNote: r.o.customerNote,
    returnRef: r.o.returnRef,
    lineCount: Number(r.lineCount ?? 0),
    expectedQuantity: Number(r.expected ?? 0),
    receivedQuantity: Number(r.received ?? 0),
    createdAt: r.o.createdAt.toISOString(),
    updatedAt: r.o.updatedAt.toISOString(),
  }));
}

/** The logs of some orders, oldest first, with who wrote them. */
export async function selectInboundLogs(db: TDbOrTx, inboundIds: number[]): Promise<Array<TInboundLogView & { inboundId: number }>> {
  if (inboundIds.length === 0) return [];
  const g = inboundLogs;
  const rows = await db
    .select({ g, actorName: users.fullName })
    .from(g)
    .leftJoin(users, eq(users.id, g.actorUserId))
    .where(inArray(g.inboundId, inboundIds))
    .orderBy(asc(g.inboundId), asc(g.id));
  return rows.map((r) => ({
    inboundId: r.g.inboundId,
    id: r.g.id,
    action: r.g.action,
    fromStatus: r.g.fromStatus,
    toStatus: r.g.toStatus,
    note: r.g.note,
    actor: r.g.actorUserId === null ? null : { id: r.g.actorUserId, name: r.actorName ?? '' },
    createdAt: r.g.createdAt.toISOString(),
  }));
}
