import type { TResolvedAddress } from '@ffm/domain';
import { fail } from '../../lib/errors.ts';
import { getDistrict, getProvince, getWard, type TDistrict, type TProvince, type TWard } from './admin-units.ts';
import { parseAddress, type TParsedAddress } from './parse-address.ts';

export interface TResolveAddressInput {
  provinceId?: number | null;
  districtId?: number | null;
  wardCode?: string | null;
  text?: string | null;
}

function shape(p: TProvince | null, d: TDistrict | null, w: TWard | null, rest?: string): TResolvedAddress {
  return {
    province: p ? { id: p.id, code: p.code, name: p.name, fullName: p.fullName, regionId: p.regionId } : null,
    district: d ? { id: d.id, code: d.code, name: d.name, fullName: d.fullName, provinceId: d.provinceId } : null,
    ward: w ? { code: w.code, name: w.name, fullName: w.fullName, districtId: w.districtId } : null,
    label: [w?.fullName, d?.fullName, p?.fullName].filter((s): s is string => !!s).join(', '),
    ...(rest === undefined ? {} : { rest }),
  };
}

export function resolvedFromParsed(a: TParsedAddress): TResolvedAddress {
  return shape(a.province, a.district, a.ward, a.rest);
}

/**
 * Names for ids, checking that they hang together: an unknown province or one that does not hold the
 * district answers 10003 / 10004, a ward unknown or outside the district 10005. A missing parent is filled
 * from the child (a ward code alone gives its district and province). Without ids, a text is parsed.
 */
export function resolveAddress(input: TResolveAddressInput): TResolvedAddress {
  const { provinceId, districtId, wardCode, text } = input;
  const hasIds = provinceId != null || districtId != null || (wardCode != null && wardCode !== '');
  if (!hasIds) {
    if (text == null || text.trim() === '') fail(1001);
    return resolvedFromParsed(parseAddress(text));
  }
  let province: TProvince | null = null;
  if (provinceId != null) province = getProvince(provinceId) ?? fail(10003);
  let district: TDistrict | null = null;
  if (districtId != null) {
    district = getDistrict(districtId) ?? fail(10004);
    if (province && district.provinceId !== province.id) fail(10004);
  }
  let ward: TWard | null = null;
  if (wardCode != null && wardCode !== '') {
    ward = getWard(wardCode) ?? fail(10005);
    if (district && ward.districtId !== district.id) fail(10005);
    if (province && ward.provinceId !== province.id) fail(10005);
  }
  district ??= ward ? getDistrict(ward.districtId)! : null;
  province ??= district ? getProvince(district.provinceId)! : null;
  return shape(province, district, ward);
}
