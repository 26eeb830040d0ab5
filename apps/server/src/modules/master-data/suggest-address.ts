import type { TAddressSuggestion } from '@ffm/domain';
import { prefixRange, searchIndex, type TEntry, type TLevel } from './search-index.ts';
import { expandAbbreviations, tokenizeWithSpans, UNIT_TYPE_WORDS } from './text.ts';

export const SUGGEST_DEFAULT_LIMIT = 10;
export const SUGGEST_MAX_LIMIT = 50;
/** Longest query looked at, in characters and in words; a full address belongs in parseAddress. */
const MAX_QUERY_CHARS = 200;
const MAX_QUERY_WORDS = 10;

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

/** One query word, resolved against the vocabulary. */
export interface TQueryWord {
  text: string;
  /** vocabulary ids [lo, hi) of the words it starts */
  lo: number;
  hi: number;
  /** id of the word equal to it, or -1 (a single letter is a prefix being typed, never exact; a single digit may be a whole name) */
  exact: number;
  /** it is a kind word ('quan', 'xa', 'district') */
  kindWord: boolean;
  /** the word before it is a kind word (which one) */
  afterKind: string | null;
}

// Scratch space for the matches of one word and the dynamic-programming states (single-threaded, reused).
const MAX_MATCHES = 96;
const mWeight = new Int32Array(MAX_MATCHES);
const mLevel = new Int32Array(MAX_MATCHES);
const mPos = new Int32Array(MAX_MATCHES);
const mFrom = new Int32Array(MAX_MATCHES);
const mTo = new Int32Array(MAX_MATCHES);
const mExact = new Uint8Array(MAX_MATCHES);
const mOther = new Uint8Array(MAX_MATCHES);
let prevN = 0;
const pScore = new Int32Array(MAX_MATCHES);
const pLevel = new Int32Array(MAX_MATCHES);
const pPos = new Int32Array(MAX_MATCHES);
const pExact = new Uint8Array(MAX_MATCHES);
const pRunStart = new Int32Array(MAX_MATCHES);
const pRunExact = new Uint8Array(MAX_MATCHES);
const nScore = new Int32Array(MAX_MATCHES);
const nRunStart = new Int32Array(MAX_MATCHES);
const nRunExact = new Uint8Array(MAX_MATCHES);

function nameWeight(own: boolean, exact: boolean, kindWord: boolean): number {
  if (kindWord) {
    if (own) return exact ? W_KINDWORD_AS_OWN_NAME : W_KINDWORD_AS_OWN_PREFIX;
    return exact ? W_KINDWORD_AS_PARENT_NAME : W_KINDWORD_AS_PARENT_PREFIX;
  }
  if (own) return exact ? W_OWN_EXACT : W_OWN_PREFIX;
  return exact ? W_PARENT_EXACT : W_PARENT_PREFIX;
}

/**
 * The scratch arrays get every way the query word matches the entry (collectMatches returns how many).
 * Positions: in the level's [kind words, name words]; an alias a at 1000 × (a + 1); -1 for English kinds.
 */
let mCount = 0;

function pushMatch(weight: number, level: number, pos: number, from: number, to: number, exact: boolean, other: boolean): void {
  if (mCount >= MAX_MATCHES) return;
  mWeight[mCount] = weight;
  mLevel[mCount] = level;
  mPos[mCount] = pos;
  mFrom[mCount] = from;
  mTo[mCount] = to;
  mExact[mCount] = exact ? 1 : 0;
  mOther[mCount] = other ? 1 : 0;
  mCount++;
}

function collectMatches(q: TQueryWord, e: TEntry): number {
  mCount = 0;
  for (let level = 0; level < e.chain.length; level++) {
    const l = e.chain[level]!;
    const own = level === 0;
    const other = own && q.afterKind !== null && !l.kindAll.has(q.afterKind);
    const penalty = other ? P_OTHER_KIND : 0;
    const k = l.kindVi.length;
    const seq = l.seq;
    const to = seq.length - 1;
    for (let j = 0; j < seq.length; j++) {
      const id = seq[j]!;
      if (id < q.lo || id >= q.hi) continue;
      const exact = id === q.exact;
      if (j < k) pushMatch(own ? (exact ? W_OWN_KIND : W_OWN_KIND_PREFIX) : W_PARENT_KIND, level, j, k, to, exact, false);
      else pushMatch(nameWeight(own, exact, q.kindWord) - penalty, level, j, k, to, exact, other);
    }
    for (let a = 0; a < l.altSeqs.length; a++) {
      const alt = l.altSeqs[a]!;
      const base = 1000 * (a + 1);
      for (let j = 0; j < alt.length; j++) {
        const id = alt[j]!;
        if (id < q.lo || id >= q.hi) continue;
        const exact = id === q.exact;
        pushMatch(nameWeight(own, exact, q.kindWord) - penalty, level, base + j, base, base + alt.length - 1, exact, other);
      }
    }
    for (let j = 0; j < l.kindOther.length; j++) {
      const id = l.kindOther[j]!;
      if (id < q.lo || id >= q.hi) continue;
      const exact = id === q.exact;
      pushMatch(own ? (exact ? W_OWN_KIND : W_OWN_KIND_PREFIX) : W_PARENT_KIND, level, -1, k, to, exact, false);
    }
  }
  return mCount;
}

/**
 * Score of an entry for the query words, or null when some word matches nothing of it. A word may match
 * several words of the entry; the best reading is found by dynamic programming over the query words, as the
 * bonuses depend on neighbours only (adjacent matches, and a run of them spelling a whole name).
 */
export function scoreEntry(qs: readonly TQueryWord[], e: TEntry): number | null {
  prevN = 0;
  for (let i = 0; i < qs.length; i++) {
    const n = collectMatches(qs[i]!, e);
    if (n === 0) return null;
    for (let c = 0; c < n; c++) {
      const pos = mPos[c]!;
      const level = mLevel[c]!;
      const exact = mExact[c] === 1;
      let best = mWeight[c]!;
      let runStart = pos;
      let runExact = exact;
      for (let p = 0; p < prevN; p++) {
        let score = pScore[p]! + mWeight[c]!;
        let rs = pos;
        let re = exact;
        if (pLevel[p] === level && pPos[p]! >= 0 && pos === pPos[p]! + 1) {
          score += pExact[p] === 1 && exact ? B_ADJACENT : B_ADJACENT_PREFIX;
          rs = pRunStart[p]!;
          re = pRunExact[p] === 1 && exact;
        }
        if (score > best) {
          best = score;
          runStart = rs;
          runExact = re;
        }
      }
      // the run just spelt the whole name (with or without its kind words before it)
      if (runExact && mOther[c] === 0 && pos >= 0 && pos === mTo[c] && runStart <= mFrom[c]!) best += B_COMPLETE;
      nScore[c] = best;
      nRunStart[c] = runStart;
      nRunExact[c] = runExact ? 1 : 0;
    }
    for (let c = 0; c < n; c++) {
      pScore[c] = nScore[c]!;
      pLevel[c] = mLevel[c]!;
      pPos[c] = mPos[c]!;
      pExact[c] = mExact[c]!;
      pRunStart[c] = nRunStart[c]!;
      pRunExact[c] = nRunExact[c]!;
    }
    prevN = n;
  }
  let max = -Infinity;
  for (let p = 0; p < prevN; p++) if (pScore[p]! > max) max = pScore[p]!;
  return max;
}

/** Query words, folded, with unit-kind abbreviations expanded ('q1' → 'quan 1', 'tp' → 'thanh pho'). */
export function queryWords(query: string): string[] {
  return expandAbbreviations(tokenizeWithSpans(query.slice(0, MAX_QUERY_CHARS)))
    .map((t) => t.t)
    .slice(0, MAX_QUERY_WORDS);
}

export function resolveQueryWords(words: readonly string[]): TQueryWord[] {
  const { vocabulary } = searchIndex();
  return words.map((text, i) => {
    const [lo, hi] = prefixRange(vocabulary, text);
    const prev = i > 0 ? words[i - 1]! : null;
    return {
      text,
      lo,
      hi,
      exact: !/^[a-z]$/.test(text) && vocabulary[lo] === text ? lo : -1,
      kindWord: UNIT_TYPE_WORDS.has(text),
      afterKind: prev !== null && UNIT_TYPE_WORDS.has(prev) ? prev : null,
    };
  });
}

/** Indexes of the entries whose words (own and parents') start every query word. */
function candidates(qs: readonly TQueryWord[]): number[] {
  const { ownPostings, entries } = searchIndex();
  const texts = [...new Set(qs.map((q) => q.text))];
  const mask = new Uint16Array(entries.length);
  for (let b = 0; b < texts.length; b++) {
    const q = qs.find((x) => x.text === texts[b])!;
    if (q.lo === q.hi) return [];
    const bit = 1 << b;
    for (let v = q.lo; v < q.hi; v++) {
      const list = ownPostings[v]!;
      for (let k = 0; k < list.length; k++) mask[list[k]!]! |= bit;
    }
  }
  const full = (1 << texts.length) - 1;
  const out: number[] = [];
  for (let idx = 0; idx < entries.length; idx++) {
    const chain = entries[idx]!.chain;
    let m = 0;
    for (let k = 0; k < chain.length; k++) m |= mask[chain[k]!.index]!;
    if (m === full) out.push(idx);
  }
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
  return a.e.chain[0]!.index < b.e.chain[0]!.index;
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
  const words = queryWords(query);
  if (words.length === 0) return [];
  const qs = resolveQueryWords(words);
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
