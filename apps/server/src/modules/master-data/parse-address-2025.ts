import { foldText } from '@ffm/domain';
import { listProvinces2025, listWards2025, type TProvince2025, type TWard2025 } from './admin-units-2025.ts';
import { provinceSearchAliases, toneVariants } from './names.ts';

/**
 * A 2025 address written as text, the way spreadsheets hold it: '12 Lý Tự Trọng, Phường Sài Gòn, TP. Hồ Chí Minh'
 * (street, ward, province; no district). The last comma-separated part must name one of the 34 provinces and the
 * one before it one of that province's wards (accents, the tone mark's place, case and kind words ignored, the
 * province also by its usual short names: 'HCM', 'TP.HCM'). Anything else answers null: the text is then read as
 * a pre-2025 address.
 */
export interface TParsedAddress2025 {
  province: TProvince2025;
  ward: TWard2025;
  /** the street and house number */
  rest: string;
}

const KIND = /^(?:thanh pho|tinh|phuong|xa|dac khu|tp|p|x)\s+/;

function key(s: string): string {
  return foldText(s).replace(/[.]/g, ' ').replace(/\s+/g, ' ').trim().replace(KIND, '');
}

let provinceKeys: Map<string, TProvince2025> | undefined;

function provinceByKey(k: string): TProvince2025 | undefined {
  if (!provinceKeys) {
    provinceKeys = new Map();
    for (const p of listProvinces2025()) {
      for (const n of [p.name, p.fullName, p.nameEn, ...toneVariants(p.name)]) provinceKeys.set(key(n), p);
      for (const words of provinceSearchAliases(p.id)) {
        provinceKeys.set(words.join(' '), p);
        provinceKeys.set(key(`tp ${words.join(' ')}`), p);
      }
      provinceKeys.set(key(p.name).replace(/\s/g, ''), p);
    }
  }
  return provinceKeys.get(k) ?? provinceKeys.get(k.replace(/\s/g, ''));
}

export function parseAddress2025(text: string): TParsedAddress2025 | null {
  const parts = text.split(/[,;\n]/).map((s) => s.trim()).filter((s) => s !== '');
  if (parts.length < 2) return null;
  const province = provinceByKey(key(parts[parts.length - 1]!));
  if (!province) return null;
  const wardKey = key(parts[parts.length - 2]!);
  const wards = listWards2025(province.id).filter((w) => key(w.name) === wardKey || key(w.fullName) === wardKey);
  if (wards.length !== 1) return null;
  return { province, ward: wards[0]!, rest: parts.slice(0, -2).join(', ') };
}
