import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_LANDLINE_PREFIXES,
  DEFAULT_MOBILE_PREFIXES,
  LANDLINE_PREFIXES_CONFIG_KEY,
  MOBILE_PREFIXES_CONFIG_KEY,
  CONFIG_CALLS,
  parsePrefixList,
  type TPhonePrefixes,
} from '@ffm/domain';
import { isSuccess } from './api.ts';
import { callEnvelope } from './api-client.ts';
import { SHOP_CONFIG_PREFIX } from './session.ts';
import { storage } from './storage.ts';

/** A shop's contract limits (SPEC §3): money in VND, weight in grams, sizes in cm. */
export interface TShopContract {
  max_cod: number;
  max_weight: number;
  max_length: number;
  max_width: number;
  max_height: number;
  max_insurrance: number;
}

export interface TShopConfig {
  contract: TShopContract;
}

export interface TConfigEntry {
  key: string;
  value: string;
}

const SHOP_CONFIG = CONFIG_CALLS.shopConfig;
const GENERAL_CONFIG = CONFIG_CALLS.general;

export function shopConfigStorageKey(shopId: number): string {
  return `${SHOP_CONFIG_PREFIX}${shopId}`;
}

/** Drops the cached config of a shop (after its limits were edited). */
export function forgetShopConfig(shopId: number): void {
  storage.remove(shopConfigStorageKey(shopId));
}

/**
 * Shop config, cached per shop in localStorage and reused without a new call when present (SPEC §1, §5);
 * shop id 0 (or none) yields nothing. Fetch errors are only logged (SPEC §8): the caller gets null.
 */
export async function fetchShopConfig(shopId: number | null | undefined): Promise<TShopConfig | null> {
  if (!shopId) return null;
  const key = shopConfigStorageKey(shopId);
  const cached = storage.getJson<TShopConfig>(key);
  if (cached && typeof cached === 'object' && cached.contract) return cached;
  try {
    const env = await callEnvelope(SHOP_CONFIG, { shop_id: shopId }, { quiet: true });
    if (!isSuccess(SHOP_CONFIG.path, env)) {
      console.warn(`shop config of shop ${shopId}: ${env.code} ${env.message}`);
      return null;
    }
    if (env.data?.contract) storage.setJson(key, env.data);
    return env.data ?? null;
  } catch (err) {
    console.warn(`shop config of shop ${shopId} failed`, err);
    return null;
  }
}

/** A shop's config as a query: the hook's and the shell's prefetch (app/shell/prefetch-session.ts). */
export function shopConfigQuery(shopId: number | null | undefined) {
  return queryOptions({
    queryKey: ['config', 'shop', shopId ?? 0],
    queryFn: () => fetchShopConfig(shopId),
    staleTime: Infinity,
  });
}

export function useShopConfig(shopId: number | null | undefined) {
  return useQuery(shopConfigQuery(shopId));
}

/** The global key/value config; errors are only logged and give an empty list (callers fall back to defaults). */
export async function fetchGeneralConfig(): Promise<TConfigEntry[]> {
  try {
    const env = await callEnvelope(GENERAL_CONFIG, undefined, { quiet: true });
    if (!isSuccess(GENERAL_CONFIG.path, env) || !Array.isArray(env.data)) {
      console.warn(`general config: ${env.code} ${env.message}`);
      return [];
    }
    return env.data;
  } catch (err) {
    console.warn('general config failed', err);
    return [];
  }
}

export function useGeneralConfig() {
  return useQuery({ queryKey: ['config', 'general'], queryFn: fetchGeneralConfig, staleTime: 10 * 60_000 });
}

/** Phone prefixes from the global config (SPEC §5), the domain defaults when the config has none. */
export function phonePrefixesFrom(entries: readonly TConfigEntry[] | undefined): TPhonePrefixes {
  const value = (key: string) => entries?.find((e) => e.key === key)?.value;
  const mobile = parsePrefixList(value(MOBILE_PREFIXES_CONFIG_KEY));
  const landline = parsePrefixList(value(LANDLINE_PREFIXES_CONFIG_KEY));
  return {
    mobile: mobile.length > 0 ? mobile : DEFAULT_MOBILE_PREFIXES,
    landline: landline.length > 0 ? landline : DEFAULT_LANDLINE_PREFIXES,
  };
}

export function usePhonePrefixes(): TPhonePrefixes {
  const { data } = useGeneralConfig();
  return useMemo(() => phonePrefixesFrom(data), [data]);
}
