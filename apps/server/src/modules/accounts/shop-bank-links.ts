import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { clients, shops, users } from './schema.ts';

/** What the money area needs of shops and clients (their bank account links), the accounts tables staying behind these. */

/** The client's shops paid to each of these bank accounts. */
export async function shopsByBankAccounts(db: TDbOrTx, clientId: number, bankAccountIds: readonly number[]): Promise<Map<number, Array<{ id: number; name: string }>>> {
  const out = new Map<number, Array<{ id: number; name: string }>>();
  if (bankAccountIds.length === 0) return out;
  const rows = await db
    .select({ id: shops.id, name: shops.name, bankAccountId: shops.bankAccountId })
    .from(shops)
    .where(and(eq(shops.clientId, clientId), inArray(shops.bankAccountId, [...bankAccountIds])))
    .orderBy(shops.id);
  for (const r of rows) {
    if (r.bankAccountId === null) continue;
    const list = out.get(r.bankAccountId) ?? [];
    list.push({ id: r.id, name: r.name });
    out.set(r.bankAccountId, list);
  }
  return out;
}

export async function clientMainBankAccountId(db: TDbOrTx, clientId: number): Promise<number | null> {
  const [c] = await db.select({ id: clients.mainBankAccountId }).from(clients).where(eq(clients.id, clientId));
  return c?.id ?? null;
}

export async function setClientMainBankAccount(db: TDbOrTx, clientId: number, bankAccountId: number): Promise<void> {
  await db.update(clients).set({ mainBankAccountId: bankAccountId }).where(eq(clients.id, clientId));
}

/** The bank account a shop's COD goes to: the shop's own, else its client's main one. */
export async function shopPayoutAccount(db: TDbOrTx, shopId: number): Promise<{ clientId: number; name: string; bankAccountId: number | null } | null> {
  const [r] = await db
    .select({ clientId: shops.clientId, name: shops.name, own: shops.bankAccountId, main: clients.mainBankAccountId })
    .from(shops)
    .innerJoin(clients, eq(clients.id, shops.clientId))
    .where(eq(shops.id, shopId));
  return r ? { clientId: r.clientId, name: r.name, bankAccountId: r.own ?? r.main } : null;
}

/** The client a shop belongs to, or null. */
export async function clientOfShop(db: TDbOrTx, shopId: number): Promise<number | null> {
  const [r] = await db.select({ clientId: shops.clientId }).from(shops).where(eq(shops.id, shopId));
  return r?.clientId ?? null;
}

/** The registered phone of a user (where OTP codes go). */
export async function userPhone(db: TDbOrTx, userId: number): Promise<string | null> {
  const [u] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return u?.phone ?? null;
}

/** The active users of a client (its owner and staff), by id. */
export async function clientUserIds(db: TDbOrTx, clientId: number): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.clientId, clientId), eq(users.status, 1))).orderBy(users.id);
  return rows.map((r) => r.id);
}
