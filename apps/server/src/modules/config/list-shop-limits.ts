import { inArray } from 'drizzle-orm';
import type { TShopLimitsRow } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { listShopNames } from '../accounts/index.ts';
import { contractOfRow, DEFAULT_CONTRACT } from './queries.ts';
import { shopConfigs } from './schema.ts';

/** Every shop of the scope with its contract limits (the provider's standard contract when it has none of its own). */
export async function listShopLimits(db: TDbOrTx, scope: TDataScope): Promise<TShopLimitsRow[]> {
  const shops = await listShopNames(db, scope);
  if (shops.length === 0) return [];
  const rows = await db.select().from(shopConfigs).where(inArray(shopConfigs.shopId, shops.map((s) => s.shopId)));
  const byShop = new Map(rows.map((r) => [r.shopId, contractOfRow(r)]));
  return shops.map((s) => ({ ...s, contract: byShop.get(s.shopId) ?? DEFAULT_CONTRACT }));
}
