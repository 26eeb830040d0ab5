import { eq, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client.ts';
import { nextDocumentCode } from '../../db/document-codes.ts';
import { writeOutboundLog } from './outbound-log.ts';
import type { TNewOutbound } from './prepare-outbound.ts';
import { outboundLines, outboundOrders } from './schema.ts';

export interface TInsertContext {
  createdBy: number | null;
  source: 'WEB' | 'IMPORT' | 'API';
  uploadFileId?: number | null;
  now?: Date;
  logNote?: string | null;
}

/** The columns of an order that a create or an edit writes. */
export function orderColumns(n: TNewOutbound) {
  const { items: _i, clientOrderCode: _c, ...rest } = n;
  return rest;
}

/**
 * Writes a checked order at status 0: an SO code from the daily sequence, the order, its lines (numbered from 1)
 * and the CREATE log row, in the caller's transaction. The client code's unique index is the caller's to turn
 * into 40001.
 */
export async function insertOutbound(tx: TTx, n: TNewOutbound, ctx: TInsertContext): Promise<{ id: number; soCode: string }> {
  const soCode = await nextDocumentCode(tx, 'SO', ctx.now);
  const [order] = await tx
    .insert(outboundOrders)
    .values({ ...orderColumns(n), soCode, clientOrderCode: n.clientOrderCode || soCode, source: ctx.source, uploadFileId: ctx.uploadFileId ?? null, createdBy: ctx.createdBy })
    .returning({ id: outboundOrders.id });
  const id = order!.id;
  await insertLines(tx, id, n.items);
  await writeOutboundLog(tx, { outboundId: id, action: 'CREATE', to: 0, note: ctx.logNote ?? null, actorUserId: ctx.createdBy });
  return { id, soCode };
}

/** Adds lines after the order's last line number; answers them. */
export async function insertLines(tx: TTx, outboundId: number, items: TNewOutbound['items']): Promise<Array<typeof outboundLines.$inferSelect>> {
  if (items.length === 0) return [];
  const [last] = await tx.select({ n: sql<number>`coalesce(max(${outboundLines.lineNo}), 0)::int`.mapWith(Number) }).from(outboundLines).where(eq(outboundLines.outboundId, outboundId));
  const start = last?.n ?? 0;
  return tx
    .insert(outboundLines)
    .values(items.map((l, i) => ({ outboundId, lineNo: start + i + 1, skuId: l.skuId, quantity: l.quantity, unit: l.unit })))
    .returning();
}
