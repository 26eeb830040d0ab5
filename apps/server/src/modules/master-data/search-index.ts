import { performance } from 'node:perf_hooks';
import { adminUnits, type TDistrict, type TProvince, type TWard } from './admin-units.ts';
import { DISTRICT_SEARCH_ALIASES, KIND_WORDS, provinceSearchAliases, searchNameVariants } from './names.ts';

/**
 * Precomputed folded names of every unit, built once on first search:
 * - `entries`: one per province, district and ward, with its own and its parents' words, for suggestions;
 * - `phrases`: name phrases by first word, for finding units inside a free-text address.
 */

/** The words of one level of a unit's chain (the unit itself, its district, its province). */
export interface TLevelWords {
  /** primary name words, folded: ['ben', 'nghe'] */
  name: readonly string[];
  /** other names: joined, without apostrophes, aliases */
  alts: readonly (readonly string[])[];
  /** Vietnamese kind words as written before the name: ['quan'], ['thanh', 'pho'] */
  kindVi: readonly string[];
  /** every kind word, Vietnamese and English */
  kindAll: ReadonlySet<string>;
}

export type TLevel = 'province' | 'district' | 'ward';

export interface TEntry {
  level: TLevel;
  province: TProvince;
  district?: TDistrict;
  ward?: TWard;
  /** [own, parent, grandparent] */
  chain: readonly TLevelWords[];
  /** order of the source data, the last tie-breaker */
  order: number;
}

export interface TPhrase {
  level: TLevel;
  provinceId: number;
  districtId?: number;
  wardCode?: string;
  words: readonly string[];
  /** kind word sequences that may stand before (Vietnamese, English) or after (English) the name */
  kinds: readonly (readonly string[])[];
  /** the name alone is not enough (numbers: '1' is also a house number); a kind word must be next to it */
  needsKind: boolean;
}

export interface TSearchIndex {
  entries: readonly TEntry[];
  /** every distinct word of the entries, sorted: the words a prefix stands for are one range of it */
  vocabulary: readonly string[];
  /** for vocabulary[i], the indexes of the entries holding that word */
  postings: readonly Int32Array[];
  phrasesByFirst: ReadonlyMap<string, readonly TPhrase[]>;
  buildMs: number;
}

type TKind = keyof typeof KIND_WORDS;
const KIND_ALL = new Map<TKind, ReadonlySet<string>>(
  (Object.keys(KIND_WORDS) as TKind[]).map((k) => [k, new Set([...KIND_WORDS[k].vi, ...KIND_WORDS[k].en.flat()])]),
);

function levelWords(name: string, kind: TKind, extraAlts: string[][] = []): TLevelWords {
  const [primary, ...alts] = searchNameVariants(name);
  return { name: primary!, alts: [...alts, ...extraAlts], kindVi: KIND_WORDS[kind].vi, kindAll: KIND_ALL.get(kind)! };
}

function wordsOf(chain: readonly TLevelWords[]): Set<string> {
  const words = new Set<string>();
  for (const l of chain) {
    for (const w of l.name) words.add(w);
    for (const a of l.alts) for (const w of a) words.add(w);
    for (const w of l.kindAll) words.add(w);
  }
  return words;
}

function kindSequences(kind: TKind): string[][] {
  const kw = KIND_WORDS[kind];
  return [kw.vi, ...kw.en];
}

function build(): TSearchIndex {
  const t0 = performance.now();
  const units = adminUnits();
  const entries: TEntry[] = [];
  const phrasesByFirst = new Map<string, TPhrase[]>();
  const addPhrase = (p: TPhrase) => {
    const first = p.words[0];
    if (!first) return;
    const list = phrasesByFirst.get(first);
    if (list) list.push(p);
    else phrasesByFirst.set(first, [p]);
  };
  const provinceWords = new Map<number, TLevelWords>();
  const districtWords = new Map<number, TLevelWords>();
  let order = 0;

  for (const p of units.provinces) {
    const words = levelWords(p.name, p.kind, provinceSearchAliases(p.id));
    provinceWords.set(p.id, words);
    const chain = [words];
    entries.push({ level: 'province', province: p, chain, order: order++ });
    for (const w of [words.name, ...words.alts]) {
      addPhrase({ level: 'province', provinceId: p.id, words: w, kinds: kindSequences(p.kind), needsKind: false });
    }
  }
  for (const d of units.districts) {
    const words = levelWords(d.name, d.kind);
    districtWords.set(d.id, words);
    const province = units.provinceById.get(d.provinceId)!;
    const chain = [words, provinceWords.get(d.provinceId)!];
    entries.push({ level: 'district', province, district: d, chain, order: order++ });
    const numeric = /^\d+$/.test(d.name);
    for (const w of [words.name, ...words.alts]) {
      addPhrase({ level: 'district', provinceId: d.provinceId, districtId: d.id, words: w, kinds: kindSequences(d.kind), needsKind: numeric });
    }
  }
  for (const a of DISTRICT_SEARCH_ALIASES) {
    const d = units.districtById.get(a.districtId)!;
    addPhrase({ level: 'district', provinceId: d.provinceId, districtId: d.id, words: a.phrase, kinds: kindSequences(a.kind), needsKind: true });
  }
  for (const w of units.wards) {
    const words = levelWords(w.name, w.kind);
    const district = units.districtById.get(w.districtId)!;
    const province = units.provinceById.get(w.provinceId)!;
    const chain = [words, districtWords.get(w.districtId)!, provinceWords.get(w.provinceId)!];
    entries.push({ level: 'ward', province, district, ward: w, chain, order: order++ });
    const numeric = /^\d+$/.test(w.name);
    for (const ws of [words.name, ...words.alts]) {
      addPhrase({
        level: 'ward',
        provinceId: w.provinceId,
        districtId: w.districtId,
        wardCode: w.code,
        words: ws,
        kinds: kindSequences(w.kind),
        needsKind: numeric,
      });
    }
  }
  const byWord = new Map<string, number[]>();
  entries.forEach((e, i) => {
    for (const w of wordsOf(e.chain)) {
      const list = byWord.get(w);
      if (list) list.push(i);
      else byWord.set(w, [i]);
    }
  });
  const vocabulary = [...byWord.keys()].sort();
  const postings = vocabulary.map((w) => Int32Array.from(byWord.get(w)!));
  return { entries, vocabulary, postings, phrasesByFirst, buildMs: performance.now() - t0 };
}

let cached: TSearchIndex | undefined;

export function searchIndex(): TSearchIndex {
  cached ??= build();
  return cached;
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index range [lo, hi) of the vocabulary words that start with `prefix` (words are a-z0-9 only). */
export function prefixRange(vocabulary: readonly string[], prefix: string): [number, number] {
  return [lowerBound(vocabulary, prefix), lowerBound(vocabulary, `${prefix}\uffff`)];
}
