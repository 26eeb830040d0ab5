import { adminUnits, type TDistrict, type TProvince, type TWard } from './admin-units.ts';
import { DISTRICT_SEARCH_ALIASES, KIND_WORDS } from './names.ts';
import { searchIndex, type TEntry, type TLevel } from './search-index.ts';
import { expandAbbreviations, tokenizeWithSpans, UNIT_TYPE_WORDS, type TSpanToken } from './text.ts';

export interface TParsedAddress {
  province: TProvince | null;
  district: TDistrict | null;
  ward: TWard | null;
  /** the text left once the units are taken out: street and house number ('12 Nguyễn Huệ') */
  rest: string;
}

/** Longest address read, in characters (SPEC §9: addresses are at most 500). */
const MAX_ADDRESS_CHARS = 500;

/** A unit's name found in the text: tokens [start, end) including its kind words. */
interface THit {
  entry: TEntry;
  start: number;
  end: number;
  /** next to one of its kind words ('quận 1', 'Ben Nghe Ward') */
  typed: boolean;
  /** right after a kind word of another kind ('phường Tân Định' read as a district Tân Định) */
  otherKind: boolean;
}

function sameAt(tokens: readonly TSpanToken[], at: number, words: readonly string[]): boolean {
  if (at < 0 || at + words.length > tokens.length) return false;
  for (let k = 0; k < words.length; k++) if (tokens[at + k]!.t !== words[k]) return false;
  return true;
}

/** Every kind word sequence ('thanh pho', 'quan', 'district'...), longest first. */
const ALL_KINDS: readonly (readonly string[])[] = [
  ...new Map(Object.values(KIND_WORDS).flatMap((k) => [k.vi, ...k.en]).map((seq) => [seq.join(' '), seq])).values(),
].sort((a, b) => b.length - a.length);

function hitAt(tokens: readonly TSpanToken[], entry: TEntry, i: number, words: readonly string[], kinds: readonly (readonly string[])[], numeric: boolean): THit | null {
  if (!sameAt(tokens, i, words)) return null;
  let start = i;
  let end = i + words.length;
  kinds.forEach((kind, k) => {
    if (sameAt(tokens, i - kind.length, kind)) start = Math.min(start, i - kind.length);
    // English kinds may also follow the name: 'Ben Nghe Ward', 'Ho Chi Minh City'
    if (k > 0 && sameAt(tokens, i + words.length, kind)) end = Math.max(end, i + words.length + kind.length);
  });
  const typed = start < i || end > i + words.length;
  if (numeric && !typed) return null;
  // right after a kind word of another kind: a weaker reading ('tp Bắc Ninh' read as the province)
  const otherKind = !typed && ALL_KINDS.some((kind) => sameAt(tokens, i - kind.length, kind));
  return { entry, start, end, typed, otherKind };
}

/** Every place in the text where a unit of `level` accepted by `keep` is named. */
function findHits(tokens: readonly TSpanToken[], level: TLevel, keep: (e: TEntry) => boolean): THit[] {
  const { entries, phrasesByFirst } = searchIndex();
  const hits: THit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const list = phrasesByFirst.get(tokens[i]!.t);
    if (!list) continue;
    let last = -1;
    for (const idx of list) {
      if (idx === last) continue;
      last = idx;
      const e = entries[idx]!;
      if (e.level !== level || !keep(e)) continue;
      const own = e.chain[0]!;
      let best: THit | null = null;
      for (const words of [own.name, ...own.alts]) {
        const h = hitAt(tokens, e, i, words, own.kinds, e.numeric);
        if (h && (!best || h.end - h.start > best.end - best.start)) best = h;
      }
      if (best) hits.push(best);
    }
  }
  if (level === 'district') {
    for (const a of DISTRICT_SEARCH_ALIASES) {
      const e = entries.find((x) => x.district?.id === a.districtId);
      if (!e || !keep(e)) continue;
      const kinds = [KIND_WORDS[a.kind].vi, ...KIND_WORDS[a.kind].en];
      for (let i = 0; i < tokens.length; i++) {
        const h = hitAt(tokens, e, i, a.phrase, kinds, true);
        if (h) hits.push(h);
      }
    }
  }
  return hits;
}

function overlaps(h: THit, taken: readonly THit[]): boolean {
  return taken.some((t) => h.start < t.end && t.start < h.end);
}

/** Preference between two readings of the text: not under another kind word, next to its own kind word,
 *  nearer the end (Vietnamese addresses go from street to province), longer. */
function rankKey(h: THit): number[] {
  return [h.otherKind ? 0 : 1, h.typed ? 1 : 0, h.end, h.end - h.start];
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return 0;
}

/** The best hits clear of the units already found: all those sharing the top rank. */
function bestHits(hits: readonly THit[], taken: readonly THit[]): THit[] {
  const keyed = hits
    .filter((h) => !overlaps(h, taken))
    .map((h) => ({ h, key: rankKey(h) }))
    .sort((a, b) => compareKeys(a.key, b.key));
  if (keyed.length === 0) return [];
  const top = keyed[0]!.key;
  return keyed.filter((k) => compareKeys(k.key, top) === 0).map((k) => k.h);
}

/** One unit when the best hits agree on it; null when they name different units. */
function unique(hits: readonly THit[], id: (e: TEntry) => string | number): THit | null {
  if (hits.length === 0) return null;
  const first = id(hits[0]!.entry);
  return hits.every((h) => id(h.entry) === first) ? hits[0]! : null;
}

const districtKey = (e: TEntry) => e.district!.id;
const wardKey = (e: TEntry) => e.ward!.code;

function restOf(text: string, tokens: readonly TSpanToken[], taken: readonly THit[]): string {
  const covered = new Uint8Array(tokens.length);
  for (const h of taken) covered.fill(1, h.start, h.end);
  // a kind word left just before a unit read under another kind ('tp' of 'tp Bắc Ninh') goes with it
  const ranges = taken
    .map((h) => {
      let start = h.start;
      while (start > 0 && !covered[start - 1] && UNIT_TYPE_WORDS.has(tokens[start - 1]!.t)) start--;
      return [tokens[start]!.start, tokens[h.end - 1]!.end] as const;
    })
    .sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [s, e] of ranges) {
    if (s > at) out += text.slice(at, s);
    at = Math.max(at, e);
  }
  out += text.slice(at);
  return out
    .replace(/\s*,\s*(?:[,.\-–]\s*)*/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(/[\s,.;\-–]*(?:vi[eệ]t nam|vietnam)[\s,.;\-–]*$/i, '')
    .replace(/^[\s,.;\-–]+|[\s,;\-–]+$/g, '')
    .trim();
}

/**
 * Finds the province, district and ward in a free-text Vietnamese address, with or without accents,
 * abbreviated or in English: '12 Nguyễn Huệ, phường Bến Nghé, quận 1, TP HCM', 'ben nghe quan 1 ho chi
 * minh', 'P.Bến Nghé, Q.1, TP.HCM'. The province is looked for first (nearest the end), then a district of
 * it, then a ward of that district; a unit missing from the text is inferred from a unique child when it
 * can be. Numbered units need their kind word ('quận 1'), since '1' alone may be a house number.
 */
export function parseAddress(text: string): TParsedAddress {
  const input = text.slice(0, MAX_ADDRESS_CHARS);
  const tokens = expandAbbreviations(tokenizeWithSpans(input));
  const taken: THit[] = [];

  const province = bestHits(findHits(tokens, 'province', () => true), taken)[0] ?? null;
  if (province) taken.push(province);
  const provinceId = province?.entry.province.id;

  let district: THit | null = null;
  let ward: THit | null = null;
  const districtHits = findHits(tokens, 'district', (e) => provinceId === undefined || e.province.id === provinceId);
  const bestDistricts = bestHits(districtHits, taken);
  district = unique(bestDistricts, districtKey);
  if (!district && bestDistricts.length > 1) {
    // the same district name in several provinces ('Châu Thành'): the one holding a named ward wins
    const withWard = bestDistricts
      .map((d) => ({ d, w: unique(bestHits(findHits(tokens, 'ward', (e) => e.district!.id === d.entry.district!.id), [...taken, d]), wardKey) }))
      .filter((x) => x.w !== null);
    if (withWard.length === 1) {
      district = withWard[0]!.d;
      ward = withWard[0]!.w;
    }
  }
  if (district) taken.push(district);

  if (district && !ward) {
    const districtId = district.entry.district!.id;
    ward = unique(bestHits(findHits(tokens, 'ward', (e) => e.district!.id === districtId), taken), wardKey);
  } else if (!district) {
    // no district named: a ward unique in the province (or, lacking that, in the country) gives it
    ward = unique(bestHits(findHits(tokens, 'ward', (e) => provinceId === undefined || e.province.id === provinceId), taken), wardKey);
  }
  if (ward) taken.push(ward);

  const w = ward?.entry.ward ?? null;
  const d = district?.entry.district ?? ward?.entry.district ?? null;
  const p = province?.entry.province ?? (d ? (adminUnits().provinceById.get(d.provinceId) ?? null) : null);
  return { province: p, district: d, ward: w, rest: restOf(input, tokens, taken) };
}
