import { eq, sql } from 'drizzle-orm';
import type { TInboundType, TStockCondition, TZoneType } from '@ffm/domain';
import type { TTx } from '../../db/client.ts';
import { nextDocumentCode } from '../../db/document-codes.ts';
import { writeInboundLog } from './inbound-log.ts';
import { inboundLines, inboundOrders } from './schema.ts';

export interface TNewInboundLine {
  skuId: number;
  expectedQuantity: number;
  lot?: string | null;
  productionDate?: string | null;
  expiryDate?: string | null;
  condition?: TStockCondition;
}

export interface TNewInbound {
  clientId: number;
  warehouseId: number;
  tplInbound: string;
  estimateReceivedTime: string;
  zoneType: TZoneType;
  customerNote: string | null;
  /** the asn code when absent */
  orderInboundCode: string | null;
  type: TInboundType;
  returnRef: string | null;
  source: 'WEB' | 'IMPORT' | 'API';
  uploadFileId?: number | null;
  createdBy: number | null;
  lines: TNewInboundLine[];
  now?: Date;
  logNote?: string | null;
}

/**
 * Writes a validated order: an asn code from the daily sequence, the order, its lines (numbered from 1) and the
 * CREATE log row, in the caller's transaction. The unique indexes (client code, live return) are the caller's
 * to turn into 30001/30006.
 */
export async function insertInbound(tx: TTx, n: TNewInbound): Promise<{ id: number; asnCode: string }> {
  const asnCode = await nextDocumentCode(tx, 'ASN', n.now);
  const [order] = await tx
    .insert(inboundOrders)
    .values({
      asnCode,
      orderInboundCode: n.orderInboundCode || asnCode,
      clientId: n.clientId,
      warehouseId: n.warehouseId,
      tplInbound: n.tplInbound,
      estimateReceivedTime: n.estimateReceivedTime,
      customerNote: n.customerNote,
      type: n.type,
      zoneType: n.zoneType,
      returnRef: n.returnRef,
      source: n.source,
      uploadFileId: n.uploadFileId ?? null,
      createdBy: n.createdBy,
    })
    .returning({ id: inboundOrders.id });
  const id = order!.id;
  await appendInboundLines(tx, id, n.lines);
  await writeInboundLog(tx, { inboundId: id, action: 'CREATE', to: 0, note: n.logNote ?? null, actorUserId: n.createdBy });
  return { id, asnCode };
}

/** Adds lines after the order's last line number. */
export async function appendInboundLines(tx: TTx, inboundId: number, lines: TNewInboundLine[]): Promise<void> {
  if (lines.length === 0) return;
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${inboundLines.lineNo}), 0)::int`.mapWith(Number) })
    .from(inboundLines)
    .where(eq(inboundLines.inboundId, inboundId));
  const start = last?.n ?? 0;
  await tx.insert(inboundLines).values(
    lines.map((l, i) => ({
      inboundId,
      lineNo: start + i + 1,
      skuId: l.skuId,
      expectedQuantity: l.expectedQuantity,
      lot: l.lot ?? null,
      productionDate: l.productionDate ?? null,
      expiryDate: l.expiryDate ?? null,
      condition: l.condition ?? 'GOOD',
    })),
  );
}
