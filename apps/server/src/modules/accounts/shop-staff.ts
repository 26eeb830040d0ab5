import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { shopMembers, shops, users } from './schema.ts';

/** What the permission groups need of shops and their staff (the accounts tables stay behind these). */

export interface TUserContact {
  id: number;
  fullName: string;
  email: string | null;
  phone: string | null;
}

/** Whether the shop belongs to the client. */
export async function isShopOfClient(db: TDbOrTx, clientId: number, shopId: number): Promise<boolean> {
  const [s] = await db.select({ id: shops.id }).from(shops).where(and(eq(shops.id, shopId), eq(shops.clientId, clientId))).limit(1);
  return s !== undefined;
}

/** Whether the user works in the shop. */
export async function isShopMember(db: TDbOrTx, shopId: number, userId: number): Promise<boolean> {
  const [m] = await db.select({ userId: shopMembers.userId }).from(shopMembers).where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, userId))).limit(1);
  return m !== undefined;
}

/** Name, email and phone of users by id, in id order. */
export async function userContactsByIds(db: TDbOrTx, ids: readonly number[]): Promise<TUserContact[]> {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, fullName: users.fullName, email: users.email, phone: users.phone }).from(users).where(inArray(users.id, [...ids])).orderBy(users.id);
}
