import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { normalizeEmail, validatePhone, type TLang } from '@ffm/domain';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fail } from '../../lib/errors.ts';
import { accountPorts } from './ports.ts';
import { clients, shopMembers, shops, users } from './schema.ts';

/** An account by what its owner types: an email, or a phone in any written form. */
async function findByUsername(db: TDbOrTx, username: string, lang: TLang) {
  const u = username.trim();
  let where;
  if (u.includes('@')) where = eq(users.email, normalizeEmail(u));
  else {
    const r = validatePhone(u, await accountPorts().readPhonePrefixes(db), lang);
    if (!r.ok) fail(70006);
    where = eq(users.phone, r.national);
  }
  const [row] = await db.select().from(users).where(and(where, eq(users.kind, 'client'), eq(users.status, 1)));
  if (!row) fail(70006);
  return row;
}

/** Whether the account may become staff of the client: a client account of no other client, not its owner. */
async function availableTo(db: TDbOrTx, user: typeof users.$inferSelect, clientId: number): Promise<boolean> {
  if (user.clientId !== null && user.clientId !== clientId) return false;
  const [c] = await db.select({ owner: clients.ownerUserId }).from(clients).where(eq(clients.id, clientId));
  return c?.owner !== user.id;
}

export async function oneByUsername(db: TDb, clientId: number, username: string, lang: TLang) {
  const u = await findByUsername(db, username, lang);
  return { id: u.id, fullName: u.fullName, phone: u.phone, email: u.email, available: await availableTo(db, u, clientId) };
}

/**
 * SPEC §6: the owner (or staff with add_employee_to_store) adds an existing account to a shop's staff by its phone or
 * email, optionally into groups of that shop; an account of no client joins this client.
 */
export async function addShopStaff(db: TDb, scope: { clientId: number }, allowed: readonly number[], input: { shop_id: number; username: string; group_ids?: number[] | undefined }, lang: TLang) {
  if (!allowed.includes(input.shop_id)) fail(404);
  const u = await findByUsername(db, input.username, lang);
  if (!(await availableTo(db, u, scope.clientId))) fail(70007);
  await inTransaction(db, async (tx) => {
    if (u.clientId === null) await tx.update(users).set({ clientId: scope.clientId, updatedAt: new Date() }).where(eq(users.id, u.id));
    await tx.insert(shopMembers).values({ shopId: input.shop_id, userId: u.id }).onConflictDoNothing();
    await accountPorts().assignShopGroups(tx, scope.clientId, input.shop_id, u.id, input.group_ids ?? []);
  });
  return { id: u.id, fullName: u.fullName };
}

/** Takes a person off a shop's staff and out of its groups (their next call no longer acts in it). */
export async function removeShopStaff(db: TDb, clientId: number, allowed: readonly number[], input: { shop_id: number; client_id: number }): Promise<null> {
  if (!allowed.includes(input.shop_id)) fail(404);
  const [s] = await db.select({ id: shops.id }).from(shops).where(and(eq(shops.id, input.shop_id), eq(shops.clientId, clientId)));
  if (!s) fail(404);
  await inTransaction(db, async (tx) => {
    const gone = await tx.delete(shopMembers).where(and(eq(shopMembers.shopId, input.shop_id), eq(shopMembers.userId, input.client_id))).returning({ userId: shopMembers.userId });
    if (gone.length === 0) fail(404);
    await accountPorts().removeFromShopGroups(tx, input.shop_id, input.client_id);
  });
  return null;
}

/** Every staff member of the client and the shops they work in. */
export async function listMembers(db: TDb, clientId: number) {
  const owner = db.select({ id: clients.ownerUserId }).from(clients).where(eq(clients.id, clientId));
  const people = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.status, 1), ne(users.id, owner)))
    .orderBy(asc(users.id));
  const ids = people.map((p) => p.id);
  const links = ids.length
    ? await db.select({ userId: shopMembers.userId, id: shops.id, name: shops.name }).from(shopMembers).innerJoin(shops, eq(shops.id, shopMembers.shopId)).where(and(inArray(shopMembers.userId, ids), eq(shops.clientId, clientId))).orderBy(asc(shops.id))
    : [];
  return people.map((p) => ({ ...p, shops: links.filter((l) => l.userId === p.id).map(({ id, name }) => ({ id, name })) }));
}

/** Whether a phone or an email already belongs to an account. */
export async function phoneEmailExisted(db: TDb, input: { phone?: string | undefined; email?: string | undefined }, lang: TLang) {
  let phone = false;
  let email = false;
  if (input.phone?.trim()) {
    const r = validatePhone(input.phone, await accountPorts().readPhonePrefixes(db), lang);
    if (r.ok) phone = (await db.select({ id: users.id }).from(users).where(eq(users.phone, r.national)).limit(1)).length > 0;
  }
  if (input.email?.trim()) email = (await db.select({ id: users.id }).from(users).where(eq(users.email, normalizeEmail(input.email))).limit(1)).length > 0;
  return { phone, email };
}
