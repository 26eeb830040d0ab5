import type { TDistrict, TDistrictKind, TProvince, TProvinceKind, TWard, TWardKind } from './admin-units.ts';
import { fold, tokenize } from './text.ts';

type TKind = TProvinceKind | TDistrictKind | TWardKind;

/** The words that name a kind of unit, folded: Vietnamese (as written before the name) and English. */
export const KIND_WORDS: Record<TKind, { vi: string[]; en: string[][] }> = {
  municipality: { vi: ['thanh', 'pho'], en: [['city']] },
  province: { vi: ['tinh'], en: [['province']] },
  urban_district: { vi: ['quan'], en: [['district']] },
  rural_district: { vi: ['huyen'], en: [['district']] },
  town: { vi: ['thi', 'xa'], en: [['town']] },
  city: { vi: ['thanh', 'pho'], en: [['city']] },
  ward: { vi: ['phuong'], en: [['ward']] },
  commune: { vi: ['xa'], en: [['commune']] },
  township: { vi: ['thi', 'tran'], en: [['township'], ['town']] },
};

/** Short written forms of a kind: 'Q.', 'TP.' ... */
const KIND_SHORT: Record<TDistrictKind | TWardKind, string> = {
  urban_district: 'Q',
  rural_district: 'H',
  town: 'TX',
  city: 'TP',
  ward: 'P',
  commune: 'X',
  township: 'TT',
};

/**
 * Names people use for a province besides its official one (what GHN's NameExtension lists): abbreviations,
 * the old name of Huế, the spelling 'Đắc Lắc', Sài Gòn. Keyed by ProvinceID.
 */
const PROVINCE_ALIASES: Record<number, string[]> = {
  1: ['HN', 'Hanoi'],
  31: ['HP', 'Haiphong'],
  46: ['Thừa Thiên Huế', 'Thừa Thiên - Huế', 'TT Huế', 'TTH'],
  48: ['Danang'],
  66: ['Đắc Lắc', 'Daklak'],
  67: ['Đắc Nông', 'Daknong'],
  77: ['Bà Rịa Vũng Tàu', 'BRVT', 'Vũng Tàu', 'Bà Rịa'],
  79: ['TP.HCM', 'TP HCM', 'TPHCM', 'HCM', 'Hồ Chí Minh City', 'Sài Gòn', 'Saigon', 'SG'],
  92: ['Cantho'],
};

/** The same aliases as search phrases (no 'TP' prefix: the kind words are matched on their own). */
const PROVINCE_SEARCH_ALIASES: Record<number, string[][]> = {
  1: [['hn'], ['hanoi']],
  31: [['haiphong']],
  46: [['thua', 'thien', 'hue'], ['tth']],
  48: [['danang']],
  66: [['dac', 'lac'], ['daklak']],
  67: [['dac', 'nong'], ['daknong']],
  77: [['brvt'], ['vung', 'tau'], ['ba', 'ria'], ['ba', 'ria', 'vung', 'tau']],
  79: [['hcm'], ['tphcm'], ['hochiminh'], ['sai', 'gon'], ['saigon'], ['sg']],
  92: [['cantho']],
};

/**
 * Districts known by an older name: Quận 2, Quận 9 and Quận Thủ Đức were merged into Thành phố Thủ Đức
 * (district 769 of HCM) in 2021, and many addresses still say so. Each alias brings its own kind words.
 */
export const DISTRICT_SEARCH_ALIASES: Array<{ districtId: number; phrase: string[]; kind: TDistrictKind }> = [
  { districtId: 769, phrase: ['2'], kind: 'urban_district' },
  { districtId: 769, phrase: ['9'], kind: 'urban_district' },
];

/**
 * 'Hòa' and 'Hoà' are both in use (old and new tone placement on a final oa, oe, uy); list both spellings.
 * Only syllable-final pairs move ('Hoàng' has one spelling).
 */
export function toneVariants(s: string): string[] {
  const nfd = s.normalize('NFD');
  const TONE = '[\u0300\u0301\u0303\u0309\u0323]';
  const newToOld = new RegExp(`(?<![qQ])([oO])([aAeE])(${TONE})(?!\\p{L})|(?<![qQ])([uU])([yY])(${TONE})(?!\\p{L})`, 'gu');
  const oldToNew = new RegExp(`(?<![qQ])([oO])(${TONE})([aAeE])(?!\\p{L})|(?<![qQ])([uU])(${TONE})([yY])(?!\\p{L})`, 'gu');
  const a = nfd.replace(newToOld, (_m, o1?: string, v1?: string, t1?: string, u2?: string, y2?: string, t2?: string) =>
    o1 ? `${o1}${t1}${v1}` : `${u2}${t2}${y2}`,
  );
  const b = nfd.replace(oldToNew, (_m, o1?: string, t1?: string, v1?: string, u2?: string, t2?: string, y2?: string) =>
    o1 ? `${o1}${v1}${t1}` : `${u2}${y2}${t2}`,
  );
  return [...new Set([s.normalize('NFC'), a.normalize('NFC'), b.normalize('NFC')])];
}

/**
 * The folded words of a name, then its other spellings: apostrophes split names like "M'Đrắk", which people
 * also write joined; with `joined`, the whole name as one word ('hanoi', 'binhduong'). The dataset's
 * CodeName ('phuc_xa') is the folded name already, used when it is plain, to spare folding 10,000 names.
 */
export function searchNameVariants(name: string, codeName: string, joined = false): string[][] {
  const apostrophe = name.includes("'") || name.includes('’');
  const primary = !apostrophe && /^[a-z0-9_]+$/.test(codeName) ? codeName.split('_') : tokenize(name);
  const out = [primary];
  if (apostrophe) out.push(tokenize(name.replace(/['’]\s*/g, '')));
  if (joined && primary.length > 1) out.push([primary.join('')]);
  return out;
}

export function provinceSearchAliases(id: number): string[][] {
  return PROVINCE_SEARCH_ALIASES[id] ?? [];
}

function unique(list: string[]): string[] {
  return [...new Set(list.filter((s) => s.length > 0))];
}

const isNumeric = (s: string) => /^\d+$/.test(s);

/** GHN's NameExtension for a province: official, short, English, accent-free and colloquial names. */
export function provinceNameExtension(p: TProvince): string[] {
  const folded = fold(p.name);
  return unique([
    p.name,
    p.fullName,
    ...(p.kind === 'municipality' ? [`TP. ${p.name}`, `TP ${p.name}`, `TP.${p.name}`] : []),
    ...toneVariants(p.name),
    p.nameEn,
    p.fullNameEn,
    folded,
    folded.replace(/[^a-z0-9]/g, ''),
    ...(PROVINCE_ALIASES[p.id] ?? []),
  ]);
}

export function districtNameExtension(d: TDistrict): string[] {
  const short = KIND_SHORT[d.kind];
  return unique([
    d.fullName,
    isNumeric(d.name) ? '' : d.name,
    ...toneVariants(d.fullName),
    `${short}. ${d.name}`,
    `${short}.${d.name}`,
    `${short} ${d.name}`,
    isNumeric(d.name) ? `${short}${d.name}` : '',
    d.fullNameEn,
    fold(d.fullName),
    isNumeric(d.name) ? '' : fold(d.name),
  ]);
}

export function wardNameExtension(w: TWard): string[] {
  const short = KIND_SHORT[w.kind];
  return unique([
    w.fullName,
    isNumeric(w.name) ? '' : w.name,
    ...toneVariants(w.fullName),
    `${short}. ${w.name}`,
    `${short}.${w.name}`,
    isNumeric(w.name) ? `${short}${w.name}` : '',
    w.fullNameEn,
    fold(w.fullName),
    isNumeric(w.name) ? '' : fold(w.name),
  ]);
}

/** GHN's district Type: 1 urban district (quận), 2 rural district (huyện), 3 town or city (thị xã, thành phố). */
export function ghnDistrictType(kind: TDistrictKind): 1 | 2 | 3 {
  return kind === 'urban_district' ? 1 : kind === 'rural_district' ? 2 : 3;
}
