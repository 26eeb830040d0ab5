import type { TConfigEntry, TGlobalConfigKey } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { globalConfigs } from './schema.ts';

/** Sets one global key (its value already normalized by the contract: trimmed codes joined by commas). */
export async function updateGlobalConfig(db: TDbOrTx, userId: number, input: { key: TGlobalConfigKey; value: string }): Promise<TConfigEntry> {
  await db
    .insert(globalConfigs)
    .values({ key: input.key, value: input.value, updatedBy: userId })
    .onConflictDoUpdate({ target: globalConfigs.key, set: { value: input.value, updatedAt: new Date(), updatedBy: userId } });
  return { key: input.key, value: input.value };
}
