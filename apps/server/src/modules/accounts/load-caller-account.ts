import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { findUserById, type TUserRecord } from './find-user.ts';
import { clients, shopMembers, shops } from './schema.ts';

export interface TCallerAccount {
  user: TUserRecord;
  client: { id: number; code: string; name: string; scale: 'CANHAN' | 'CUAHANG' } | null;
  isOwner: boolean;
  mainShopId: number | null;
  /** the shops the user may act in: all the client's for the owner, the member shops for staff */
  shops: Array<{ id: number; name: string }>;
}

/** What the caller resolver needs of an account; null when the user is not active or its client is not. */
export async function loadCallerAccount(db: TDbOrTx, userId: number): Promise<TCallerAccount | null> {
  const user = await findUserById(db, userId);
  if (!user || user.status !== 1) return null;
  if (user.kind !== 'client' || user.clientId === null) return { user, client: null, isOwner: false, mainShopId: null, shops: [] };
  const [c] = await db.select().from(clients).where(eq(clients.id, user.clientId)).limit(1);
  if (!c || c.active !== 'Y') return null;
  const isOwner = c.ownerUserId === user.id;
  const shopRows = isOwner
    ? await db.select({ id: shops.id, name: shops.name }).from(shops).where(eq(shops.clientId, c.id)).orderBy(shops.id)
    : await db
        .select({ id: shopMembers.shopId, name: shops.name })
        .from(shopMembers)
        .innerJoin(shops, eq(shops.id, shopMembers.shopId))
        .where(and(eq(shopMembers.userId, user.id), eq(shops.clientId, c.id)))
        .orderBy(shopMembers.shopId);
  return { user, client: { id: c.id, code: c.code, name: c.name, scale: c.scale }, isOwner, mainShopId: c.mainShopId, shops: shopRows };
}
