import { z } from 'zod';

/**
 * Contracts of the master-data calls. The GHN-compatible ones are lenient on purpose: GHN clients send ids
 * as numbers in a JSON body or as strings in the query, and an id that is missing or not a number answers the
 * catalogue code (10003 / 10004 / 10005), not a schema error.
 */

const ZLooseId = z.union([z.number(), z.string().max(20)]).optional();

export const ZGhnDistrictInput = z.object({ province_id: ZLooseId });
export const ZGhnWardInput = z.object({ district_id: ZLooseId });
export const ZGhnWardDetailInput = z.object({ ward_code: ZLooseId });
export const ZGhnParseInput = z.object({ address: z.string().max(500).optional() });

export const ZSuggestAddressBody = z.object({
  query: z.string().max(200),
  /** default 10; more than 50 is read as 50 */
  limit: z.number().int().min(1).optional(),
});
export type TSuggestAddressBody = z.infer<typeof ZSuggestAddressBody>;

export const ZGetAddressBody = z.object({
  provinceId: z.number().int().positive().nullish(),
  districtId: z.number().int().positive().nullish(),
  wardCode: z.string().max(10).nullish(),
  text: z.string().max(500).nullish(),
});
export type TGetAddressBody = z.infer<typeof ZGetAddressBody>;

/** A positive integer id from a number or a digit string; null otherwise. */
export function toId(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v > 0 ? v : null;
  if (typeof v === 'string' && /^\d{1,9}$/.test(v.trim())) {
    const n = Number(v.trim());
    return n > 0 ? n : null;
  }
  return null;
}

/** A ward code ('00001') from a string or a number (1 → '00001'); null otherwise. */
export function toWardCode(v: unknown): string | null {
  const s = typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,5}$/.test(s)) return null;
  return s.padStart(5, '0');
}
