import { and, asc, eq, inArray } from 'drizzle-orm';
import { dmy, dmyHm, INBOUND_STATUS_LABELS, INBOUND_TYPE_LABELS, labelOf, uiMessagesFor, vnDateKey, ZONE_TYPE_LABELS, type TCellValue, type TInboundExportInput, type TLang } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { skus } from '../sku/schema.ts';
import type { TXlsxSheet } from '../../lib/xlsx-writer.ts';
import { inboundConditions } from './inbound-filters.ts';
import { selectInboundItems } from './inbound-views.ts';
import { inboundLines, inboundOrders } from './schema.ts';

/** Orders an export holds at most. */
export const INBOUND_EXPORT_CAP = 5_000;

/** The orders of the list's filters (or the given ids), one row per line. */
export async function exportInbound(db: TDbOrTx, input: TInboundExportInput, scope: TDataScope, lang: TLang): Promise<{ fileName: string; sheets: TXlsxSheet[] }> {
  const o = inboundOrders;
  const where = and(
    inboundConditions(input, scope),
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
  const rows = orders.flatMap((x): TCellValue[][] => {
    const head: TCellValue[] = [
      x.asnCode,
      x.orderInboundCode,
      `${x.customerCode} - ${x.customerName}`,
      x.warehouseCode,
      x.tplInboundName ?? x.tplInbound,
      labelOf(INBOUND_TYPE_LABELS, x.type, lang),
      labelOf(ZONE_TYPE_LABELS, x.zoneType, lang),
      labelOf(INBOUND_STATUS_LABELS, x.status, lang),
      dmy(x.estimateReceivedTime),
      dmyHm(x.createdAt),
      x.returnRef ?? '',
      x.customerNote ?? '',
    ];
    return (byOrder.get(x.id) ?? []).map((l) => [...head, l.lineNo, l.sku, l.name, l.expected, l.received, l.lot ?? '']);
  });
  // the column titles are the inbound screens' own
  const f = uiMessagesFor(lang).inbound.field;
  const header = [f.asnCode, f.orderInboundCode, f.customer, f.warehouse, f.carrier, f.type, f.zoneType, f.status, f.estimate, f.createdAt, f.returnRef, f.note, f.lineNo, f.sku, f.name, f.expectedQuantity, f.receivedQuantity, f.lot];
  return {
    fileName: `don-nhap-${vnDateKey(new Date()).replace(/-/g, '')}.xlsx`,
    sheets: [{ name: f.exportSheet, columns: header.map((h) => ({ header: h, width: 18 })), rows }],
  };
}
