import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { dmy, dmyHm, INBOUND_STATUS_LABELS, INBOUND_TYPE_LABELS, labelOf, uiMessagesFor, vnDateKey, ZONE_TYPE_LABELS, type TCellValue, type TInboundExportInput, type TLang } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { keysetBatches } from '../../db/list-page.ts';
import type { TDataScope } from '../../db/scope.ts';
import type { TXlsxSheet } from '../../lib/xlsx-writer.ts';
import { skuNamesSql } from '../sku/index.ts';
import { inboundConditions } from './inbound-filters.ts';
import { inboundItemColumns, toInboundItem } from './inbound-views.ts';
import { inboundLines, inboundOrders } from './schema.ts';

const o = inboundOrders;
/** Orders read per batch: the list's keyset order, never an offset. */
const BATCH = 1_000;

/**
 * The orders of the list's filters (or the given ids), one row per line, newest order first. Streamed: batches
 * of orders are read by keyset as the writer asks for rows, with their lines and names for that batch only, so
 * memory stays bounded and every order is in the file (no cap).
 */
export function exportInbound(db: TDbOrTx, input: TInboundExportInput, scope: TDataScope, lang: TLang): { fileName: string; sheets: TXlsxSheet[] } {
  const where = and(
    inboundConditions(input, scope),
    input.status === undefined ? undefined : eq(o.status, input.status as 0),
    input.ids?.length ? inArray(o.id, input.ids) : undefined,
  );
  /** A batch of orders after the previous batch's last one (its time read back from the row: microseconds kept), with their lines. */
  const fetchBatch = async (last: { id: number } | undefined) => {
    const after = last ? sql`(${o.createdAt}, ${o.id}) < (select ${o.createdAt}, ${o.id} from ${o} where ${o.id} = ${last.id})` : undefined;
    const batch = await db.select(inboundItemColumns).from(o).where(and(where, after)).orderBy(desc(o.createdAt), desc(o.id)).limit(BATCH);
    const lines = batch.length
      ? await db
          .select({ inboundId: inboundLines.inboundId, lineNo: inboundLines.lineNo, sku: skuNamesSql(inboundLines.skuId), expected: inboundLines.expectedQuantity, received: inboundLines.receivedQuantity, lot: inboundLines.lot })
          .from(inboundLines)
          // one array parameter, not a thousand: the statement stays small to parse
          .where(sql`${inboundLines.inboundId} = any(${sql.param(batch.map((x) => x.id))}::int[])`)
          .orderBy(asc(inboundLines.inboundId), asc(inboundLines.lineNo))
      : [];
    const byOrder = new Map<number, typeof lines>();
    for (const l of lines) {
      const list = byOrder.get(l.inboundId);
      if (list) list.push(l);
      else byOrder.set(l.inboundId, [l]);
    }
    return batch.map((r) => ({ id: r.id, item: toInboundItem(r), lines: byOrder.get(r.id) ?? [] }));
  };
  async function* rows(): AsyncGenerator<TCellValue[]> {
    for await (const batch of keysetBatches(fetchBatch, BATCH)) {
      for (const { item: x, lines } of batch) {
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
        for (const l of lines) yield [...head, l.lineNo, l.sku?.sku ?? '', l.sku?.name ?? '', l.expected, l.received, l.lot ?? ''];
      }
    }
  }
  // the column titles are the inbound screens' own
  const f = uiMessagesFor(lang).inbound.field;
  const header = [f.asnCode, f.orderInboundCode, f.customer, f.warehouse, f.carrier, f.type, f.zoneType, f.status, f.estimate, f.createdAt, f.returnRef, f.note, f.lineNo, f.sku, f.name, f.expectedQuantity, f.receivedQuantity, f.lot];
  return {
    fileName: `don-nhap-${vnDateKey(new Date()).replace(/-/g, '')}.xlsx`,
    sheets: [{ name: f.exportSheet, columns: header.map((h) => ({ header: h, width: 18 })), rows: rows() }],
  };
}
