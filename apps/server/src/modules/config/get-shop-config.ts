import type { TShopConfig } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { fail } from '../../lib/errors.ts';
import { listShopNames } from '../accounts/index.ts';
import { readShopContract } from './queries.ts';

/**
 * getconfigV2: a shop's contract limits; shop 0 asks for nothing (null). `callerShopIds` are the shops a client
 * user works in: a data-dependent check (a staff member of a client sees only the shops they are a member of),
 * so any other shop, of their client or another, is not found. Provider staff read any shop, or, acting for a
 * client, that client's shops.
 */
export async function getShopConfig(db: TDbOrTx, scope: TDataScope, shopId: number, callerShopIds: readonly number[]): Promise<TShopConfig | null> {
  if (shopId === 0) return null;
  if (scope.kind === 'client') {
    const mine = scope.acting ? (await listShopNames(db, scope, { shopId })).length > 0 : callerShopIds.includes(shopId);
    if (!mine) fail(404);
  }
  return { contract: await readShopContract(db, shopId) };
}
