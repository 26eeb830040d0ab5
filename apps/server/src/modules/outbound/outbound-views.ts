import { asc, desc, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { TOutboundListItem, TOutboundLogView } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { clientNameSql, userNamesByIds } from '../accounts/index.ts';
import { storedAddressUnits } from '../master-data/index.ts';
import { warehouseNameSql } from '../warehouses/index.ts';
import { outboundHandovers, outboundLines, outboundLogs, outboundOrders } from './schema.ts';

const o = outboundOrders;
const l = outboundLines;
const h = outboundHandovers;

/**
 * What a list row reads beside the order's own columns (docs/lists.md): names through their modules, the line
 * totals and the handover batch's code, as correlated subqueries for the rows a page (or an export batch) returns.
 */
// a list row is what its answer shows: not the search text, the audit columns or the dates only the detail reads
const { handoverId: _handover, source: _source, uploadFileId: _upload, createdBy: _by, allocatedAt: _allocated, completedAt: _completed, cancelledAt: _cancelled, searchText: _search, ...shownColumns } = getTableColumns(o);

export const outboundItemColumns = {
  ...shownColumns,
  customer: clientNameSql(o.clientId),
  warehouse: warehouseNameSql(o.warehouseId),
  lineTotals: sql<[number, number]>`(select json_build_array(count(*), coalesce(sum(${l.quantity}), 0)) from ${l} where ${qualified(l.outboundId)} = ${qualified(o.id)})`,
  handoverCode: sql<string | null>`(select ${h.code} from ${h} where ${qualified(h.id)} = ${qualified(o.handoverId)})`,
};

const itemQuery = (db: TDbOrTx) => db.select(outboundItemColumns).from(o);
type TOutboundItemRow = Awaited<ReturnType<typeof itemQuery>>[number];

/** 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh' from the stored ids (the units are in memory). */
export function addressLabel(provinceId: number, districtId: number | null, wardCode: string): string {
  return storedAddressUnits(provinceId, districtId, wardCode).label;
}

export function toOutboundItem(r: TOutboundItemRow): TOutboundListItem {
  const [lineCount, total] = r.lineTotals ?? [0, 0];
  return {
    id: r.id,
    soCode: r.soCode,
    clientOrderCode: r.clientOrderCode,
    customerId: r.clientId,
    customerCode: r.customer?.code ?? '',
    customerName: r.customer?.name ?? '',
    warehouseId: r.warehouseId,
    warehouseCode: r.warehouse?.code ?? '',
    warehouseName: r.warehouse?.name ?? '',
    zoneType: r.zoneType,
    status: r.status,
    toName: r.toName,
    toPhone: r.toPhone,
    toAddress: r.toAddress,
    toProvinceId: r.toProvinceId,
    toDistrictId: r.toDistrictId,
    toWardCode: r.toWardCode,
    toAddressLabel: addressLabel(r.toProvinceId, r.toDistrictId, r.toWardCode),
    toAddressOld: r.toAddressOld ?? null,
    fromName: r.fromName,
    fromPhone: r.fromPhone,
    fromAddress: r.fromAddress,
    shippingServiceType: r.shippingServiceType,
    shippingPaymentType: r.shippingPaymentType,
    shippingRequiredNote: r.shippingRequiredNote,
    codAmount: r.codAmount,
    goodsValue: r.goodsValue,
    goodsName: r.goodsName,
    weight: r.weight,
    length: r.length,
    width: r.width,
    height: r.height,
    note: r.note,
    eBillLink: r.eBillLink,
    sortCode: r.sortCode,
    carrier: r.carrier,
    shippingOrderCode: r.shippingOrderCode,
    handoverCode: r.handoverCode ?? null,
    shippedAt: r.shippedAt?.toISOString() ?? null,
    lineCount: Number(lineCount),
    totalQuantity: Number(total),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** List rows of the orders matching `where`, newest first (a detail, a short list). */
export async function selectOutboundItems(db: TDbOrTx, where: SQL | undefined, limit: number): Promise<TOutboundListItem[]> {
  const rows = await itemQuery(db).where(where).orderBy(desc(o.createdAt), desc(o.id)).limit(limit);
  return rows.map(toOutboundItem);
}

/** The logs of some orders, oldest first, with who wrote them. */
export async function selectOutboundLogs(db: TDbOrTx, ids: number[]): Promise<Array<TOutboundLogView & { outboundId: number }>> {
  if (ids.length === 0) return [];
  const g = outboundLogs;
  const rows = await db.select().from(g).where(inArray(g.outboundId, ids)).orderBy(asc(g.outboundId), asc(g.id));
  const names = await userNamesByIds(db, rows.map((r) => r.actorUserId));
  return rows.map((r) => ({
    outboundId: r.outboundId,
    id: r.id,
    action: r.action,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    note: r.note,
    actor: r.actorUserId === null ? null : { id: r.actorUserId, name: names.get(r.actorUserId) ?? '' },
    createdAt: r.createdAt.toISOString(),
  }));
}
