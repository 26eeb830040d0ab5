import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { fillLabel, OUTBOUND_STATUS_LABELS, OUTBOUND_WORK_MESSAGES as TEXT, type THandoverInput, type THandoverView, type TLang } from '@ffm/domain';
import type { TDbOrTx, TTx } from '../../db/client.ts';
import { nextDocumentCode } from '../../db/document-codes.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { DomainError } from '../../lib/errors.ts';
import { userNamesByIds } from '../accounts/index.ts';
import { warehousesByIds } from '../warehouses/index.ts';
import { moveOutbound, type TOutboundRow } from './lock-outbound.ts';
import { addressLabel } from './outbound-views.ts';
import { outboundHandovers, outboundLines, outboundOrders } from './schema.ts';

const o = outboundOrders;

/** An order ready to leave, with the code it was scanned by. */
export interface THandoverReady {
  row: TOutboundRow;
  code: string;
}

/**
 * The outbound side of a handover's start (6 → 7, flows/handover runs the rest): the scanned orders are locked;
 * each must be packed, in this warehouse, and not booked with another carrier; the others are listed as refused
 * with why, without stopping the batch (none ready: 400 naming each). The batch (its handover sheet) is opened.
 */
export async function beginHandover(tx: TTx, input: THandoverInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<{ batch: { id: number; code: string }; ready: THandoverReady[]; refused: THandoverView['refused'] }> {
  const codes = [...new Set(input.codes.map((c) => c.trim()).filter((c) => c !== ''))];
  const rows = await tx
    .select()
    .from(o)
    .where(and(inScope(o.clientId, scope), eq(o.warehouseId, input.warehouseId), or(inArray(o.soCode, codes), inArray(o.clientOrderCode, codes))))
    .orderBy(asc(o.id))
    .for('update');
  const refused: THandoverView['refused'] = [];
  const ready: THandoverReady[] = [];
  for (const code of codes) {
    const row = rows.find((r) => r.soCode === code || r.clientOrderCode === code);
    if (!row) refused.push({ code, message: TEXT.handoverNotFound[lang] });
    else if (row.status !== 6) refused.push({ code, message: fillLabel(TEXT.handoverNotPacked, lang, { status: OUTBOUND_STATUS_LABELS[row.status][lang] }) });
    else if (row.carrier && row.carrier !== input.carrier) refused.push({ code, message: fillLabel(TEXT.handoverOtherCarrier, lang, { carrier: row.carrier }) });
    else if (!ready.some((x) => x.row.id === row.id)) ready.push({ row, code });
  }
  if (ready.length === 0) throw new DomainError(400, { message: refused.map((r) => `${r.code}: ${r.message}`).join('; '), data: { refused } });
  const [batch] = await tx
    .insert(outboundHandovers)
    .values({ code: await nextDocumentCode(tx, 'BG'), warehouseId: input.warehouseId, carrier: input.carrier, actorUserId })
    .returning({ id: outboundHandovers.id, code: outboundHandovers.code });
  return { batch: batch!, ready, refused };
}

/** An order handed over in the batch (6 → 7) with the code it leaves with; answers the units it held, for its fee. */
export async function completeHandover(tx: TTx, row: TOutboundRow, step: { carrier: string; tracking: string | null; batchId: number; actorUserId: number; lang: TLang }): Promise<{ units: number }> {
  await moveOutbound(tx, row, 7, {
    action: 'HANDOVER',
    actorUserId: step.actorUserId,
    lang: step.lang,
    note: [step.carrier, step.tracking].filter(Boolean).join(' '),
    set: { carrier: step.carrier, shippingOrderCode: step.tracking, handoverId: step.batchId, shippedAt: new Date() },
  });
  const [u] = await tx.select({ units: sql<number>`coalesce(sum(${outboundLines.quantity}), 0)::int`.mapWith(Number) }).from(outboundLines).where(eq(outboundLines.outboundId, row.id));
  return { units: u?.units ?? 0 };
}

/** An order's lines in their order: what its parcel holds. */
export async function outboundLinesOf(tx: TDbOrTx, outboundId: number): Promise<Array<{ skuId: number; quantity: number }>> {
  return tx.select({ skuId: outboundLines.skuId, quantity: outboundLines.quantity }).from(outboundLines).where(eq(outboundLines.outboundId, outboundId)).orderBy(asc(outboundLines.lineNo));
}

/** A handover batch with its orders (the printable handover sheet). */
export async function getHandover(db: TDbOrTx, id: number, scope: TDataScope): Promise<THandoverView> {
  const h = outboundHandovers;
  const [batch] = await db.select().from(h).where(eq(h.id, id)).limit(1);
  if (!batch) throw new DomainError(404);
  const orders = await db
    .select()
    .from(o)
    .where(and(eq(o.handoverId, id), inScope(o.clientId, scope)))
    .orderBy(asc(o.soCode));
  const [wh, names] = await Promise.all([warehousesByIds(db, [batch.warehouseId]), userNamesByIds(db, [batch.actorUserId])]);
  return {
    id: batch.id,
    code: batch.code,
    warehouseId: batch.warehouseId,
    warehouseName: wh.get(batch.warehouseId)?.name ?? '',
    carrier: batch.carrier,
    createdAt: batch.createdAt.toISOString(),
    actor: batch.actorUserId === null ? null : (names.get(batch.actorUserId) ?? null),
    orders: orders.map((r) => ({
      id: r.id,
      soCode: r.soCode,
      clientOrderCode: r.clientOrderCode,
      toName: r.toName,
      toPhone: r.toPhone,
      toAddressLabel: [r.toAddress, addressLabel(r.toProvinceId, r.toDistrictId, r.toWardCode)].join(', '),
      codAmount: r.codAmount,
      weight: r.weight,
      shippingOrderCode: r.shippingOrderCode,
    })),
    refused: [],
  };
}
