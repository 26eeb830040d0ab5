import { fillLabel, foldText, messageFor, PLACE_NAME_MESSAGES, toRowId, type TLang } from '@ffm/domain';
import { DomainError } from '../../lib/errors.ts';
import { getProvince2025, getWard2025, listProvinces2025, listWards2025, zoneOf2025 } from '../master-data/index.ts';
import type { TPlace } from './place.ts';

/**
 * GHN's new address model on the create, preview, fee and leadtime calls (issue 24, points 3 and 6): with
 * `is_new_to_address` (`is_new_from_address`, `is_new_return_address`) true, the side is a 2025 address, given by
 * ids (`to_province_id`, `to_ward_id`, our government codes; `to_ward_code` is read as the ward's code too) or by
 * names (`to_province_name`, `to_ward_name`), with no district. Without the flag the side is a pre-2025 address
 * (district id and ward code, or names), converted to its 2025 ward for the quote; a split old ward answers 10006.
 */

export type TSide = 'from' | 'to' | 'return';

/** GHN's flags come as booleans, 0/1 or their strings. */
export function isNewAddress(input: Record<string, unknown>, side: TSide): boolean {
  const v = input[`is_new_${side}_address`];
  return v === true || v === 1 || v === 'true' || v === '1';
}

/** The side is flagged new and names a 2025 unit (an update may send the flag with nothing to change). */
export function sendsNewAddress(input: Record<string, unknown>, side: TSide): boolean {
  return isNewAddress(input, side) && ['province_id', 'ward_id', 'ward_code', 'province_name', 'ward_name'].some((k) => given(input[`${side}_${k}`]));
}

function text(v: unknown): string {
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

function given(v: unknown): boolean {
  return v !== undefined && v !== null && v !== '' && v !== 0;
}

/** A unit's name as compared: folded (accents, the tone mark's place, case), its kind word dropped. */
const KIND = /^(?:thanh pho|phuong|xa|dac khu|tinh|tp|p|x)\.?\s+/;
function key(name: string): string {
  const bare = foldText(name).replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim().replace(KIND, '');
  return /^\d+$/.test(bare) ? String(Number(bare)) : bare;
}
function named(name: string, unit: { name: string; fullName: string; nameEn: string }): boolean {
  const k = key(name);
  return k !== '' && (k === key(unit.name) || k === key(unit.fullName) || foldText(name) === foldText(unit.nameEn));
}

function fieldError(code: number, field: string, message: string): DomainError {
  return new DomainError(code, { data: { errors: [{ field, message }] } });
}

/**
 * A 2025 address of a call's side: province and ward by id or name, checked to belong together (10003 naming the
 * province field, 10005 the ward field). The ward may be left out on fee and leadtime (`wardOptional`).
 */
export function place2025Of(input: Record<string, unknown>, side: TSide | 'stored', lang: TLang, wardOptional = false): TPlace {
  const provinceField = given(input[`${side}_province_id`]) ? `${side}_province_id` : `${side}_province_name`;
  const wardRaw = given(input[`${side}_ward_id`]) ? input[`${side}_ward_id`] : input[`${side}_ward_code`];
  const wardField = given(input[`${side}_ward_id`]) ? `${side}_ward_id` : given(input[`${side}_ward_code`]) ? `${side}_ward_code` : `${side}_ward_name`;
  let province = given(input[`${side}_province_id`]) ? getProvince2025(toRowId(input[`${side}_province_id`]) ?? -1) : undefined;
  if (given(input[`${side}_province_id`]) && !province) throw fieldError(10003, provinceField, messageFor(10003, lang));
  const provinceName = text(input[`${side}_province_name`]);
  if (!province && provinceName) {
    const found = listProvinces2025().filter((p) => named(provinceName, p));
    if (found.length !== 1) throw fieldError(10003, provinceField, fillLabel(PLACE_NAME_MESSAGES.province2025, lang, { name: provinceName }));
    province = found[0];
  }
  const code = text(wardRaw);
  let ward = given(wardRaw) && /^\d{1,5}$/.test(code) ? getWard2025(code.padStart(5, '0')) : undefined;
  if (given(wardRaw) && (!ward || (province && ward.provinceId !== province.id))) throw fieldError(10005, wardField, messageFor(10005, lang));
  const wardName = text(input[`${side}_ward_name`]);
  if (!ward && wardName) {
    const found = (province ? listWards2025(province.id) : []).filter((w) => named(wardName, w));
    if (found.length !== 1) throw fieldError(10005, wardField, fillLabel(PLACE_NAME_MESSAGES.ward2025, lang, { name: wardName }));
    ward = found[0];
  }
  province ??= ward ? getProvince2025(ward.provinceId) : undefined;
  if (!province) throw fieldError(10003, provinceField, messageFor(10003, lang));
  if (!ward && !wardOptional) throw fieldError(10005, wardField, messageFor(10005, lang));
  return {
    scheme: '2025',
    provinceId: province.id,
    provinceCode: province.code,
    regionId: zoneOf2025(province.id, null).regionId,
    districtId: null,
    districtCode: '',
    wardCode: ward?.code ?? '',
    label: [ward?.fullName, province.fullName].filter(Boolean).join(', '),
    zone: zoneOf2025(province.id, ward?.code ?? null),
  };
}
