import { z } from 'zod';
import { MAX_ROW_ID, ZRowId } from '../common/ids.ts';
import { defineContract } from '../contract/contract.ts';

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

/** A global config entry as every call answers it: every key of the list, in its order (unknown keys never). */
export const ZConfigEntry = z.object({ key: z.enum(GLOBAL_CONFIG_KEYS), value: z.string() });
export type TConfigEntry = z.infer<typeof ZConfigEntry>;

/** A list value: trimmed codes joined by commas (empty parts dropped). */
const ZListValue = z
  .string()
  .max(20_000)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .join(','),
  )
  .refine((v) => v.split(',').every((s) => s === '' || /^[0-9A-Za-z_+-]{1,20}$/.test(s)), 'Each value is a code of letters and digits');

export const ZGlobalConfigUpdateBody = z.object({ key: z.enum(GLOBAL_CONFIG_KEYS), value: ZListValue });
export type TGlobalConfigUpdateBody = z.input<typeof ZGlobalConfigUpdateBody>;

/** A shop's contract limits (SPEC §3): money in VND, weight in grams, sizes in cm. */
export const ZShopContract = z.object({
  max_cod: z.number().int().min(0).max(10_000_000_000),
  max_weight: z.number().int().min(1).max(10_000_000),
  max_length: z.number().int().min(1).max(10_000),
  max_width: z.number().int().min(1).max(10_000),
  max_height: z.number().int().min(1).max(10_000),
  /** the spelling of SPEC §3 and the clients that read it */
  max_insurrance: z.number().int().min(0).max(10_000_000_000),
});
export type TShopContract = z.infer<typeof ZShopContract>;

export const ZShopConfig = z.object({ contract: ZShopContract });
export type TShopConfig = z.infer<typeof ZShopConfig>;

/** GHN clients send the shop id as a number or a digit string; 0 asks for nothing. */
export const ZShopConfigBody = z.object({ shop_id: z.coerce.number().int().min(0).max(MAX_ROW_ID) });

export const ZShopLimitsRow = z.object({ shopId: z.number().int(), shopName: z.string(), clientName: z.string(), contract: ZShopContract });
export type TShopLimitsRow = z.infer<typeof ZShopLimitsRow>;

export const ZShopLimitsListBody = z.object({ customerId: ZRowId.optional() });
export const ZShopLimitsUpdateBody = ZShopContract.extend({ shopId: ZRowId });
export type TShopLimitsUpdateBody = z.input<typeof ZShopLimitsUpdateBody>;

const opsAdmin = { group: 'ops', method: 'POST', tags: ['config'], audience: 'staffAdmin', permissions: [] } as const;

/** SPEC §3 configuration: a shop's contract limits and the provider's global lists. */
export const CONFIG_CALLS = {
  /** client users read the shops they work in; provider staff any shop */
  shopConfig: defineContract({
    group: 'shiip',
    method: 'POST',
    path: '/shiip/public-api/v2/shop/getconfigV2',
    summary: 'Shop config: contract limits (shop 0: nothing)',
    tags: ['config'],
    audience: 'user',
    permissions: [],
    tenant: 'provider',
    body: ZShopConfigBody,
    response: ZShopConfig.nullable(),
  }),
  general: defineContract({
    group: 'shiip',
    method: ['GET', 'POST'],
    path: '/shiip/public-api/v2/config/general',
    summary: 'Global config: key/value list',
    tags: ['config'],
    audience: 'user',
    permissions: [],
    tenant: 'none',
    response: z.array(ZConfigEntry),
  }),
  globalList: defineContract({ ...opsAdmin, path: '/ops/config/global/list', summary: 'Provider admin: global config', tenant: 'none', response: z.array(ZConfigEntry) }),
  globalUpdate: defineContract({
    ...opsAdmin,
    path: '/ops/config/global/update',
    summary: 'Provider admin: set a global config value (comma-separated)',
    tenant: 'none',
    body: ZGlobalConfigUpdateBody,
    response: ZConfigEntry,
  }),
  shopList: defineContract({
    ...opsAdmin,
    path: '/ops/config/shop/list',
    summary: 'Provider admin: contract limits of every shop (of one client with customerId)',
    tenant: 'provider',
    body: ZShopLimitsListBody,
    response: z.array(ZShopLimitsRow),
  }),
  shopUpdate: defineContract({
    ...opsAdmin,
    path: '/ops/config/shop/update',
    summary: 'Provider admin: set a shop contract',
    tenant: 'provider',
    body: ZShopLimitsUpdateBody,
    response: z.object({ shopId: z.number().int(), contract: ZShopContract }),
  }),
} as const;

