import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config.ts';

/**
 * Vietnam's administrative units since 2025-07-01: 34 provinces and 3,321 wards, no district tier, and the
 * conversion of every pre-2025 ward (apps/server/data/vn-admin-units-2025, see its README for sources and
 * licences). Ids are the government codes: ProvinceID = Number('79'), WardCode = '26740'. The old scheme's codes
 * are reused here with another meaning (old 26740 = Phường Bến Nghé, new 26740 = Phường Sài Gòn), so a stored code
 * is only read with its scheme ('v1' / '2025', packages/domain's TAddressScheme). Loaded once, on first use.
 */

export type TWard2025Kind = 'ward' | 'commune' | 'special_zone';

export interface TProvince2025 {
  id: number;
  code: string;
  /** 'Hồ Chí Minh' */
  name: string;
  /** 'Thành phố Hồ Chí Minh' */
  fullName: string;
  nameEn: string;
  fullNameEn: string;
  codeName: string;
  kind: 'municipality' | 'province';
  wardCodes: readonly string[];
}

export interface TWard2025 {
  code: string;
  provinceId: number;
  /** 'Sài Gòn' */
  name: string;
  /** 'Phường Sài Gòn' */
  fullName: string;
  nameEn: string;
  fullNameEn: string;
  codeName: string;
  kind: TWard2025Kind;
}

/** One old ward's conversion as the mapping gives it (the source's note kept verbatim). */
export interface TOldWardMapping {
  oldProvinceId: number;
  oldDistrictId: number;
  newProvinceId: number;
  /** the new ward when there is exactly one; null for a split ward */
  newWardCode: string | null;
  split: boolean;
  targets: ReadonlyArray<{ wardCode: string; note: string }>;
}

export interface TOldDistrictMapping {
  oldProvinceId: number;
  newProvinceId: number;
  hasWards: boolean;
  /** every new ward that received part of the district */
  newWardCodes: readonly string[];
  note: string | null;
}

export interface TAdminUnits2025 {
  provinces: readonly TProvince2025[];
  wards: readonly TWard2025[];
  provinceById: ReadonlyMap<number, TProvince2025>;
  wardByCode: ReadonlyMap<string, TWard2025>;
  /** other codes seen for a new ward → its code here ('06978' → '06970') */
  codeAliases: ReadonlyMap<string, string>;
  oldProvinceToNew: ReadonlyMap<number, number>;
  oldDistricts: ReadonlyMap<number, TOldDistrictMapping>;
  oldWards: ReadonlyMap<string, TOldWardMapping>;
}

interface TRawUnit {
  Code: string;
  Name: string;
  NameEn: string;
  FullName: string;
  FullNameEn: string;
  CodeName: string;
}
interface TRawProvince extends TRawUnit {
  Ward: Array<TRawUnit & { ProvinceCode: string }>;
}
interface TRawMapping {
  CodeAliases: Record<string, string>;
  Provinces: Record<string, string>;
  Districts: Record<string, { OldProvinceCode: string; NewProvinceCode: string; HasWards: boolean; NewWardCodes: string[]; Note?: string | null }>;
  Wards: Record<
    string,
    { OldProvinceCode: string; OldDistrictCode: string; NewProvinceCode: string; NewWardCode: string | null; Split: boolean; Targets: Array<{ NewWardCode: string; Note: string }> }
  >;
}

const DATA_DIR = path.join(REPO_ROOT, 'apps/server/data/vn-admin-units-2025');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;
}

function wardKind(fullName: string): TWard2025Kind {
  if (fullName.startsWith('Phường ')) return 'ward';
  if (fullName.startsWith('Xã ')) return 'commune';
  if (fullName.startsWith('Đặc khu ')) return 'special_zone';
  throw new Error(`vn-admin-units-2025: unknown ward kind in '${fullName}'`);
}

/** Reads and indexes the dataset (uncached: use `adminUnits2025()`). */
export function loadAdminUnits2025(): TAdminUnits2025 {
  const raw = readJson<TRawProvince[]>('units-2025.json');
  const map = readJson<TRawMapping>('old-to-new.json');
  const provinces: TProvince2025[] = [];
  const wards: TWard2025[] = [];
  for (const p of raw) {
    const provinceId = Number(p.Code);
    for (const w of p.Ward) {
      wards.push({
        code: w.Code,
        provinceId,
        name: w.Name,
        fullName: w.FullName,
        nameEn: w.NameEn,
        fullNameEn: w.FullNameEn,
        codeName: w.CodeName,
        kind: wardKind(w.FullName),
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
      kind: p.FullName.startsWith('Thành phố ') ? 'municipality' : 'province',
      wardCodes: p.Ward.map((w) => w.Code),
    });
  }
  return {
    provinces,
    wards,
    provinceById: new Map(provinces.map((p) => [p.id, p])),
    wardByCode: new Map(wards.map((w) => [w.code, w])),
    codeAliases: new Map(Object.entries(map.CodeAliases)),
    oldProvinceToNew: new Map(Object.entries(map.Provinces).map(([o, n]) => [Number(o), Number(n)])),
    oldDistricts: new Map(
      Object.entries(map.Districts).map(([code, d]) => [
        Number(code),
        { oldProvinceId: Number(d.OldProvinceCode), newProvinceId: Number(d.NewProvinceCode), hasWards: d.HasWards, newWardCodes: d.NewWardCodes, note: d.Note ?? null },
      ]),
    ),
    oldWards: new Map(
      Object.entries(map.Wards).map(([code, w]) => [
        code,
        {
          oldProvinceId: Number(w.OldProvinceCode),
          oldDistrictId: Number(w.OldDistrictCode),
          newProvinceId: Number(w.NewProvinceCode),
          newWardCode: w.NewWardCode,
          split: w.Split,
          targets: w.Targets.map((t) => ({ wardCode: t.NewWardCode, note: t.Note })),
        },
      ]),
    ),
  };
}

let cached: TAdminUnits2025 | undefined;

/** The 2025 units, the old → new mapping and their indexes; read from disk on the first call only. */
export function adminUnits2025(): TAdminUnits2025 {
  cached ??= loadAdminUnits2025();
  return cached;
}

export function listProvinces2025(): readonly TProvince2025[] {
  return adminUnits2025().provinces;
}

export function getProvince2025(id: number): TProvince2025 | undefined {
  return adminUnits2025().provinceById.get(id);
}

/** A 2025 ward by its code, or by one of the codes other data uses for it (CodeAliases). */
export function getWard2025(code: string): TWard2025 | undefined {
  const u = adminUnits2025();
  return u.wardByCode.get(code) ?? u.wardByCode.get(u.codeAliases.get(code) ?? '');
}

/** The province's wards in government-code order; empty for an unknown province. */
export function listWards2025(provinceId: number): TWard2025[] {
  const p = getProvince2025(provinceId);
  return p ? p.wardCodes.map((code) => getWard2025(code)!) : [];
}

/** Whether a 2025 address (province + ward, no district) names one real place. */
export function isValidAddress2025(provinceId: number, wardCode: string | null | undefined): boolean {
  if (!wardCode) return false;
  return getWard2025(wardCode)?.provinceId === provinceId && getProvince2025(provinceId) !== undefined;
}

/** 'Phường Sài Gòn, Thành phố Hồ Chí Minh' ('' for unknown codes). */
export function addressLabel2025(provinceId: number, wardCode: string | null | undefined): string {
  const w = wardCode ? getWard2025(wardCode) : undefined;
  return [w?.provinceId === provinceId ? w.fullName : undefined, getProvince2025(provinceId)?.fullName].filter((s): s is string => !!s).join(', ');
}
