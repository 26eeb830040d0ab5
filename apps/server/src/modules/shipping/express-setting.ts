import { eq } from 'drizzle-orm';
import { DEFAULT_EXPRESS_SETTING, type TExpressSetting, type TExpressSettingUpdate } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TClientScope } from '../../db/scope.ts';
import { fail } from '../../lib/errors.ts';
import { checkPickPlace } from './hubs.ts';
import { shopExpressSettings as s } from './schema.ts';

/** The shop a client user works in now (the ShopId header, else the main shop); a client without a shop has none. */
function shopOf(scope: TClientScope): number {
  if (scope.shopId === null) fail(404);
  return scope.shopId;
}

/** A shop's defaults for new shipping orders, or the provider's defaults while it has saved none. */
export async function readExpressSetting(db: TDbOrTx, shopId: number): Promise<TExpressSetting> {
  const [row] = await db.select().from(s).where(eq(s.shopId, shopId)).limit(1);
  if (!row) return { ...DEFAULT_EXPRESS_SETTING, shopId, updatedAt: null };
  return {
    shopId,
    pickMode: row.pickMode as TExpressSetting['pickMode'],
    pickHubId: row.pickHubId,
    pickStationId: row.pickStationId,
    serviceTypeId: row.serviceTypeId,
    paymentTypeId: row.paymentTypeId,
    requiredNote: row.requiredNote as TExpressSetting['requiredNote'],
    pickupBeforeNoon: row.pickupBeforeNoon,
    insureByDefault: row.insureByDefault,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function getExpressSetting(db: TDbOrTx, scope: TClientScope): Promise<TExpressSetting> {
  return readExpressSetting(db, shopOf(scope));
}

/**
 * Saves the current shop's defaults: a hub or station only with its pick mode (the other is cleared), the hub one
 * of this shop's, the station one that takes parcels in.
 */
export async function updateExpressSetting(db: TDbOrTx, scope: TClientScope, input: TExpressSettingUpdate): Promise<TExpressSetting> {
  const shopId = shopOf(scope);
  const pickHubId = input.pickMode === 'hub' ? input.pickHubId : null;
  const pickStationId = input.pickMode === 'station' ? input.pickStationId : null;
  await checkPickPlace(db, shopId, { hubId: pickHubId, stationId: pickStationId }, scope.lang);
  const values = {
    ...input,
    pickHubId,
    pickStationId,
    updatedAt: new Date(),
    updatedBy: scope.userId,
  };
  await db.insert(s).values({ shopId, ...values }).onConflictDoUpdate({ target: s.shopId, set: values });
  return readExpressSetting(db, shopId);
}
