import { ZGhnV3PageInput, ZGhnV3WardInput, type TGhnV3Province, type TGhnV3Ward } from '@ffm/domain';
import { fail } from '../../lib/errors.ts';
import { getProvince2025, listProvinces2025, listWards2025, type TProvince2025, type TWard2025 } from './admin-units-2025.ts';
import { ghnInput } from './ghn-input.ts';
import { toId } from './ids.ts';
import { toneVariants } from './names.ts';
import { fold } from './text.ts';

/**
 * GHN's new address model (v3/master-data/province/all, v3/master-data/ward/all-by-province-id): the 34 provinces
 * and their wards since 2025-07-01, with the government codes as ids, paged by offset / limit like GHN.
 */

export const V3_DEFAULT_LIMIT = 200;
export const V3_MAX_LIMIT = 1000;

const WARD_TYPE = { ward: 1, commune: 2, special_zone: 3 } as const;

function unique(list: string[]): string[] {
  return [...new Set(list.filter((s) => s.length > 0))];
}

function v3Province(p: TProvince2025): TGhnV3Province {
  return {
    _id: p.id,
    name: p.fullName,
    extension_names: unique([p.name, ...toneVariants(p.fullName), ...toneVariants(p.name), fold(p.name), p.nameEn, p.fullNameEn]).filter((s) => s !== p.fullName),
    type: p.kind === 'municipality' ? 1 : 2,
    status: 1,
    code: p.code,
  };
}

function v3Ward(w: TWard2025): TGhnV3Ward {
  return {
    _id: Number(w.code),
    name: w.fullName,
    extension_names: unique([w.name, ...toneVariants(w.fullName), ...toneVariants(w.name), fold(w.fullName), w.fullNameEn]).filter((s) => s !== w.fullName),
    type: WARD_TYPE[w.kind],
    parent_id: w.provinceId,
    status: 1,
    code: w.code,
  };
}

/** offset (default 0) and limit (default 200, at most 1000) of a page; anything else not a count: 1016 */
function page(offset: unknown, limit: unknown): { offset: number; limit: number } {
  const o = offset === undefined || offset === '' || offset === 0 || offset === '0' ? 0 : toId(offset);
  const l = limit === undefined || limit === '' ? V3_DEFAULT_LIMIT : toId(limit);
  if (o === null || l === null) fail(1016);
  return { offset: o, limit: Math.min(l, V3_MAX_LIMIT) };
}

let provincesCache: TGhnV3Province[] | undefined;
const wardsCache = new Map<number, TGhnV3Ward[]>();

export function listGhnV3Provinces(query: unknown, body: unknown): TGhnV3Province[] {
  const input = ghnInput(ZGhnV3PageInput, query, body);
  const { offset, limit } = page(input.offset, input.limit);
  provincesCache ??= listProvinces2025().map(v3Province);
  return provincesCache.slice(offset, offset + limit);
}

/** province_id from the query or the body; missing or not a 2025 province: 10003. */
export function listGhnV3Wards(query: unknown, body: unknown): TGhnV3Ward[] {
  const input = ghnInput(ZGhnV3WardInput, query, body);
  const provinceId = toId(input.province_id);
  if (provinceId === null || !getProvince2025(provinceId)) fail(10003);
  const { offset, limit } = page(input.offset, input.limit);
  let list = wardsCache.get(provinceId);
  if (!list) {
    list = listWards2025(provinceId).map(v3Ward);
    wardsCache.set(provinceId, list);
  }
  return list.slice(offset, offset + limit);
}
