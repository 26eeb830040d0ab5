import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { nextCodRun, type TListPaging } from '@ffm/domain';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { inTransaction } from '../../db/transaction.ts';
import { keysetWindow, pageTotal, pagingAnswer } from '../../db/list-page.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { fail } from '../../lib/errors.ts';
import { clientOfShop, shopPayoutAccount } from '../accounts/index.ts';
import { bankAccountOfClient } from './bank-accounts.ts';
import { appendCoinEntry, coinAccountOf, lockCoinBalance } from './coin-ledger.ts';
import { codDays } from './cod-schedule.ts';
import { codEntries, codTransfers, shopDebts } from './schema.ts';

function money(n: number, what: string): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${what} must be a whole, non-negative number of VND`);
  return n;
}

/**
 * COD collected on a delivered order, owed to its shop until a transfer run pays it. Called inside the caller's
 * transaction (the delivery's); idempotent per shop and order: a repeated delivery event adds nothing.
 */
export async function recordCodCollected(tx: TDbOrTx, e: { shopId: number; orderCode: string; amount: number; fee?: number; collectedAt: Date }): Promise<{ created: boolean }> {
  const clientId = await clientOfShop(tx, e.shopId);
  if (clientId === null) throw new Error(`shop ${e.shopId} does not exist`);
  const fee = money(e.fee ?? 0, 'fee');
  if (fee > money(e.amount, 'amount')) throw new Error('the COD fee exceeds the amount collected');
  const rows = await tx
    .insert(codEntries)
    .values({ clientId, shopId: e.shopId, orderCode: e.orderCode, amount: e.amount, fee, collectedAt: e.collectedAt })
    .onConflictDoNothing()
    .returning({ id: codEntries.id });
  return { created: rows.length > 0 };
}

/** Whether an order's collected COD went into one of the shop's COD transfers (GHN's is_cod_transferred). */
export async function isCodTransferred(db: TDbOrTx, shopId: number, orderCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: codEntries.id })
    .from(codEntries)
    .where(and(eq(codEntries.shopId, shopId), eq(codEntries.orderCode, orderCode), isNotNull(codEntries.transferId)))
    .limit(1);
  return row !== undefined;
}

export type TDebtKind = 'redelivery' | 'return' | 'other';

/**
 * A fee the shop owes for an order (a redelivery fee): booked to the owner's debt, paid from coin at once when the
 * balance allows (category 3, order update), else deducted from the shop's next COD transfer. Inside the caller's
 * transaction; idempotent per shop, order and kind.
 */
export async function bookShopDebt(tx: TDbOrTx, d: { shopId: number; orderCode: string; kind: TDebtKind; amount: number; at: Date }): Promise<{ created: boolean; settledVia: 'coin' | null }> {
  const clientId = await clientOfShop(tx, d.shopId);
  if (clientId === null) throw new Error(`shop ${d.shopId} does not exist`);
  if (money(d.amount, 'amount') === 0) return { created: false, settledVia: null };
  const rows = await tx
    .insert(shopDebts)
    .values({ clientId, shopId: d.shopId, orderCode: d.orderCode, kind: d.kind, amount: d.amount, bookedAt: d.at })
    .onConflictDoNothing()
    .returning({ id: shopDebts.id });
  const id = rows[0]?.id;
  if (id === undefined) return { created: false, settledVia: null };
  const balance = await lockCoinBalance(tx, clientId);
  if (balance < d.amount) return { created: true, settledVia: null };
  const entry = await appendCoinEntry(tx, { clientId, category: 3, amount: -d.amount, ref: `debt:${id}`, note: `${d.kind} ${d.orderCode}` });
  await tx.update(shopDebts).set({ settledVia: 'coin', settledAt: new Date(), coinEntryId: entry.id }).where(eq(shopDebts.id, id));
  return { created: true, settledVia: 'coin' };
}

/**
 * The shop's COD accounts: collected = transferred + fees + debtsDeducted + invoicesNetted + pending, always (the tests check it
 * after every kind of operation).
 */
export async function codBalances(db: TDbOrTx, shopId: number) {
  const [e] = await db
    .select({
      collected: sql<number>`coalesce(sum(${codEntries.amount}), 0)`.mapWith(Number),
      pending: sql<number>`coalesce(sum(${codEntries.amount}) filter (where ${codEntries.transferId} is null), 0)`.mapWith(Number),
    })
    .from(codEntries)
    .where(eq(codEntries.shopId, shopId));
  const [t] = await db
    .select({
      transferred: sql<number>`coalesce(sum(${codTransfers.amount}), 0)`.mapWith(Number),
      fees: sql<number>`coalesce(sum(${codTransfers.feeTotal}), 0)`.mapWith(Number),
      debtsDeducted: sql<number>`coalesce(sum(${codTransfers.debtTotal}), 0)`.mapWith(Number),
      invoicesNetted: sql<number>`coalesce(sum(${codTransfers.invoiceTotal}), 0)`.mapWith(Number),
    })
    .from(codTransfers)
    .where(eq(codTransfers.shopId, shopId));
  const [d] = await db
    .select({ open: sql<number>`coalesce(sum(${shopDebts.amount}), 0)`.mapWith(Number) })
    .from(shopDebts)
    .where(and(eq(shopDebts.shopId, shopId), isNull(shopDebts.settledVia)));
  return { collected: e!.collected, transferred: t!.transferred, fees: t!.fees, debtsDeducted: t!.debtsDeducted, invoicesNetted: t!.invoicesNetted, pending: e!.pending, openDebts: d!.open };
}

/**
 * COD collected and not yet transferred over every shop in a scope: provider staff's view of all clients or of one
 * (a shop's own figures are `codBalances`; these are their sums).
 */
export async function codTotals(db: TDbOrTx, scope: TDataScope): Promise<{ collected: number; pending: number }> {
  const [e] = await db
    .select({
      collected: sql<number>`coalesce(sum(${codEntries.amount}), 0)`.mapWith(Number),
      pending: sql<number>`coalesce(sum(${codEntries.amount}) filter (where ${codEntries.transferId} is null), 0)`.mapWith(Number),
    })
    .from(codEntries)
    .where(inScope(codEntries.clientId, scope));
  return { collected: e!.collected, pending: e!.pending };
}

export async function codSummary(db: TDbOrTx, clientId: number, shopId: number | null) {
  if (shopId === null || (await clientOfShop(db, shopId)) !== clientId) fail(404);
  const payout = await shopPayoutAccount(db, shopId);
  const bank = payout?.bankAccountId ? await bankAccountOfClient(db, clientId, payout.bankAccountId) : null;
  return { shopId, ...(await codBalances(db, shopId)), nextRunAt: nextCodRun(new Date(), codDays()).at, bankAccount: bank };
}

/** The shop's transfers newest first (keyset over (client_id, shop_id, created_at, id)). */
export async function listCodTransfers(db: TDbOrTx, clientId: number, shopId: number | null, paging: TListPaging) {
  if (shopId === null) fail(404);
  const t = codTransfers;
  const where = and(eq(t.clientId, clientId), eq(t.shopId, shopId));
  const win = keysetWindow({ column: t.createdAt, id: t.id, dir: 'desc' }, paging);
  const totalSql = sql<number>`(select count(*)::int from ${t} where ${where})`.mapWith(Number);
  const rows = await win.read(
    db.select({ row: t, sortKey: win.sortKey, listTotal: totalSql }).from(t).$dynamic(),
    where,
  );
  const page = win.finish(rows.map((r) => ({ ...r, id: r.row.id })));
  const count = await pageTotal(db, rows, totalSql, false);
  return { items: page.items.map((r) => transferView(r.row)), ...pagingAnswer(page, count, paging) };
}

function transferView(r: typeof codTransfers.$inferSelect) {
  const { clientId: _c, bankAccountId: _b, ...rest } = r;
  return rest;
}

async function findTransfer(db: TDbOrTx, clientId: number, shopId: number | null, id: number) {
  const [r] = await db.select().from(codTransfers).where(and(eq(codTransfers.id, id), eq(codTransfers.clientId, clientId), shopId === null ? undefined : eq(codTransfers.shopId, shopId)));
  if (!r) fail(404);
  return r;
}

export async function codTransferDetail(db: TDbOrTx, clientId: number, shopId: number | null, id: number) {
  const r = await findTransfer(db, clientId, shopId, id);
  const orders = await db
    .select({ orderCode: codEntries.orderCode, amount: codEntries.amount, fee: codEntries.fee, collectedAt: codEntries.collectedAt })
    .from(codEntries)
    .where(eq(codEntries.transferId, id))
    .orderBy(asc(codEntries.collectedAt), asc(codEntries.id));
  const debts = await db
    .select({ orderCode: shopDebts.orderCode, kind: shopDebts.kind, amount: shopDebts.amount, bookedAt: shopDebts.bookedAt })
    .from(shopDebts)
    .where(and(eq(shopDebts.transferId, id), isNotNull(shopDebts.settledVia)))
    .orderBy(asc(shopDebts.bookedAt), asc(shopDebts.id));
  return { ...transferView(r), orders, debts };
}

/** The orders of a transfer for the export, in batches by id. */
export async function* codTransferOrderBatches(db: TDbOrTx, clientId: number, shopId: number | null, id: number) {
  await findTransfer(db, clientId, shopId, id);
  let last = 0;
  for (;;) {
    const rows = await db
      .select({ id: codEntries.id, orderCode: codEntries.orderCode, amount: codEntries.amount, fee: codEntries.fee, collectedAt: codEntries.collectedAt })
      .from(codEntries)
      .where(and(eq(codEntries.transferId, id), sql`${codEntries.id} > ${last}`))
      .orderBy(asc(codEntries.id))
      .limit(1000);
    if (rows.length === 0) return;
    yield rows;
    last = rows[rows.length - 1]!.id;
  }
}

/**
 * The owner pays the client's open debts from coin, oldest first, each whole while the balance allows (category 3,
 * order update). The debts are locked like a transfer run locks them, so a debt is paid by coin or by COD, never both.
 */
export async function payDebtsWithCoin(db: TDb, clientId: number, userId: number) {
  const r = await inTransaction(db, async (tx) => {
    let balance = await lockCoinBalance(tx, clientId);
    const open = sqlRows<{ id: number; amount: string; kind: string; order_code: string }>(
      await tx.execute(sql`select id, amount, kind, order_code from shop_debts where client_id = ${clientId} and settled_via is null order by booked_at, id for update`),
    );
    let paid = 0;
    let amount = 0;
    for (const d of open) {
      const a = Number(d.amount);
      if (a > balance) continue;
      const entry = await appendCoinEntry(tx, { clientId, category: 3, amount: -a, ref: `debt:${d.id}`, note: `${d.kind} ${d.order_code}`, createdBy: userId });
      await tx.update(shopDebts).set({ settledVia: 'coin', settledAt: new Date(), coinEntryId: entry.id }).where(eq(shopDebts.id, d.id));
      balance -= a;
      paid++;
      amount += a;
    }
    return { paid, amount };
  });
  const acc = await coinAccountOf(db, clientId);
  return { ...r, balance: acc.balance, openDebts: acc.openDebts };
}
