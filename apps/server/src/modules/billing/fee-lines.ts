import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { invoiceTotals, lineAmount, pickPackAmount, ROUNDING_EXACT, vnDay, type TFeeType, type TListPaging } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TClientScope } from '../../db/scope.ts';
import { cappedCountSql, keysetWindow, pageTotal, pagingAnswer } from '../../db/list-page.ts';
import { feeLines } from './schema.ts';
import { tariffInForce } from './tariffs.ts';

interface TLineInput {
  clientId: number;
  day: string;
  feeType: TFeeType;
  ref: string;
  orderCode?: string | null;
  quantity: string;
  unit: string;
  unitPrice: number;
  amount: number;
  rounding: string;
  tariffId: number;
}

/** Writes a fee line in the caller's transaction; a ref already written for the client adds nothing. */
async function writeLine(tx: TDbOrTx, l: TLineInput): Promise<void> {
  await tx.insert(feeLines).values(l).onConflictDoNothing({ target: [feeLines.clientId, feeLines.ref] });
}

/**
 * Receiving complete (inbound): the units (or cartons, by the tariff's basis) received, charged in the
 * transaction that completes the receipt. A return receipt is charged as returns handling per unit instead.
 * No tariff in force: nothing is charged.
 */
export async function chargeReceiving(tx: TDbOrTx, w: { clientId: number; inboundId: number; code: string; units: number; cartons: number; isReturn: boolean; at?: Date }): Promise<void> {
  const day = vnDay(w.at ?? new Date());
  const t = await tariffInForce(tx, w.clientId, day);
  if (!t || w.units <= 0) return;
  if (w.isReturn) {
    await writeLine(tx, { clientId: w.clientId, day, feeType: 'return', ref: `return:${w.inboundId}`, orderCode: w.code, quantity: String(w.units), unit: 'unit', unitPrice: t.returnPerUnit, amount: lineAmount(w.units, t.returnPerUnit), rounding: ROUNDING_EXACT, tariffId: t.id });
    return;
  }
  const qty = t.receivingBasis === 'carton' ? Math.max(1, w.cartons) : w.units;
  await writeLine(tx, { clientId: w.clientId, day, feeType: 'receiving', ref: `receiving:${w.inboundId}`, orderCode: w.code, quantity: String(qty), unit: t.receivingBasis, unitPrice: t.receivingRate, amount: lineAmount(qty, t.receivingRate), rounding: ROUNDING_EXACT, tariffId: t.id });
}

/**
 * A returned parcel received at the returns desk (modules/returns): returns handling per unit, in the transaction
 * that receives it (ref `return-receipt:<id>`, once). No tariff in force: nothing is charged.
 */
export async function chargeReturnReceipt(tx: TDbOrTx, w: { clientId: number; receiptId: number; code: string; units: number; at?: Date }): Promise<void> {
  const day = vnDay(w.at ?? new Date());
  const t = await tariffInForce(tx, w.clientId, day);
  if (!t || w.units <= 0) return;
  await writeLine(tx, { clientId: w.clientId, day, feeType: 'return', ref: `return-receipt:${w.receiptId}`, orderCode: w.code, quantity: String(w.units), unit: 'unit', unitPrice: t.returnPerUnit, amount: lineAmount(w.units, t.returnPerUnit), rounding: ROUNDING_EXACT, tariffId: t.id });
}

/** Handover of an order to the carrier: pick and pack (per order + per extra unit) and its packing material, in the handover's transaction. */
export async function chargeHandover(tx: TDbOrTx, w: { clientId: number; outboundId: number; orderCode: string; units: number; at?: Date }): Promise<void> {
  const day = vnDay(w.at ?? new Date());
  const t = await tariffInForce(tx, w.clientId, day);
  if (!t || w.units <= 0) return;
  await writeLine(tx, { clientId: w.clientId, day, feeType: 'pick_pack', ref: `pick_pack:${w.outboundId}`, orderCode: w.orderCode, quantity: String(w.units), unit: 'unit', unitPrice: t.pickPackPerOrder, amount: pickPackAmount(w.units, t), rounding: ROUNDING_EXACT, tariffId: t.id });
  if (t.packingMaterialPerOrder > 0) {
    await writeLine(tx, { clientId: w.clientId, day, feeType: 'packing_material', ref: `packing_material:${w.outboundId}`, orderCode: w.orderCode, quantity: '1', unit: 'order', unitPrice: t.packingMaterialPerOrder, amount: t.packingMaterialPerOrder, rounding: ROUNDING_EXACT, tariffId: t.id });
  }
}

function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  return { from: `${month}-01`, to: new Date(Date.UTC(y!, m!, 1)).toISOString().slice(0, 10) };
}

/** The current month so far, by fee type, with the VAT its invoice will state. */
export async function monthToDate(db: TDbOrTx, scope: TClientScope, now = new Date()) {
  const month = vnDay(now).slice(0, 7);
  const r = monthRange(month);
  const rows = await db
    .select({ feeType: feeLines.feeType, lines: sql<number>`count(*)::int`.mapWith(Number), amount: sql<number>`coalesce(sum(${feeLines.amount}), 0)`.mapWith(Number) })
    .from(feeLines)
    .where(and(inScope(feeLines.clientId, scope), gte(feeLines.day, r.from), lt(feeLines.day, r.to)))
    .groupBy(feeLines.feeType)
    .orderBy(feeLines.feeType);
  return { month, byType: rows, ...invoiceTotals(month, rows.map((x) => x.amount)) };
}

/** A client's fee lines (of an invoice or a month), by order code and type, newest day first (keyset on day, id). */
export async function listFeeLines(db: TDbOrTx, scope: TClientScope, input: TListPaging & { invoiceId?: number | undefined; month?: string | undefined; orderCode?: string | undefined; feeType?: TFeeType | undefined }) {
  const f = feeLines;
  const r = input.month ? monthRange(input.month) : null;
  const where = and(
    inScope(f.clientId, scope),
    input.invoiceId === undefined ? undefined : eq(f.invoiceId, input.invoiceId),
    r ? gte(f.day, r.from) : undefined,
    r ? lt(f.day, r.to) : undefined,
    input.orderCode ? eq(f.orderCode, input.orderCode) : undefined,
    input.feeType ? eq(f.feeType, input.feeType) : undefined,
  );
  const win = keysetWindow({ column: f.day, id: f.id, dir: 'desc' }, input);
  const totalSql = cappedCountSql(sql`${f}`, where);
  const rows = await win.read(
    db
      .select({ id: f.id, day: f.day, feeType: f.feeType, ref: f.ref, orderCode: f.orderCode, quantity: f.quantity, unit: f.unit, unitPrice: f.unitPrice, amount: f.amount, rounding: f.rounding, invoiceId: f.invoiceId, disputeTicketId: f.disputeTicketId, createdAt: f.createdAt, sortKey: win.sortKey, listTotal: totalSql })
      .from(f)
      .$dynamic(),
    where,
  );
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql);
  return { items: page.items.map(({ sortKey: _s, listTotal: _t, ...x }) => x), ...pagingAnswer(page, count, input) };
}

