import { getDistrict, getProvince, type TDistrict, type TProvince, type TWard } from './admin-units.ts';
import { districtNameExtension, ghnDistrictType, provinceNameExtension, wardNameExtension } from './names.ts';
import type { TParsedAddress } from './parse-address.ts';
import type { TGhnDistrict, TGhnParsedAddress, TGhnProvince, TGhnWard, TGhnWardDetail } from '@ffm/domain';

/**
 * The shapes of GHN's public API v2 master data (PascalCase fields), so GHN integrations read our answers
 * unchanged. Province names are short ('Hồ Chí Minh'), district and ward names full ('Quận 1', 'Phường
 * Bến Nghé'), as GHN writes them. The shapes are the contracts' (packages/domain/src/master-data).
 */

// The lists never change while the server runs: build each answer once.
let provincesCache: TGhnProvince[] | undefined;
const districtsCache = new Map<number, TGhnDistrict[]>();
const wardsCache = new Map<number, TGhnWard[]>();

export function ghnProvince(p: TProvince): TGhnProvince {
  return { ProvinceID: p.id, ProvinceName: p.name, Code: p.code, NameExtension: provinceNameExtension(p), RegionID: p.regionId, IsEnable: 1 };
}

export function ghnDistrict(d: TDistrict): TGhnDistrict {
  return {
    DistrictID: d.id,
    ProvinceID: d.provinceId,
    DistrictName: d.fullName,
    Code: d.code,
    Type: ghnDistrictType(d.kind),
    NameExtension: districtNameExtension(d),
    SupportType: 3,
  };
}

export function ghnWard(w: TWard): TGhnWard {
  return { WardCode: w.code, DistrictID: w.districtId, WardName: w.fullName, NameExtension: wardNameExtension(w) };
}

export function ghnProvinces(provinces: readonly TProvince[]): TGhnProvince[] {
  provincesCache ??= provinces.map(ghnProvince);
  return provincesCache;
}

export function ghnDistricts(provinceId: number, districts: readonly TDistrict[]): TGhnDistrict[] {
  let list = districtsCache.get(provinceId);
  if (!list) {
    list = districts.map(ghnDistrict);
    districtsCache.set(provinceId, list);
  }
  return list;
}

export function ghnWards(districtId: number, wards: readonly TWard[]): TGhnWard[] {
  let list = wardsCache.get(districtId);
  if (!list) {
    list = wards.map(ghnWard);
    wardsCache.set(districtId, list);
  }
  return list;
}

export function ghnWardDetail(w: TWard): TGhnWardDetail {
  const d = getDistrict(w.districtId)!;
  const p = getProvince(w.provinceId)!;
  return { ...ghnWard(w), DistrictName: d.fullName, ProvinceID: p.id, ProvinceName: p.name, RegionID: p.regionId };
}

export function ghnParsedAddress(a: TParsedAddress): TGhnParsedAddress {
  return {
    province: a.province
      ? { ProvinceID: a.province.id, ProvinceName: a.province.name, Code: a.province.code, RegionID: a.province.regionId }
      : null,
    district: a.district
      ? { DistrictID: a.district.id, ProvinceID: a.district.provinceId, DistrictName: a.district.fullName, Code: a.district.code, Type: ghnDistrictType(a.district.kind) }
      : null,
    ward: a.ward ? { WardCode: a.ward.code, DistrictID: a.ward.districtId, WardName: a.ward.fullName } : null,
    rest: a.rest,
  };
}
