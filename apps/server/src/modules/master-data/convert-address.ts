import { fillLabel, PLACE_NAME_MESSAGES, type TConvertedAddress, type TLang } from '@ffm/domain';
import { DomainError, fail } from '../../lib/errors.ts';
import { storedAddressUnits } from './address-label.ts';
import { getDistrict, getProvince, getWard } from './admin-units.ts';
import { adminUnits2025, getProvince2025, getWard2025, type TProvince2025, type TWard2025 } from './admin-units-2025.ts';

/**
 * Conversion of a pre-2025 address (province, district, ward of the 63-province scheme) to its 2025 ward, as the
 * National Statistics Office's table gives it (apps/server/data/vn-admin-units-2025/old-to-new.json). Nothing is
 * guessed: an old ward split between several new wards (440 of them) answers every candidate, with its name and
 * the source's note, for the user to pick.
 */

export interface TConversionCandidate {
  ward: TWard2025;
  /** the source's note, verbatim ('Nhập một phần') */
  note: string;
}

export type TConversion =
  | { status: 'converted'; province: TProvince2025; ward: TWard2025; note: string }
  | { status: 'split'; province: TProvince2025; candidates: TConversionCandidate[] };

/**
 * The 2025 ward of an old address. The old ids must hang together as in resolveAddress: an unknown province or
 * one that does not hold the district answers 10003 / 10004, a ward unknown or outside the district 10005. A
 * district without wards (the island districts) converts with no ward code.
 */
export function convertOldAddress(provinceId: number, districtId: number, wardCode?: string | null): TConversion {
  const u = adminUnits2025();
  if (!getProvince(provinceId)) fail(10003);
  const district = getDistrict(districtId);
  if (!district || district.provinceId !== provinceId) fail(10004);
  if (district.wardCodes.length === 0) {
    if (wardCode) fail(10005);
    const d = u.oldDistricts.get(districtId)!;
    return targetsToConversion(
      d.newProvinceId,
      d.newWardCodes.map((code) => ({ wardCode: code, note: d.note ?? '' })),
    );
  }
  const ward = wardCode ? getWard(wardCode) : undefined;
  if (!ward || ward.districtId !== districtId) fail(10005);
  const m = u.oldWards.get(ward.code)!;
  return targetsToConversion(m.newProvinceId, m.targets);
}

function targetsToConversion(provinceId: number, targets: ReadonlyArray<{ wardCode: string; note: string }>): TConversion {
  const province = getProvince2025(provinceId)!;
  const candidates = targets.map((t) => ({ ward: getWard2025(t.wardCode)!, note: t.note }));
  if (candidates.length === 1) return { status: 'converted', province, ward: candidates[0]!.ward, note: candidates[0]!.note };
  return { status: 'split', province, candidates };
}

/** The candidates of a split ward in the error's data: code and names, for a user or an API client to choose. */
export function splitErrorData(c: Extract<TConversion, { status: 'split' }>) {
  return {
    province_id: c.province.id,
    candidates: c.candidates.map((x) => ({ ward_code: x.ward.code, ward_name: x.ward.fullName, province_id: x.ward.provinceId, note: x.note })),
  };
}

/** 'Phường/xã cũ X đã được chia cho nhiều phường/xã mới: A, B. Hãy chọn một.' with the candidates' names. */
export function splitMessage(oldLabel: string, c: Extract<TConversion, { status: 'split' }>, lang: TLang): string {
  const names = c.candidates.map((x) => `${x.ward.fullName} (${x.ward.code})`).join(', ');
  return fillLabel(PLACE_NAME_MESSAGES.wardSplit, lang, { name: oldLabel, wards: names });
}

/**
 * The 10006 error of an old ward (already checked) split between several 2025 wards, for a caller that sent it:
 * the message names every candidate, `data.candidates` lists them and `data.errors` names the field.
 */
export function splitFailure(districtId: number, wardCode: string, field: string, lang: TLang): DomainError {
  const provinceId = getDistrict(districtId)!.provinceId;
  const c = convertOldAddress(provinceId, districtId, wardCode || null);
  if (c.status !== 'split') throw new Error(`old ward ${wardCode} is not split`);
  const oldLabel = storedAddressUnits(provinceId, districtId, wardCode || null).label;
  return new DomainError(10006, {
    localize: (l) => splitMessage(oldLabel, c, l),
    data: { ...splitErrorData(c), errors: [{ field, message: splitMessage(oldLabel, c, lang) }] },
  });
}

/** Like convertOldAddress, but a split ward fails with 10006 listing the candidates (for callers that need one ward). */
export function convertOldAddressOrFail(provinceId: number, districtId: number, wardCode?: string | null) {
  const c = convertOldAddress(provinceId, districtId, wardCode);
  if (c.status === 'split') fail(10006, { data: splitErrorData(c) });
  return c;
}

/** The answer of /ffm/convert-address. */
export function convertedAddressView(provinceId: number, districtId: number, wardCode?: string | null): TConvertedAddress {
  const c = convertOldAddress(provinceId, districtId, wardCode);
  const unit = (w: TWard2025) => ({ code: w.code, name: w.name, fullName: w.fullName });
  return {
    status: c.status,
    province: { id: c.province.id, code: c.province.code, name: c.province.name, fullName: c.province.fullName },
    ward: c.status === 'converted' ? unit(c.ward) : null,
    candidates: c.status === 'converted' ? [{ ...unit(c.ward), note: c.note }] : c.candidates.map((x) => ({ ...unit(x.ward), note: x.note })),
    oldLabel: storedAddressUnits(provinceId, districtId, wardCode ?? null).label,
  };
}

/**
 * The 2025 address of a stored one, read in its scheme (a null district: a 2025 address): the old one converted
 * when the mapping gives one ward, the province alone for a split old ward, nulls for codes that mean nothing.
 */
export function storedAddress2025(provinceId: number | null, districtId: number | null, wardCode: string | null): { province: TProvince2025 | null; ward: TWard2025 | null } {
  if (districtId === null) {
    const province = provinceId === null ? null : (getProvince2025(provinceId) ?? null);
    const ward = wardCode ? (getWard2025(wardCode) ?? null) : null;
    return { province, ward: ward && province && ward.provinceId === province.id ? ward : null };
  }
  const district = getDistrict(districtId);
  if (!district) return { province: null, ward: null };
  try {
    const c = convertOldAddress(district.provinceId, districtId, wardCode || null);
    return { province: c.province, ward: c.status === 'converted' ? c.ward : null };
  } catch {
    return { province: null, ward: null };
  }
}
