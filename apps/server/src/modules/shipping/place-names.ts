import { fillLabel, foldText, PLACE_NAME_MESSAGES, type TLang } from '@ffm/domain';
import { failFields } from '../../lib/errors.ts';
import { getDistrict, getWard, listProvinces, parseAddress } from '../master-data/index.ts';
import { isNewAddress } from './places-2025.ts';

type TPrefix = 'from' | 'to' | 'return';

function text(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

function given(v: unknown): boolean {
  return v !== undefined && v !== null && v !== '' && v !== 0;
}

const KIND_PREFIX = /^(?:thanh pho|thi xa|thi tran|quan|huyen|phuong|xa|tinh|tp|tx|tt|q|h|p|x)\.?\s*/;

/** A unit's name as compared: folded, its kind word dropped ('Quận 10' → '10'), numbers without leading zeros. */
function key(name: string): string {
  const folded = foldText(name).replace(/\s*\.\s*/g, '. ').trim();
  const bare = folded.replace(KIND_PREFIX, '').replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
  return /^\d+$/.test(bare) ? String(Number(bare)) : bare;
}

function matches(name: string, unit: { name: string; fullName: string }): boolean {
  const k = key(name);
  return k !== '' && (k === key(unit.name) || k === key(unit.fullName) || foldText(name) === foldText(unit.fullName));
}

/**
 * GHN's addresses by name (`to_ward_name`, `to_district_name`, `to_province_name`, and the `from_` / `return_`
 * ones): when a side has names but no `_district_id`, they are looked up in the master data (accents, case and
 * kind words ignored: 'Phường 14', 'quan 10'; the province also by its usual short names, 'HCM', 'TP.HCM') and the
 * side's `_district_id` and `_ward_code` are filled in. A name that matches nothing, or several places, answers
 * 10004 (province, district) or 10005 (ward) naming the field. Ids given win over names.
 */
export function withPlaceNames<T extends Record<string, unknown>>(input: T, prefixes: readonly TPrefix[], lang: TLang): T {
  let out: Record<string, unknown> = input;
  for (const p of prefixes) {
    const wardName = text(input[`${p}_ward_name`]);
    const districtName = text(input[`${p}_district_name`]);
    const provinceName = text(input[`${p}_province_name`]);
    if (!wardName && !districtName && !provinceName) continue;
    if (given(input[`${p}_district_id`]) || isNewAddress(input, p)) continue;
    const field = (level: 'province' | 'district' | 'ward', name: string, code: number): never =>
      failFields([{ field: `${p}_${level}_name`, message: fillLabel(PLACE_NAME_MESSAGES[level], lang, { name }) }], code);

    let provinces = listProvinces();
    if (provinceName) {
      const named = provinces.filter((x) => matches(provinceName, x));
      const parsed = named.length ? named : [parseAddress(provinceName).province].filter((x): x is NonNullable<typeof x> => x !== null && parseAddress(provinceName).rest === '');
      if (parsed.length !== 1) field('province', provinceName, 10004);
      provinces = parsed;
    }
    if (!districtName) field('district', provinceName || wardName, 10004);
    const districts = provinces.flatMap((x) => x.districtIds.map((id) => getDistrict(id)!)).filter((d) => matches(districtName, d));
    if (districts.length !== 1) field('district', districtName, 10004);
    const district = districts[0]!;
    let wardCode: string | null = null;
    if (wardName) {
      const wards = district.wardCodes.map((c) => getWard(c)!).filter((w) => matches(wardName, w));
      if (wards.length !== 1) field('ward', wardName, 10005);
      wardCode = wards[0]!.code;
    }
    out = { ...out, [`${p}_district_id`]: district.id, ...(wardCode && !given(input[`${p}_ward_code`]) ? { [`${p}_ward_code`]: wardCode } : {}) };
  }
  return out as T;
}
