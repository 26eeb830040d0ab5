import { eq } from 'drizzle-orm';
import { DEFAULT_LANDLINE_PREFIXES, DEFAULT_MOBILE_PREFIXES, parsePrefixList } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { globalConfigs, shopConfigs } from './schema.ts';

/** SPEC §3: the six global keys, each a comma-separated list. */
export const GLOBAL_CONFIG_KEYS = [
  'valid_homephone_headers',
  'valid_mobilephone_headers',
  'block_pick_wards',
  'block_pick_districts',
  'block_deliver_districts',
  'block_deliver_wards',
] as const;
export type TGlobalConfigKey = (typeof GLOBAL_CONFIG_KEYS)[number];

export async function readGlobalConfig(db: TDbOrTx): Promise<Array<{ key: string; value: string }>> {
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

export interface TContract {
  max_cod: number;
  max_weight: number;
  max_length: number;
  max_width: number;
  max_height: number;
  /** the spelling of SPEC §3 and the clients that read it */
  max_insurrance: number;
}

/** The provider's standard contract, used for a shop without its own row. */
export const DEFAULT_CONTRACT: TContract = {
  max_cod: 50_000_000,
  max_weight: 50_000,
  max_length: 200,
  max_width: 200,
  max_height: 200,
  max_insurrance: 5_000_000,
};

export async function readShopContract(db: TDbOrTx, shopId: number): Promise<TContract> {
  const [row] = await db.select().from(shopConfigs).where(eq(shopConfigs.shopId, shopId)).limit(1);
  if (!row) return DEFAULT_CONTRACT;
  return {
    max_cod: row.maxCod,
    max_weight: row.maxWeight,
    max_length: row.maxLength,
    max_width: row.maxWidth,
    max_height: row.maxHeight,
    max_insurrance: row.maxInsurance,
  };
}
