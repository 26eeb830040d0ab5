import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from '../../config.ts';

/**
 * Vietnam's administrative units (63 provinces, their districts and wards), shipped in
 * apps/server/data/vn-admin-units (MIT, see its README). Loaded once, on first use, and kept in memory.
 * Ids come from the government codes, as GHN-compatible callers expect numbers for provinces and districts
 * and strings for wards: ProvinceID = Number('79') = 79, DistrictID = Number('760') = 760, WardCode = '26740'.
 */

export type TProvinceKind = 'municipality' | 'province';
export type TDistrictKind = 'urban_district' | 'rural_district' | 'town' | 'city';
export type TWardKind = 'ward' | 'commune' | 'township';

export interface TRegion {
  id: number;
  name: string;
  nameEn: string;
}

export interface TProvince {
  id: number;
  code: string;
  /** 'Hồ Chí Minh' */
  name: string;
  /** 'Thành phố Hồ Chí Minh' */
  fullName: string;
  nameEn: string;
  fullNameEn: string;
  codeName: string;
  kind: TProvinceKind;
  regionId: number;
  districtIds: readonly number[];
}

export interface TDistrict {
  id: number;
  code: string;
  provinceId: number;
  /** '1', 'Ba Đình' */
  name: string;
  /** 'Quận 1', 'Quận Ba Đình' */
  fullName: string;
  nameEn: string;
  fullNameEn: string;
  codeName: string;
  kind: TDistrictKind;
  /** empty for the few island districts without wards */
  wardCodes: readonly string[];
}

export interface TWard {
  code: string;
  districtId: number;
  provinceId: number;
  name: string;
  fullName: string;
  nameEn: string;
  fullNameEn: string;
  codeName: string;
  kind: TWardKind;
}

export interface TAdminUnits {
  provinces: readonly TProvince[];
  districts: readonly TDistrict[];
  wards: readonly TWard[];
  regions: readonly TRegion[];
  provinceById: ReadonlyMap<number, TProvince>;
  districtById: ReadonlyMap<number, TDistrict>;
  wardByCode: ReadonlyMap<string, TWard>;
  /** milliseconds taken by the first load (read, parse, index) */
  loadMs: number;
}

interface TRawUnit {
  Code: string;
  Name: string;
  NameEn: string;
  FullName: string;
  FullNameEn: string;
  CodeName: string;
}
interface TRawWard extends TRawUnit {
  DistrictCode: string;
}
interface TRawDistrict extends TRawUnit {
  ProvinceCode: string;
  Ward: TRawWard[] | null;
}
interface TRawProvince extends TRawUnit {
  District: TRawDistrict[];
}
interface TRawRegions {
  regions: TRegion[];
  provinces: Array<{ code: string; administrativeUnitId: number; regionId: number }>;
}

// from the repository's root, so the sources and the server's bundle (apps/server/dist) find the same files
const DATA_DIR = path.join(REPO_ROOT, 'apps/server/data/vn-admin-units');

function districtKind(fullName: string): TDistrictKind {
  if (fullName.startsWith('Quận ')) return 'urban_district';
  if (fullName.startsWith('Huyện ')) return 'rural_district';
  if (fullName.startsWith('Thị xã ')) return 'town';
  if (fullName.startsWith('Thành phố ')) return 'city';
  throw new Error(`vn-admin-units: unknown district kind in '${fullName}'`);
}

function wardKind(fullName: string): TWardKind {
  if (fullName.startsWith('Phường ')) return 'ward';
  if (fullName.startsWith('Xã ')) return 'commune';
  if (fullName.startsWith('Thị trấn ')) return 'township';
  throw new Error(`vn-admin-units: unknown ward kind in '${fullName}'`);
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;
}

/** Reads and indexes the dataset (uncached: use `adminUnits()`). */
export function loadAdminUnits(): TAdminUnits {
  const t0 = performance.now();
  const raw = readJson<TRawProvince[]>('vn-units.json');
  const rawRegions = readJson<TRawRegions>('regions.json');
  const regionByCode = new Map(rawRegions.provinces.map((p) => [p.code, p]));

  const provinces: TProvince[] = [];
  const districts: TDistrict[] = [];
  const wards: TWard[] = [];
  for (const p of raw) {
    const region = regionByCode.get(p.Code);
    if (!region) throw new Error(`vn-admin-units: no region for province ${p.Code}`);
    const provinceId = Number(p.Code);
    const districtIds: number[] = [];
    for (const d of p.District) {
      const districtId = Number(d.Code);
      districtIds.push(districtId);
      const wardCodes: string[] = [];
      for (const w of d.Ward ?? []) {
        wardCodes.push(w.Code);
        wards.push({
          code: w.Code,
          districtId,
          provinceId,
          name: w.Name,
          fullName: w.FullName,
          nameEn: w.NameEn,
          fullNameEn: w.FullNameEn,
          codeName: w.CodeName,
          kind: wardKind(w.FullName),
        });
      }
      districts.push({
        id: districtId,
        code: d.Code,
        provinceId,
        name: d.Name,
        fullName: d.FullName,
        nameEn: d.NameEn,
        fullNameEn: d.FullNameEn,
        codeName: d.CodeName,
        kind: districtKind(d.FullName),
        wardCodes,
      });
    }
    provinces.push({
      id: provinceId,
      code: p.Code,
      name: p.Name,
      fullName: p.FullName,
      nameEn: p.NameEn,
      fullNameEn: p.FullNameEn,
      codeName: p.CodeName,
      kind: region.administrativeUnitId === 1 ? 'municipality' : 'province',
      regionId: region.regionId,
      districtIds,
    });
  }
  const units: TAdminUnits = {
    provinces,
    districts,
    wards,
    regions: rawRegions.regions.map((r) => ({ id: r.id, name: r.name, nameEn: r.nameEn })),
    provinceById: new Map(provinces.map((p) => [p.id, p])),
    districtById: new Map(districts.map((d) => [d.id, d])),
    wardByCode: new Map(wards.map((w) => [w.code, w])),
    loadMs: 0,
  };
  units.loadMs = performance.now() - t0;
  return units;
}

let cached: TAdminUnits | undefined;

/** The units and their indexes; read from disk on the first call only. */
export function adminUnits(): TAdminUnits {
  cached ??= loadAdminUnits();
  return cached;
}

export function getProvince(id: number): TProvince | undefined {
  return adminUnits().provinceById.get(id);
}

export function getDistrict(id: number): TDistrict | undefined {
  return adminUnits().districtById.get(id);
}

export function getWard(code: string): TWard | undefined {
  return adminUnits().wardByCode.get(code);
}

export function listProvinces(): readonly TProvince[] {
  return adminUnits().provinces;
}

/** The province's districts in government-code order; empty for an unknown province. */
export function listDistricts(provinceId: number): TDistrict[] {
  const p = getProvince(provinceId);
  return p ? p.districtIds.map((id) => getDistrict(id)!) : [];
}

/** The district's wards in government-code order; empty for an unknown district or one without wards. */
export function listWards(districtId: number): TWard[] {
  const d = getDistrict(districtId);
  return d ? d.wardCodes.map((code) => getWard(code)!) : [];
}

export function listRegions(): readonly TRegion[] {
  return adminUnits().regions;
}

/** The region (1-8, see regions.json) of a province, for fee zones; undefined for an unknown province. */
export function regionOf(provinceId: number): number | undefined {
  return getProvince(provinceId)?.regionId;
}

/**
 * Whether the three ids name one real place: the district lies in the province and the ward in the district.
 * A district without wards (the island districts) is valid with an empty ward code; any other district needs
 * one of its wards.
 */
export function isValidAddress(provinceId: number, districtId: number, wardCode?: string | null): boolean {
  const d = getDistrict(districtId);
  if (!d || d.provinceId !== provinceId) return false;
  if (d.wardCodes.length === 0) return wardCode === undefined || wardCode === null || wardCode === '';
  if (!wardCode) return false;
  return getWard(wardCode)?.districtId === districtId;
}
