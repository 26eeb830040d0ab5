import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { TCoinLogCategory, TListPaging } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { cappedCountSql, keysetWindow, pageTotal, pagingAnswer } from '../../db/list-page.ts';
import { fail } from '../../lib/errors.ts';
import { coinAccounts, coinEntries, shopDebts } from './schema.ts';

export interface TCoinEntryInput {
  clientId: number;
  category: TCoinLogCategory;
  /** signed VND: a top-up or refund is positive, a payment negative */
  amount: number;
  /** unique per client: the same ref twice appends once */
  ref: string;
  note?: string | null;
  createdBy?: number | null;
}

/** Locks the client's coin balance row (created at 0 the first time) and answers the balance. */
export async function lockCoinBalance(tx: TDbOrTx, clientId: number): Promise<number> {
  await tx.insert(coinAccounts).values({ clientId, balance: 0 }).onConflictDoNothing();
  const rows = await tx.execute(sql`select balance from coin_accounts where client_id = ${clientId} for update`);
  return Number(sqlRows<{ balance: string | number }>(rows)[0]?.balance ?? 0);
}

/**
 * Appends to the coin ledger inside the caller's transaction: the balance row is locked, the entry carries the
 * balance after it, the balance moves by the same amount (so it always equals the ledger's sum), and a payment
 * larger than the balance is refused (70012). A ref already booked answers that entry and books nothing.
 */
export async function appendCoinEntry(tx: TDbOrTx, e: TCoinEntryInput) {
  if (!Number.isSafeInteger(e.amount) || e.amount === 0) fail(400);
  const balance = await lockCoinBalance(tx, e.clientId);
  const [existing] = await tx.select().from(coinEntries).where(and(eq(coinEntries.clientId, e.clientId), eq(coinEntries.ref, e.ref)));
  if (existing) return existing;
  const after = balance + e.amount;
  if (after < 0) fail(70012);
  const [row] = await tx
    .insert(coinEntries)
    .values({ clientId: e.clientId, category: e.category, amount: e.amount, balanceAfter: after, ref: e.ref, note: e.note ?? null, createdBy: e.createdBy ?? null })
    .returning();
  await tx.update(coinAccounts).set({ balance: after }).where(eq(coinAccounts.clientId, e.clientId));
  return row!;
}

/** The coin balance and the open debts of the client's shops. */
export async function coinAccountOf(db: TDbOrTx, clientId: number) {
  const [a] = await db.select({ balance: coinAccounts.balance }).from(coinAccounts).where(eq(coinAccounts.clientId, clientId));
  const [d] = await db
    .select({ open: sql<number>`coalesce(sum(${shopDebts.amount}), 0)`.mapWith(Number) })
    .from(shopDebts)
    .where(and(eq(shopDebts.clientId, clientId), sql`${shopDebts.settledVia} is null`));
  return { balance: a?.balance ?? 0, openDebts: d?.open ?? 0 };
}

/** Vietnamese midnight of a yyyy-mm-dd date, as an instant. */
function vnMidnight(key: string, addDays = 0): Date {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + addDays) - 7 * 3600_000);
}

/** The ledger newest first (keyset on the id over (client_id, created_at, id)), by category and Vietnamese dates. */
export async function listCreditLog(db: TDbOrTx, clientId: number, input: TListPaging & { category?: number | undefined; from?: string | undefined; to?: string | undefined }) {
  const c = coinEntries;
  const where = and(
    eq(c.clientId, clientId),
    input.category === undefined ? undefined : eq(c.category, input.category),
    input.from ? gte(c.createdAt, vnMidnight(input.from)) : undefined,
    input.to ? lt(c.createdAt, vnMidnight(input.to, 1)) : undefined,
  );
  const win = keysetWindow({ column: c.createdAt, id: c.id, dir: 'desc' }, input);
  const totalSql = cappedCountSql(sql`${c}`, where);
  const rows = await win.read(
    db.select({ id: c.id, category: c.category, amount: c.amount, balanceAfter: c.balanceAfter, ref: c.ref, note: c.note, createdAt: c.createdAt, sortKey: win.sortKey, listTotal: totalSql }).from(c).$dynamic(),
    where,
  );
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql);
  return {
    items: page.items.map(({ sortKey: _s, listTotal: _t, ...r }) => r),
    ...pagingAnswer(page, count, input),
  };
}

/**
 * The wallet's statement of a Vietnamese month: the opening balance (every entry before the month, summed), the
 * month's entries oldest first (keyset on created_at, id) each with its running balance (the ledger's sum up to and
 * including it, read per page row on the (client, created_at, id) index), money in and out, and the closing
 * balance. The running balances are sums of the ledger, not the stored balance_after, so the statement shows what
 * the bookings add up to; for the current month the closing balance is the wallet's balance.
 */
export async function coinStatement(db: TDbOrTx, clientId: number, input: TListPaging & { month: string }) {
  const c = coinEntries;
  const [y, m] = input.month.split('-').map(Number);
  const from = new Date(Date.UTC(y!, m! - 1, 1) - 7 * 3600_000);
  const to = new Date(Date.UTC(y!, m!, 1) - 7 * 3600_000);
  const where = and(eq(c.clientId, clientId), gte(c.createdAt, from), lt(c.createdAt, to));
  const win = keysetWindow({ column: c.createdAt, id: c.id, dir: 'asc' }, input);
  const totalSql = cappedCountSql(sql`${c}`, where);
  const running = sql<number>`(select coalesce(sum(e.amount), 0) from coin_entries e where e.client_id = ${qualified(c.clientId)} and (e.created_at, e.id) <= (${qualified(c.createdAt)}, ${qualified(c.id)}))`.mapWith(Number);
  const rows = await win.read(
    db.select({ id: c.id, category: c.category, amount: c.amount, runningBalance: running, ref: c.ref, note: c.note, createdAt: c.createdAt, sortKey: win.sortKey, listTotal: totalSql }).from(c).$dynamic(),
    where,
  );
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql);
  const [sums] = sqlRows<{ opening: string; money_in: string; money_out: string }>(
    await db.execute(sql`select coalesce(sum(amount) filter (where created_at < ${from.toISOString()}::timestamptz), 0) as opening,
                                coalesce(sum(amount) filter (where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz and amount > 0), 0) as money_in,
                                coalesce(sum(amount) filter (where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz and amount < 0), 0) as money_out
                           from coin_entries where client_id = ${clientId} and created_at < ${to.toISOString()}::timestamptz`),
  );
  const opening = Number(sums?.opening ?? 0);
  const moneyIn = Number(sums?.money_in ?? 0);
  const moneyOut = Number(sums?.money_out ?? 0);
  const { balance } = await coinAccountOf(db, clientId);
  return {
    items: page.items.map(({ sortKey: _s, listTotal: _t, ...r }) => r),
    ...pagingAnswer(page, count, input),
    month: input.month,
    opening,
    moneyIn,
    moneyOut,
    closing: opening + moneyIn + moneyOut,
    balance,
  };
}
