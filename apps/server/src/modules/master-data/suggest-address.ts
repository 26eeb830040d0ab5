import { prefixRange, searchIndex, type TEntry, type TLevel } from './search-index.ts';
import { expandAbbreviations, tokenizeWithSpans, UNIT_TYPE_WORDS } from './text.ts';

export const SUGGEST_DEFAULT_LIMIT = 10;
export const SUGGEST_MAX_LIMIT = 50;
/** Longest query looked at, in characters and in words; a full address belongs in parseAddress. */
const MAX_QUERY_CHARS = 200;
const MAX_QUERY_WORDS = 10;

export interface TAddressSuggestion {
  /** 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh' */
  label: string;
  level: TLevel;
  provinceId: number;
  provinceName: string;
  districtId?: number;
  districtName?: string;
  wardCode?: string;
  wardName?: string;
}

// Weights of one query word by what it matched. The unit's own name counts most, a whole word more than a
// prefix; its kind words ('quận') and its parents' names say less about which unit is meant.
const W_OWN_EXACT = 10;
const W_OWN_PREFIX = 6;
const W_OWN_KIND = 3;
const W_OWN_KIND_PREFIX = 2;
const W_PARENT_EXACT = 4;
const W_PARENT_PREFIX = 2;
const W_PARENT_KIND = 1;
/** A kind word typed in full ('quan', 'xa') is more likely the kind than part of a name ('Quan Sơn', 'Phúc Xá'). */
const W_KINDWORD_AS_OWN_NAME = 7;
const W_KINDWORD_AS_OWN_PREFIX = 2;
const W_KINDWORD_AS_PARENT_NAME = 3;
const W_KINDWORD_AS_PARENT_PREFIX = 1;
/** two query words in a row matching two words in a row of one unit ('quận 1', 'bến nghé') */
const B_ADJACENT = 4;
const B_ADJACENT_PREFIX = 2;
/** consecutive query words spell a unit's whole name */
const B_COMPLETE = 5;
/** 'quận 1' against 'Phường 1': the word was qualified by a kind the unit is not */
const P_OTHER_KIND = 6;

interface TMatch {
  weight: number;
  level: number;
  /** position in the level's [kind words, name words]; for an alias, 1000 × (alias index + 1) + word index */
  pos: number;
  /** first and last name position of what this match belongs to, to tell when a run spells all of it */
  nameFrom: number;
  nameTo: number;
  exact: boolean;
  /** a name word after a kind word of another kind */
  otherKind: boolean;
}

function weightOf(own: boolean, exact: boolean, kindWord: boolean): number {
  if (kindWord) {
    if (own) return exact ? W_KINDWORD_AS_OWN_NAME : W_KINDWORD_AS_OWN_PREFIX;
    return exact ? W_KINDWORD_AS_PARENT_NAME : W_KINDWORD_AS_PARENT_PREFIX;
  }
  if (own) return exact ? W_OWN_EXACT : W_OWN_PREFIX;
  return exact ? W_PARENT_EXACT : W_PARENT_PREFIX;
}

/** Every way query word `i` matches the entry. */
function matchesOf(qs: readonly string[], i: number, e: TEntry): TMatch[] {
  const q = qs[i]!;
  // a one-letter word is a prefix being typed, not the name 'H' of "Xã H Bông"
  const canBeExact = q.length > 1;
  const kindWord = UNIT_TYPE_WORDS.has(q);
  const prevWord = i > 0 ? qs[i - 1]! : '';
  const out: TMatch[] = [];
  for (let level = 0; level < e.chain.length; level++) {
    const l = e.chain[level]!;
    const own = level === 0;
    const otherKind = own && UNIT_TYPE_WORDS.has(prevWord) && !l.kindAll.has(prevWord);
    const k = l.kindVi.length;
    for (let j = 0; j < l.name.length; j++) {
      const w = l.name[j]!;
      const exact = canBeExact && w === q;
      if (!exact && !w.startsWith(q)) continue;
      const weight = weightOf(own, exact, kindWord) - (otherKind ? P_OTHER_KIND : 0);
      out.push({ weight, level, pos: k + j, nameFrom: k, nameTo: k + l.name.length - 1, exact, otherKind });
    }
    for (let a = 0; a < l.alts.length; a++) {
      const alt = l.alts[a]!;
      for (let j = 0; j < alt.length; j++) {
        const w = alt[j]!;
        const exact = canBeExact && w === q;
        if (!exact && !w.startsWith(q)) continue;
        const base = 1000 * (a + 1);
        const weight = weightOf(own, exact, kindWord) - (otherKind ? P_OTHER_KIND : 0);
        out.push({ weight, level, pos: base + j, nameFrom: base, nameTo: base + alt.length - 1, exact, otherKind });
      }
    }
    for (const w of l.kindAll) {
      const exact = canBeExact && w === q;
      if (!exact && !w.startsWith(q)) continue;
      const pos = l.kindVi.indexOf(w);
      const weight = own ? (exact ? W_OWN_KIND : W_OWN_KIND_PREFIX) : W_PARENT_KIND;
      out.push({ weight, level, pos: pos >= 0 ? pos : -1, nameFrom: k, nameTo: k + l.name.length - 1, exact, otherKind: false });
    }
  }
  return out;
}

interface TState {
  m: TMatch;
  score: number;
  /** where the run of adjacent matches this one ends began, and whether all of it was exact */
  runStart: number;
  runExact: boolean;
}

/**
 * Score of an entry for the query words, or null when some word matches nothing of it. Each word may match
 * several words of the entry; the best reading is found by dynamic programming over the words, since the
 * bonuses only depend on neighbouring words (a run of adjacent matches spelling a whole name).
 */
export function scoreEntry(qs: readonly string[], e: TEntry): number | null {
  let prev: TState[] = [];
  for (let i = 0; i < qs.length; i++) {
    const ms = matchesOf(qs, i, e);
    if (ms.length === 0) return null;
    const next: TState[] = [];
    for (const m of ms) {
      let best: TState = { m, score: m.weight, runStart: m.pos, runExact: m.exact };
      for (const p of prev) {
        let score = p.score + m.weight;
        let runStart = m.pos;
        let runExact = m.exact;
        if (p.m.level === m.level && p.m.pos >= 0 && m.pos === p.m.pos + 1) {
          score += p.m.exact && m.exact ? B_ADJACENT : B_ADJACENT_PREFIX;
          runStart = p.runStart;
          runExact = p.runExact && m.exact;
        }
        if (score > best.score) best = { m, score, runStart, runExact };
      }
      // the run just spelt the whole name (with or without its kind words before it)
      if (best.runExact && !m.otherKind && m.pos >= 0 && m.pos === m.nameTo && best.runStart <= m.nameFrom) {
        best = { ...best, score: best.score + B_COMPLETE };
      }
      next.push(best);
    }
    prev = next;
  }
  let max = -Infinity;
  for (const s of prev) if (s.score > max) max = s.score;
  return max;
}

/** Query words, folded, with unit-kind abbreviations expanded ('q1' → 'quan 1', 'tp' → 'thanh pho'). */
export function queryWords(query: string): string[] {
  return expandAbbreviations(tokenizeWithSpans(query.slice(0, MAX_QUERY_CHARS)))
    .map((t) => t.t)
    .slice(0, MAX_QUERY_WORDS);
}

/** Indexes of the entries holding, for every query word, some word that starts with it. */
function candidates(qs: readonly string[]): number[] {
  const { vocabulary, postings, entries } = searchIndex();
  const distinct = [...new Set(qs)];
  const count = new Uint8Array(entries.length);
  const stamp = new Int32Array(entries.length);
  let round = 0;
  for (const q of distinct) {
    round++;
    const [lo, hi] = prefixRange(vocabulary, q);
    if (lo === hi) return [];
    for (let v = lo; v < hi; v++) {
      const list = postings[v]!;
      for (let k = 0; k < list.length; k++) {
        const idx = list[k]!;
        // once per query word, and only if every earlier word already matched
        if (stamp[idx] !== round && count[idx] === round - 1) {
          stamp[idx] = round;
          count[idx] = round;
        }
      }
    }
  }
  const out: number[] = [];
  for (let idx = 0; idx < count.length; idx++) if (count[idx] === distinct.length) out.push(idx);
  return out;
}

const LEVEL_RANK: Record<TLevel, number> = { province: 0, district: 1, ward: 2 };

interface TScored {
  e: TEntry;
  score: number;
}

function better(a: TScored, b: TScored): boolean {
  if (a.score !== b.score) return a.score > b.score;
  const lv = LEVEL_RANK[a.e.level] - LEVEL_RANK[b.e.level];
  if (lv !== 0) return lv < 0;
  const len = a.e.chain[0]!.name.length - b.e.chain[0]!.name.length;
  if (len !== 0) return len < 0;
  return a.e.order < b.e.order;
}

function toSuggestion(e: TEntry): TAddressSuggestion {
  const parts = [e.ward?.fullName, e.district?.fullName, e.province.fullName].filter((s): s is string => !!s);
  return {
    label: parts.join(', '),
    level: e.level,
    provinceId: e.province.id,
    provinceName: e.province.fullName,
    ...(e.district ? { districtId: e.district.id, districtName: e.district.fullName } : {}),
    ...(e.ward ? { wardCode: e.ward.code, wardName: e.ward.fullName } : {}),
  };
}

/**
 * Provinces, districts and wards matching a typed query, best first. Accent-insensitive; every query word
 * must start a word of the unit's name, its kind or its parents' names, in any order ('phuc xa ba dinh').
 * The unit's own name weighs most, so 'quận 1' ranks Quận 1 above Quận 10 and the wards of Quận 1.
 */
export function suggestAddress(query: string, limit = SUGGEST_DEFAULT_LIMIT): TAddressSuggestion[] {
  const n = Math.max(1, Math.min(SUGGEST_MAX_LIMIT, Math.floor(limit) || SUGGEST_DEFAULT_LIMIT));
  const qs = queryWords(query);
  if (qs.length === 0) return [];
  const { entries } = searchIndex();
  // the best n so far, best first (n is small: insertion beats sorting thousands of candidates)
  const top: TScored[] = [];
  for (const idx of candidates(qs)) {
    const e = entries[idx]!;
    const score = scoreEntry(qs, e);
    if (score === null) continue;
    const s = { e, score };
    if (top.length === n && !better(s, top[n - 1]!)) continue;
    let at = top.length;
    while (at > 0 && better(s, top[at - 1]!)) at--;
    top.splice(at, 0, s);
    if (top.length > n) top.pop();
  }
  return top.map((s) => toSuggestion(s.e));
}
