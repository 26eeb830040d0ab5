import { sql } from 'drizzle-orm';
import type { TShopContract } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { fail } from '../../lib/errors.ts';
import { listShopNames } from '../accounts/index.ts';
import { readShopContract } from './queries.ts';
import { shopConfigs } from './schema.ts';

/** Sets a shop's own contract limits; a shop outside the scope is not found. */
export async function updateShopLimits(
  db: TDbOrTx,
  scope: TDataScope,
  userId: number,
  input: TShopContract & { shopId: number },
): Promise<{ shopId: number; contract: TShopContract }> {
  const [shop] = await listShopNames(db, scope, { shopId: input.shopId });
  if (!shop) fail(404);
  const values = {
    maxCod: input.max_cod,
    maxWeight: input.max_weight,
    maxLength: input.max_length,
    maxWidth: input.max_width,
    maxHeight: input.max_height,
    maxInsurance: input.max_insurrance,
    updatedBy: userId,
    updatedAt: sql`now()`,
  };
  await db.insert(shopConfigs).values({ shopId: input.shopId, ...values }).onConflictDoUpdate({ target: shopConfigs.shopId, set: values });
  return { shopId: input.shopId, contract: await readShopContract(db, input.shopId) };
}
