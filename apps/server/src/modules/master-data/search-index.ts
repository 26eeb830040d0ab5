import { performance } from 'node:perf_hooks';
import { adminUnits, type TDistrict, type TProvince, type TWard } from './admin-units.ts';
import { KIND_WORDS, provinceSearchAliases, searchNameVariants } from './names.ts';

/**
 * Precomputed folded names of every unit, built once on first search. One entry per province, district and
 * ward, pointing at its own words and its parents' (shared `TLevelWords`). Words are also held as ids into a
 * sorted vocabulary, so that "this word starts with the query word" is an integer range test, and each word
 * lists the entries that have it as their own (`ownPostings`).
 */

export type TKind = keyof typeof KIND_WORDS;
export type TLevel = 'province' | 'district' | 'ward';

/** The words of one unit, shared by the entries of the unit and of its children. */
export interface TLevelWords {
  /** index of the unit's own entry in `entries` */
  index: number;
  /** primary name words, folded: ['ben', 'nghe'] */
  name: readonly string[];
  /** other names: without apostrophes, joined, aliases */
  alts: readonly (readonly string[])[];
  /** Vietnamese kind words as written before the name: ['quan'], ['thanh', 'pho'] */
  kindVi: readonly string[];
  /** every kind word, Vietnamese and English */
  kindAll: ReadonlySet<string>;
  /** kind word sequences that may stand before (Vietnamese, English) or after (English) the name */
  kinds: readonly (readonly string[])[];
  /** vocabulary ids of [...kindVi, ...name]: positions in it tell adjacency */
  seq: Int32Array;
  /** vocabulary ids of each alt */
  altSeqs: readonly Int32Array[];
  /** vocabulary ids of the kind words that are not in `seq` (English) */
  kindOther: Int32Array;
}

export interface TEntry {
  level: TLevel;
  province: TProvince;
  district?: TDistrict;
  ward?: TWard;
  /** [own, parent, grandparent] */
  chain: readonly TLevelWords[];
  /** a bare number ('Quận 1', 'Phường 12'): in free text it needs its kind word, '1' is also a house number */
  numeric: boolean;
}

export interface TSearchIndex {
  /** provinces, then districts, then wards, each in government-code order */
  entries: readonly TEntry[];
  /** every distinct word, sorted: the words a prefix stands for are one id range */
  vocabulary: readonly string[];
  /** for vocabulary id v, the indexes of the entries holding that word (own name, alias or kind) */
  ownPostings: readonly Int32Array[];
  /** first word of a name or alias → entries having it (an entry may appear twice) */
  phrasesByFirst: ReadonlyMap<string, readonly number[]>;
  buildMs: number;
}

const KINDS = Object.keys(KIND_WORDS) as TKind[];
const KIND_ALL = new Map<TKind, ReadonlySet<string>>(KINDS.map((k) => [k, new Set([...KIND_WORDS[k].vi, ...KIND_WORDS[k].en.flat()])]));
const KIND_SEQUENCES = new Map<TKind, readonly (readonly string[])[]>(KINDS.map((k) => [k, [KIND_WORDS[k].vi, ...KIND_WORDS[k].en]]));
const NUMERIC = /^\d+$/;
const EMPTY = new Int32Array(0);

/** Assigns provisional ids to words as they come; sorted ids are given at the end. */
class Vocabulary {
  readonly ids = new Map<string, number>();
  readonly words: string[] = [];
  id(w: string): number {
    let id = this.ids.get(w);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(w);
      this.ids.set(w, id);
    }
    return id;
  }
  seq(words: readonly string[]): Int32Array {
    const out = new Int32Array(words.length);
    for (let i = 0; i < words.length; i++) out[i] = this.id(words[i]!);
    return out;
  }
}

/** Builds the index from the loaded units (uncached: use `searchIndex()`). */
export function buildSearchIndex(): TSearchIndex {
  const t0 = performance.now();
  const units = adminUnits();
  const vocab = new Vocabulary();
  const kindOther = new Map<TKind, Int32Array>(
    KINDS.map((k) => [k, vocab.seq([...KIND_ALL.get(k)!].filter((w) => !KIND_WORDS[k].vi.includes(w)))]),
  );
  const entries: TEntry[] = [];
  const phrasesByFirst = new Map<string, number[]>();

  const newLevel = (name: string, codeName: string, kind: TKind, aliases: string[][] | null): TLevelWords => {
    const variants = searchNameVariants(name, codeName, aliases !== null);
    const alts = variants.slice(1);
    if (aliases) for (const a of aliases) alts.push(a);
    const index = entries.length;
    for (let i = 0; i < variants.length + (aliases?.length ?? 0); i++) {
      const first = (i === 0 ? variants[0]! : alts[i - 1]!)[0];
      if (first === undefined) continue;
      const list = phrasesByFirst.get(first);
      if (list) list.push(index);
      else phrasesByFirst.set(first, [index]);
    }
    const kindVi = KIND_WORDS[kind].vi;
    return {
      index,
      name: variants[0]!,
      alts,
      kindVi,
      kindAll: KIND_ALL.get(kind)!,
      kinds: KIND_SEQUENCES.get(kind)!,
      seq: vocab.seq(kindVi.concat(variants[0]!)),
      altSeqs: alts.map((a) => vocab.seq(a)),
      kindOther: kindOther.get(kind) ?? EMPTY,
    };
  };

  const provinceLevel = new Map<number, TLevelWords>();
  const districtLevel = new Map<number, TLevelWords>();
  for (const p of units.provinces) {
    const own = newLevel(p.name, p.codeName, p.kind, provinceSearchAliases(p.id));
    provinceLevel.set(p.id, own);
    entries.push({ level: 'province', province: p, chain: [own], numeric: false });
  }
  for (const d of units.districts) {
    const own = newLevel(d.name, d.codeName, d.kind, null);
    districtLevel.set(d.id, own);
    const province = units.provinceById.get(d.provinceId)!;
    entries.push({ level: 'district', province, district: d, chain: [own, provinceLevel.get(d.provinceId)!], numeric: NUMERIC.test(d.name) });
  }
  for (const w of units.wards) {
    const own = newLevel(w.name, w.codeName, w.kind, null);
    entries.push({
      level: 'ward',
      province: units.provinceById.get(w.provinceId)!,
      district: units.districtById.get(w.districtId)!,
      ward: w,
      chain: [own, districtLevel.get(w.districtId)!, provinceLevel.get(w.provinceId)!],
      numeric: NUMERIC.test(w.name),
    });
  }

  // sorted ids: renumber every id array in place
  const order = vocab.words.map((_, i) => i).sort((a, b) => (vocab.words[a]! < vocab.words[b]! ? -1 : 1));
  const rank = new Int32Array(order.length);
  for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
  const vocabulary = order.map((i) => vocab.words[i]!);
  const renumber = (a: Int32Array) => {
    for (let i = 0; i < a.length; i++) a[i] = rank[a[i]!]!;
  };
  for (const a of kindOther.values()) renumber(a);
  const postingLists: number[][] = vocabulary.map(() => []);
  const seen = new Int32Array(vocabulary.length).fill(-1);
  const post = (a: Int32Array, index: number) => {
    for (let i = 0; i < a.length; i++) {
      const id = a[i]!;
      if (seen[id] === index) continue;
      seen[id] = index;
      postingLists[id]!.push(index);
    }
  };
  for (const e of entries) {
    const own = e.chain[0]!;
    renumber(own.seq);
    for (const a of own.altSeqs) renumber(a);
    post(own.seq, own.index);
    for (const a of own.altSeqs) post(a, own.index);
    post(own.kindOther, own.index);
  }
  const ownPostings = postingLists.map((list) => Int32Array.from(list));
  return { entries, vocabulary, ownPostings, phrasesByFirst, buildMs: performance.now() - t0 };
}

let cached: TSearchIndex | undefined;

export function searchIndex(): TSearchIndex {
  cached ??= buildSearchIndex();
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

/** Id range [lo, hi) of the vocabulary words that start with `prefix` (words are a-z0-9 only). */
export function prefixRange(vocabulary: readonly string[], prefix: string): [number, number] {
  return [lowerBound(vocabulary, prefix), lowerBound(vocabulary, `${prefix}\uffff`)];
}
