import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { dmyHm, labelOf, OUTBOUND_CARRIER_LABELS, OUTBOUND_STATUS_LABELS, uiMessagesFor, vnDateKey, type TCellValue, type TLang, type TOutboundExportInput, type TOutboundStatus } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { keysetBatches } from '../../db/list-page.ts';
import type { TDataScope } from '../../db/scope.ts';
import type { TXlsxSheet } from '../../lib/xlsx-writer.ts';
import { skuNamesSql } from '../sku/index.ts';
import { outboundConditions } from './outbound-filters.ts';
import { outboundItemColumns, toOutboundItem } from './outbound-views.ts';
import { outboundLines, outboundOrders } from './schema.ts';

const o = outboundOrders;
const BATCH = 1_000;

/** A carrier's name as the export shows it: ours by label, a courier's code as it is. */
export function carrierName(carrier: string | null, lang: TLang): string {
  if (!carrier) return '';
  return carrier in OUTBOUND_CARRIER_LABELS ? labelOf(OUTBOUND_CARRIER_LABELS, carrier as keyof typeof OUTBOUND_CARRIER_LABELS, lang) : carrier;
}

/**
 * The orders of the list's filters (or the given ids), one row per line with SPEC §3's export fields
 * (clientOrderCode, shippingOrderCode, toName, toAddress, toPhone, carrier name, shipment time, line number,
 * quantity, unit), newest first, streamed in keyset batches (docs/lists.md): no cap, bounded memory.
 */
export function exportOutbound(db: TDbOrTx, input: TOutboundExportInput, scope: TDataScope, lang: TLang): { fileName: string; sheets: TXlsxSheet[] } {
  const where = and(
    outboundConditions(input, scope),
    input.status === undefined ? undefined : eq(o.status, input.status as TOutboundStatus),
    input.ids?.length ? inArray(o.id, input.ids) : undefined,
  );
  const fetchBatch = async (last: { id: number } | undefined) => {
    const after = last ? sql`(${o.createdAt}, ${o.id}) < (select ${o.createdAt}, ${o.id} from ${o} where ${o.id} = ${last.id})` : undefined;
    const batch = await db.select(outboundItemColumns).from(o).where(and(where, after)).orderBy(desc(o.createdAt), desc(o.id)).limit(BATCH);
    const l = outboundLines;
    const lines = batch.length
      ? await db
          .select({ outboundId: l.outboundId, lineNo: l.lineNo, sku: skuNamesSql(l.skuId), quantity: l.quantity, unit: l.unit })
          .from(l)
          .where(sql`${l.outboundId} = any(${sql.param(batch.map((x) => x.id))}::int[])`)
          .orderBy(asc(l.outboundId), asc(l.lineNo))
      : [];
    const byOrder = new Map<number, typeof lines>();
    for (const x of lines) byOrder.set(x.outboundId, [...(byOrder.get(x.outboundId) ?? []), x]);
    return batch.map((r) => ({ id: r.id, item: toOutboundItem(r), lines: byOrder.get(r.id) ?? [] }));
  };
  async function* rows(): AsyncGenerator<TCellValue[]> {
    for await (const batch of keysetBatches(fetchBatch, BATCH)) {
      for (const { item: x, lines } of batch) {
        const head: TCellValue[] = [
          x.soCode,
          x.clientOrderCode,
          x.shippingOrderCode ?? '',
          labelOf(OUTBOUND_STATUS_LABELS, x.status as TOutboundStatus, lang),
          x.warehouseCode,
          x.toName,
          [x.toAddress, x.toAddressLabel].filter(Boolean).join(', '),
          x.toPhone,
          carrierName(x.carrier, lang),
          x.shippedAt ? dmyHm(x.shippedAt) : '',
          x.codAmount,
        ];
        for (const l of lines) yield [...head, l.lineNo, l.sku?.sku ?? '', l.sku?.name ?? '', l.quantity, l.unit];
      }
    }
  }
  const f = uiMessagesFor(lang).outbound.field;
  const header = [f.soCode, f.clientOrderCode, f.shippingOrderCode, f.status, f.warehouse, f.toName, f.toAddress, f.toPhone, f.carrier, f.shippedAt, f.codAmount, f.lineNo, f.sku, f.name, f.quantity, f.unit];
  return {
    fileName: `don-xuat-${vnDateKey(new Date()).replace(/-/g, '')}.xlsx`,
    sheets: [{ name: f.exportSheet, columns: header.map((h) => ({ header: h, width: 18 })), rows: rows() }],
  };
}
