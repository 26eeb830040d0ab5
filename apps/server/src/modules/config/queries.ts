import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
import { qualified } from '../../db/qualified.ts';
import { globalConfigs, shopConfigs } from './schema.ts';

export async function readGlobalConfig(db: TDbOrTx): Promise<TConfigEntry[]> {
  const rows = await db.select({ key: globalConfigs.key, value: globalConfigs.value }).from(globalConfigs);
  return configEntriesOf(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}

/**
 * The global config as one JSON column ({key: value}) to select beside another module's row, so that a use case
 * reads it in the statement it runs anyway (the express create: one round trip instead of three); read it with
 * configEntriesOf.
 */
export function globalConfigJsonSql(): SQL<Record<string, string> | null> {
  return sql<Record<string, string> | null>`(select json_object_agg(${qualified(globalConfigs.key)}, ${qualified(globalConfigs.value)}) from ${globalConfigs})`;
}

/** Every known key's value ('' when unset) from {key: value}. */
export function configEntriesOf(byKey: Readonly<Record<string, string>> | null): TConfigEntry[] {
  return GLOBAL_CONFIG_KEYS.map((key) => ({ key, value: byKey?.[key] ?? '' }));
}

/** A shop's contract row as one JSON column beside a row holding the shop's id (null: the standard contract). */
export function shopContractJsonSql(shopId: PgColumn): SQL<TShopContract | null> {
  const c = shopConfigs;
  return sql<TShopContract | null>`(select json_build_object('max_cod', ${qualified(c.maxCod)}, 'max_weight', ${qualified(c.maxWeight)}, 'max_length', ${qualified(c.maxLength)}, 'max_width', ${qualified(c.maxWidth)}, 'max_height', ${qualified(c.maxHeight)}, 'max_insurrance', ${qualified(c.maxInsurance)}) from ${c} where ${qualified(c.shopId)} = ${qualified(shopId)})`;
}

/** Phone prefixes come from global config (so the provider can add a new carrier's prefix without a release). */
export async function readPhonePrefixes(db: TDbOrTx): Promise<{ mobile: string[]; landline: string[] }> {
  return phonePrefixesOf(await readGlobalConfig(db));
}

/** The phone prefixes of config entries already read. */
export function phonePrefixesOf(rows: readonly TConfigEntry[]): { mobile: string[]; landline: string[] } {
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
