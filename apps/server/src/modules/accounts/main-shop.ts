import { and, asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { clients, shops } from './schema.ts';

/** The shop a client's warehouse parcels ship as: its main shop, else its first active one; null without a shop. */
export async function mainShopOfClient(db: TDbOrTx, clientId: number): Promise<number | null> {
  const [c] = await db.select({ mainShopId: clients.mainShopId }).from(clients).where(eq(clients.id, clientId)).limit(1);
  if (c?.mainShopId) return c.mainShopId;
  const [s] = await db.select({ id: shops.id }).from(shops).where(and(eq(shops.clientId, clientId), eq(shops.isActive, true))).orderBy(asc(shops.id)).limit(1);
  return s?.id ?? null;
}
