import { and, asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { clients, shops } from './schema.ts';

export interface TShopName {
  shopId: number;
  shopName: string;
  clientName: string;
}

/** Shops in a scope with their client's name, by shop id (one shop with `shopId`): the configuration screens. */
export async function listShopNames(db: TDbOrTx, scope: TDataScope, opts: { shopId?: number } = {}): Promise<TShopName[]> {
  return db
    .select({ shopId: shops.id, shopName: shops.name, clientName: clients.name })
    .from(shops)
    .innerJoin(clients, eq(clients.id, shops.clientId))
    .where(and(inScope(shops.clientId, scope), opts.shopId === undefined ? undefined : eq(shops.id, opts.shopId)))
    .orderBy(asc(shops.id));
}
