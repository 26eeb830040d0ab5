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
