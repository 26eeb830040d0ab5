import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { BILLING_MESSAGES, FEE_TYPE_LABELS, INVOICE_DUE_DAYS, invoiceTotals, vnDay, type TFeeType, type TListPaging } from '@ffm/domain';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { cappedCountSql, keysetBatches, keysetWindow, pageTotal, pagingAnswer } from '../../db/list-page.ts';
import { fail, failFields } from '../../lib/errors.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { inScope, type TClientScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { TInvoiceSummary } from '../../lib/pdf/index.ts';
import { clientNameSql } from '../accounts/index.ts';
import { appendCoinEntry, lockCoinBalance } from '../money/index.ts';
import { billingSettings, feeLines, invoices } from './schema.ts';

function monthBounds(month: string): { from: string; to: string; dueDate: string } {
  const [y, m] = month.split('-').map(Number);
  const next = new Date(Date.UTC(y!, m!, 1));
  return { from: `${month}-01`, to: next.toISOString().slice(0, 10), dueDate: new Date(next.getTime() + INVOICE_DUE_DAYS * 86_400_000).toISOString().slice(0, 10) };
}

/**
 * Issues one client's invoice of a month, in one transaction: the invoice row (unique per client and month, so a
 * second run issues nothing), its lines (every line of the month not yet invoiced) marked with it, the totals from
 * those very lines (subtotal = their sum, VAT by the month's rate, half up), then paid from the coin wallet
 * (category 8, ref invoice:<id>) when the balance, locked, covers the total; else left open with its due date.
 * Answers the invoice, or null when it was already issued or the month has no line.
 */
export async function issueInvoice(db: TDb, clientId: number, month: string) {
  const b = monthBounds(month);
  return inTransaction(db, async (tx) => {
    const [inv] = await tx
      .insert(invoices)
      .values({ clientId, month, status: 'open', subtotal: 0, vatRate: 0, vatAmount: 0, total: 0, lineCount: 0, dueDate: b.dueDate })
      .onConflictDoNothing({ target: [invoices.clientId, invoices.month] })
      .returning({ id: invoices.id });
    if (!inv) return null;
    const lines = sqlRows<{ amount: string | number }>(
      await tx.execute(sql`update fee_lines set invoice_id = ${inv.id}
                            where client_id = ${clientId} and day >= ${b.from}::date and day < ${b.to}::date and invoice_id is null
                            returning amount`),
    );
    if (lines.length === 0) {
      await tx.delete(invoices).where(eq(invoices.id, inv.id));
      return null;
    }
    const t = invoiceTotals(month, lines.map((l) => Number(l.amount)));
    const balance = await lockCoinBalance(tx, clientId);
    let paid: { entryId: number } | null = null;
    if (t.total === 0) paid = { entryId: 0 };
    else if (balance >= t.total) {
      const e = await appendCoinEntry(tx, { clientId, category: 8, amount: -t.total, ref: `invoice:${inv.id}`, note: `Thanh toán hóa đơn ${month}` });
      paid = { entryId: e.id };
    }
    const [row] = await tx
      .update(invoices)
      .set({ subtotal: t.subtotal, vatRate: t.vatRate, vatAmount: t.vatAmount, total: t.total, lineCount: lines.length, status: paid ? 'paid' : 'open', paidVia: paid ? 'coin' : null, paidAt: paid ? sql`now()` : null, coinEntryId: paid && paid.entryId ? paid.entryId : null })
      .where(eq(invoices.id, inv.id))
      .returning();
    return row!;
  });
}

/** Issues the month's invoice of every client with lines in it; a client already invoiced is skipped. Answers how many were issued. */
export async function issueInvoices(db: TDb, month: string, shouldStop?: () => boolean): Promise<number> {
  const b = monthBounds(month);
  const ids = sqlRows<{ client_id: number }>(
    await db.execute(sql`select distinct client_id from fee_lines where day >= ${b.from}::date and day < ${b.to}::date and invoice_id is null order by client_id`),
  ).map((r) => Number(r.client_id));
  let n = 0;
  for (const id of ids) {
    if (shouldStop?.()) break;
    if (await issueInvoice(db, id, month)) n++;
  }
  return n;
}

/** A client's issued invoices, newest first (keyset on issued_at, id). */
export async function listInvoices(db: TDbOrTx, scope: TClientScope, input: TListPaging) {
  const i = invoices;
  const where = and(inScope(i.clientId, scope));
  const win = keysetWindow({ column: i.issuedAt, id: i.id, dir: 'desc' }, input);
  const totalSql = cappedCountSql(sql`${i}`, where);
  const rows = await win.read(
    db
      .select({ id: i.id, month: i.month, status: i.status, subtotal: i.subtotal, vatRate: i.vatRate, vatAmount: i.vatAmount, total: i.total, lineCount: i.lineCount, issuedAt: i.issuedAt, dueDate: i.dueDate, paidAt: i.paidAt, paidVia: i.paidVia, codTransferId: i.codTransferId, sortKey: win.sortKey, listTotal: totalSql })
      .from(i)
      .$dynamic(),
    where,
  );
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql);
  return { items: page.items.map(({ sortKey: _s, listTotal: _t, ...x }) => x), ...pagingAnswer(page, count, input) };
}

/** A client's invoice (404 when it is not the client's). */
export async function invoiceOf(db: TDbOrTx, scope: TClientScope, id: number) {
  const [row] = await db.select().from(invoices).where(and(eq(invoices.id, id), inScope(invoices.clientId, scope)));
  if (!row) fail(404);
  return row;
}

/**
 * What an invoice's PDF summary prints (404 when it is not the client's): the invoice's own totals, and its lines
 * summed by fee type in one grouped read (their sum is the subtotal: the invoice was built from the same lines).
 */
export async function invoiceSummaryOf(db: TDbOrTx, clientId: number, id: number, providerName: string): Promise<TInvoiceSummary> {
  const [row] = await db
    .select({ inv: invoices, client: clientNameSql(invoices.clientId) })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.clientId, clientId)));
  if (!row) fail(404);
  const { inv } = row;
  const byType = await db
    .select({ feeType: feeLines.feeType, lines: sql<number>`count(*)::int`.mapWith(Number), amount: sql<number>`coalesce(sum(${feeLines.amount}), 0)`.mapWith(Number) })
    .from(feeLines)
    .where(and(eq(feeLines.clientId, clientId), eq(feeLines.invoiceId, inv.id)))
    .groupBy(feeLines.feeType)
    .orderBy(feeLines.feeType);
  return {
    providerName,
    invoiceId: inv.id,
    month: inv.month,
    client: row.client ?? { code: '', name: '' },
    issuedAt: inv.issuedAt,
    dueDate: inv.dueDate,
    status: inv.status,
    paidAt: inv.paidAt,
    paidVia: inv.paidVia,
    rows: byType.map((r) => ({ label: FEE_TYPE_LABELS[r.feeType as TFeeType].vi, labelEn: FEE_TYPE_LABELS[r.feeType as TFeeType].en, lines: r.lines, amount: r.amount })),
    subtotal: inv.subtotal,
    vatRate: inv.vatRate,
    vatAmount: inv.vatAmount,
    total: inv.total,
    lineCount: inv.lineCount,
  };
}

/** Every line of an invoice in id order, in batches (the xlsx export reads them as the render worker asks). */
export function invoiceLineBatches(db: TDbOrTx, scope: TClientScope, invoiceId: number, size = 2_000) {
  return keysetBatches(
    (last: { id: number } | undefined) =>
      db
        .select({ id: feeLines.id, day: feeLines.day, feeType: feeLines.feeType, orderCode: feeLines.orderCode, ref: feeLines.ref, quantity: feeLines.quantity, unit: feeLines.unit, unitPrice: feeLines.unitPrice, amount: feeLines.amount, rounding: feeLines.rounding })
        .from(feeLines)
        .where(and(inScope(feeLines.clientId, scope), eq(feeLines.invoiceId, invoiceId), last ? gt(feeLines.id, last.id) : undefined))
        .orderBy(asc(feeLines.id))
        .limit(size),
    size,
  );
}

/**
 * Pays an open invoice from the coin wallet, in one transaction: the invoice row locked, a category 8 entry of
 * −total (ref invoice:<id>, so it is booked once), the invoice marked paid. A balance that does not cover the total
 * is refused (70012) and nothing changes; an invoice already paid is answered as it is.
 */
export async function payInvoice(db: TDb, scope: TClientScope, id: number) {
  return inTransaction(db, async (tx) => {
    const [inv] = await tx.select().from(invoices).where(and(eq(invoices.id, id), inScope(invoices.clientId, scope))).for('update');
    if (!inv) fail(404);
    if (inv.status === 'paid') return inv;
    const e = await appendCoinEntry(tx, { clientId: inv.clientId, category: 8, amount: -inv.total, ref: `invoice:${inv.id}`, note: `Thanh toán hóa đơn ${inv.month}` });
    const [row] = await tx.update(invoices).set({ status: 'paid', paidVia: 'coin', paidAt: sql`now()`, coinEntryId: e.id }).where(eq(invoices.id, inv.id)).returning();
    return row!;
  });
}

/**
 * COD netting (handed to money's transfer run, `setCodInvoiceNetting`): when the client chose it, its open invoices,
 * locked, oldest due first, each paid whole from the transfer while it fits in `room` (an invoice that does not fit
 * stays open and a later, smaller one may still be paid). Runs in the transfer's transaction: the invoices are
 * marked paid via 'cod' with the transfer's id, and the answer is what the transfer pays for them. An invoice the
 * owner is paying from coin at the same moment is locked by one of the two first; the other sees it paid.
 */
export async function netOpenInvoices(tx: TDbOrTx, input: { clientId: number; room: number; transferId: number }): Promise<number> {
  const [s] = await tx.select({ on: billingSettings.netCodInvoices }).from(billingSettings).where(eq(billingSettings.clientId, input.clientId));
  if (!s?.on) return 0;
  const open = await tx
    .select({ id: invoices.id, total: invoices.total })
    .from(invoices)
    .where(and(eq(invoices.clientId, input.clientId), eq(invoices.status, 'open')))
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .for('update');
  let room = input.room;
  const paid: number[] = [];
  let total = 0;
  for (const inv of open) {
    if (inv.total > room) continue;
    room -= inv.total;
    total += inv.total;
    paid.push(inv.id);
  }
  if (paid.length) {
    await tx
      .update(invoices)
      .set({ status: 'paid', paidVia: 'cod', paidAt: sql`now()`, codTransferId: input.transferId })
      .where(and(eq(invoices.clientId, input.clientId), sql`${invoices.id} = any(${sql.param(paid)}::int[])`));
  }
  return total;
}

/** The client's billing choices (defaults when it never set any). */
export async function billingSettingsOf(db: TDbOrTx, clientId: number) {
  const [s] = await db.select({ netCodInvoices: billingSettings.netCodInvoices }).from(billingSettings).where(eq(billingSettings.clientId, clientId));
  return { netCodInvoices: s?.netCodInvoices ?? false };
}

/** The owner's choice that COD transfers pay the client's open invoices. */
export async function saveBillingSettings(db: TDbOrTx, clientId: number, input: { netCodInvoices: boolean; userId: number }) {
  await db
    .insert(billingSettings)
    .values({ clientId, netCodInvoices: input.netCodInvoices, updatedBy: input.userId })
    .onConflictDoUpdate({ target: billingSettings.clientId, set: { netCodInvoices: input.netCodInvoices, updatedBy: input.userId, updatedAt: sql`now()` } });
  return billingSettingsOf(db, clientId);
}

/**
 * Staff issue a client's invoice of an ended month now, as the run of the 1st does (a month still running is refused
 * with a field message: lines written after its invoice would never be invoiced). Answers whether this call issued
 * it, and the month's invoice (null: the month has no line).
 */
export async function issueInvoiceNow(db: TDb, clientId: number, month: string, lang: 'vi' | 'en', now = new Date()) {
  if (month >= vnDay(now).slice(0, 7)) {
    failFields([{ field: 'month', message: BILLING_MESSAGES.monthNotEnded[lang] }]);
  }
  const made = await issueInvoice(db, clientId, month);
  const [inv] = await db.select().from(invoices).where(and(eq(invoices.clientId, clientId), eq(invoices.month, month)));
  if (!inv) return { issued: false, invoice: null };
  const { clientId: _c, coinEntryId: _e, ...view } = inv;
  return { issued: made !== null, invoice: view };
}
