import { asc, desc, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { TInboundListItem, TInboundLogView } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { clientNameSql, userNamesByIds } from '../accounts/index.ts';
import { transporterNameSql, warehouseNameSql } from '../warehouses/index.ts';
import { inboundLines, inboundLogs, inboundOrders } from './schema.ts';

const o = inboundOrders;

const l = inboundLines;

/**
 * What a list row reads beside the order's own columns (docs/lists.md): names through their modules and the
 * line totals, as correlated subqueries, so only the rows a page (or an export batch) returns are looked up.
 */
// a list row is what its answer shows: not the search text, the audit columns or the dates only the detail reads
const { source: _source, uploadFileId: _upload, createdBy: _by, receivingStartedAt: _started, receivingFinishedAt: _finished, completedAt: _completed, cancelledAt: _cancelled, searchText: _search, ...shownColumns } = getTableColumns(o);

export const inboundItemColumns = {
  ...shownColumns,
  customer: clientNameSql(o.clientId),
  warehouse: warehouseNameSql(o.warehouseId),
  tplInboundName: transporterNameSql(o.tplInbound),
  lineTotals: sql<[number, number, number]>`(select json_build_array(count(*), coalesce(sum(${l.expectedQuantity}), 0), coalesce(sum(${l.receivedQuantity}), 0)) from ${l} where ${qualified(l.inboundId)} = ${qualified(o.id)})`,
};

const itemQuery = (db: TDbOrTx) => db.select(inboundItemColumns).from(o);
type TInboundItemRow = Awaited<ReturnType<typeof itemQuery>>[number];

export function toInboundItem(r: TInboundItemRow): TInboundListItem {
  const [lineCount, expected, received] = r.lineTotals ?? [0, 0, 0];
  return {
    id: r.id,
    asnCode: r.asnCode,
    orderInboundCode: r.orderInboundCode,
    customerId: r.clientId,
    customerCode: r.customer?.code ?? '',
    customerName: r.customer?.name ?? '',
    warehouseId: r.warehouseId,
    warehouseCode: r.warehouse?.code ?? '',
    warehouseName: r.warehouse?.name ?? '',
    tplInbound: r.tplInbound,
    tplInboundName: r.tplInboundName ?? null,
    type: r.type,
    zoneType: r.zoneType,
    status: r.status,
    estimateReceivedTime: r.estimateReceivedTime,
    customerNote: r.customerNote,
    returnRef: r.returnRef,
    lineCount: Number(lineCount),
    expectedQuantity: Number(expected),
    receivedQuantity: Number(received),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** List rows of the orders matching `where`, newest first (one order's detail, a short list). */
export async function selectInboundItems(db: TDbOrTx, where: SQL | undefined, page: { limit: number; offset: number }): Promise<TInboundListItem[]> {
  const rows = await itemQuery(db).where(where).orderBy(desc(o.createdAt), desc(o.id)).limit(page.limit).offset(page.offset);
  return rows.map(toInboundItem);
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
