import { eq, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { users } from './schema.ts';

/** A user row as the sign-in area needs it (the password hash included: only sign-in reads it). */
export type TUserRecord = typeof users.$inferSelect;

/** The user with this email or this (national) phone number, or null. */
export async function findUserByLogin(db: TDbOrTx, key: { email: string | null; phone: string | null }): Promise<TUserRecord | null> {
  if (!key.email && !key.phone) return null;
  const [user] = await db
    .select()
    .from(users)
    .where(or(key.email ? eq(users.email, key.email) : undefined, key.phone ? eq(users.phone, key.phone) : undefined))
    .limit(1);
  return user ?? null;
}

export async function findUserById(db: TDbOrTx, id: number): Promise<TUserRecord | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** A new password hash (the password change flow checks the old one and the code first). */
export async function setPasswordHash(db: TDbOrTx, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, id));
}
