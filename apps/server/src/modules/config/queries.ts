import { eq } from 'drizzle-orm';
import {
  DEFAULT_LANDLINE_PREFIXES,
  DEFAULT_MOBILE_PREFIXES,
  GLOBAL_CONFIG_KEYS,
  parsePrefixList,
  type TConfigEntry,
  type TGlobalConfigKey,
  type TShopContract,
} from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { globalConfigs, shopConfigs } from './schema.ts';

export async function readGlobalConfig(db: TDbOrTx): Promise<TConfigEntry[]> {
  const rows = await db.select({ key: globalConfigs.key, value: globalConfigs.value }).from(globalConfigs);
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return GLOBAL_CONFIG_KEYS.map((key) => ({ key, value: byKey.get(key) ?? '' }));
}

/** Phone prefixes come from global config (so the provider can add a new carrier's prefix without a release). */
export async function readPhonePrefixes(db: TDbOrTx): Promise<{ mobile: string[]; landline: string[] }> {
  const rows = await readGlobalConfig(db);
  const get = (k: TGlobalConfigKey) => rows.find((r) => r.key === k)?.value ?? '';
  const mobile = parsePrefixList(get('valid_mobilephone_headers'));
  const landline = parsePrefixList(get('valid_homephone_headers'));
  return {
    mobile: mobile.length ? mobile : [...DEFAULT_MOBILE_PREFIXES],
    landline: landline.length ? landline : [...DEFAULT_LANDLINE_PREFIXES],
  };
}

/** The provider's standard contract, used for a shop without its own row. */
export const DEFAULT_CONTRACT: TShopContract = {
  max_cod: 50_000_000,
  max_weight: 50_000,
  max_length: 200,
  max_width: 200,
  max_height: 200,
  max_insurrance: 5_000_000,
};

export async function readShopContract(db: TDbOrTx, shopId: number): Promise<TShopContract> {
  const [row] = await db.select().from(shopConfigs).where(eq(shopConfigs.shopId, shopId)).limit(1);
  return row ? contractOfRow(row) : DEFAULT_CONTRACT;
}

/** A stored row in the shape of SPEC §3. */
export function contractOfRow(row: typeof shopConfigs.$inferSelect): TShopContract {
  return {
    max_cod: row.maxCod,
    max_weight: row.maxWeight,
    max_length: row.maxLength,
    max_width: row.maxWidth,
    max_height: row.maxHeight,
    max_insurrance: row.maxInsurance,
  };
}
