import { and, asc, eq, inArray } from 'drizzle-orm';
import { INBOUND_STATUS_LABELS, INBOUND_TYPE_LABELS, labelOf, type TInboundExportInput, type TLang } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { skus } from '../sku/schema.ts';
import { buildXlsx, dmy, dmyHm } from '../inventory/xlsx-export.ts';
import { inboundConditions } from './inbound-filters.ts';
import { selectInboundItems } from './inbound-views.ts';
import { inboundLines, inboundOrders } from './schema.ts';

/** Orders an export holds at most. */
export const INBOUND_EXPORT_CAP = 5_000;

const HEADERS: Record<TLang, string[]> = {
  vi: ['Mã ASN', 'Mã đơn nhập', 'Khách hàng', 'Kho', 'Đơn vị vận chuyển', 'Loại đơn', 'Loại hàng', 'Trạng thái', 'Ngày dự kiến nhận', 'Ngày tạo', 'Mã đơn hoàn', 'Ghi chú', 'STT', 'SKU', 'Tên sản phẩm', 'SL dự kiến', 'SL thực nhận', 'Số lô'],
  en: ['ASN code', 'Inbound code', 'Customer', 'Warehouse', 'Carrier', 'Type', 'Zone type', 'Status', 'Expected receive date', 'Created', 'Returned order', 'Note', 'Line', 'SKU', 'Name', 'Expected qty', 'Received qty', 'Lot'],
};

/** The orders of the list's filters (or the given ids), one row per line. */
export async function exportInbound(db: TDbOrTx, input: TInboundExportInput, clientId: number | null, lang: TLang): Promise<Buffer> {
  const o = inboundOrders;
  const where = and(
    inboundConditions(input, clientId),
    input.status === undefined ? undefined : eq(o.status, input.status as 0),
    input.ids?.length ? inArray(o.id, input.ids) : undefined,
  );
  const orders = await selectInboundItems(db, where, { limit: INBOUND_EXPORT_CAP, offset: 0 });
  const ids = orders.map((x) => x.id);
  const lines = ids.length
    ? await db
        .select({ inboundId: inboundLines.inboundId, lineNo: inboundLines.lineNo, sku: skus.sku, name: skus.name, expected: inboundLines.expectedQuantity, received: inboundLines.receivedQuantity, lot: inboundLines.lot })
        .from(inboundLines)
        .innerJoin(skus, eq(skus.id, inboundLines.skuId))
        .where(inArray(inboundLines.inboundId, ids))
        .orderBy(asc(inboundLines.inboundId), asc(inboundLines.lineNo))
    : [];
  const byOrder = new Map<number, typeof lines>();
  for (const l of lines) byOrder.set(l.inboundId, [...(byOrder.get(l.inboundId) ?? []), l]);
  const rows = orders.flatMap((x) => {
    const head = [
      x.asnCode,
      x.orderInboundCode,
      `${x.customerCode} - ${x.customerName}`,
      x.warehouseCode,
      x.tplInboundName ?? x.tplInbound,
      labelOf(INBOUND_TYPE_LABELS, x.type, lang),
      x.zoneType,
      labelOf(INBOUND_STATUS_LABELS, x.status, lang),
      dmy(x.estimateReceivedTime),
      dmyHm(x.createdAt),
      x.returnRef ?? '',
      x.customerNote ?? '',
    ];
    return (byOrder.get(x.id) ?? []).map((l) => [...head, l.lineNo, l.sku, l.name, l.expected, l.received, l.lot ?? '']);
  });
  return buildXlsx(lang === 'en' ? 'Inbound orders' : 'Don nhap', HEADERS[lang], rows);
}
