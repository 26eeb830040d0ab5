import { foldText, removeAccents } from '@ffm/domain';

/**
 * Accent-insensitive words for address search, folded by `foldText` of packages/domain (no diacritics,
 * đ → d, lower case). `tokenizeWithSpans` folds character by character instead, keeping each word's place
 * in the original string, so a parsed address can hand back the untouched rest of the user's text.
 */

const foldCache = new Map<string, string>();

function foldChar(ch: string): string {
  let f = foldCache.get(ch);
  if (f === undefined) {
    f = removeAccents(ch).toLowerCase();
    foldCache.set(ch, f);
  }
  return f;
}

/** Lower case, no diacritics, single spaces: 'Thành phố Hà Nội' → 'thanh pho ha noi'. */
export const fold = foldText;

/** Folded words: runs of a-z and 0-9. "Bà Rịa - Vũng Tàu" → ["ba", "ria", "vung", "tau"]. */
export function tokenize(s: string): string[] {
  return foldText(s).split(/[^a-z0-9]+/).filter((t) => t.length > 0);
}

export interface TSpanToken {
  /** folded word */
  t: string;
  /** its span in the original string */
  start: number;
  end: number;
  /** the character after it in the original string is a '.' ("Q.1", "P.Bến Nghé") */
  dotted: boolean;
}

/** Folded words with their spans in the original text. */
export function tokenizeWithSpans(s: string): TSpanToken[] {
  const out: TSpanToken[] = [];
  let cur = '';
  let start = -1;
  const flush = (end: number) => {
    if (cur.length > 0) out.push({ t: cur, start, end, dotted: s[end] === '.' });
    cur = '';
    start = -1;
  };
  let i = 0;
  for (const ch of s) {
    const f = foldChar(ch);
    // a combining mark on its own folds to '' and stays inside the word it decorates
    if (f === '' && cur.length > 0) {
      i += ch.length;
      continue;
    }
    if (/^[a-z0-9]+$/.test(f)) {
      if (start < 0) start = i;
      cur += f;
    } else {
      flush(i);
    }
    i += ch.length;
  }
  flush(i);
  return out;
}

/**
 * Words that name a kind of unit, Vietnamese and English. In a query they qualify the next word
 * ("quận 1" is a district named 1, not ward 1 of another district).
 */
export const UNIT_TYPE_WORDS: ReadonlySet<string> = new Set([
  'tinh', 'thanh', 'pho', 'quan', 'huyen', 'thi', 'xa', 'phuong', 'tran',
  'province', 'city', 'district', 'town', 'township', 'ward', 'commune',
]);

/** Abbreviations people type for kinds of unit. */
const ABBREVIATIONS: Record<string, string[]> = {
  tp: ['thanh', 'pho'],
  tx: ['thi', 'xa'],
  tt: ['thi', 'tran'],
  q: ['quan'],
  p: ['phuong'],
  h: ['huyen'],
  x: ['xa'],
};

/**
 * Expands abbreviations of unit kinds: "tp" → "thanh pho", "q1" / "q.1" → "quan 1", "p.12" → "phuong 12".
 * A single letter is only expanded when followed by a dot or by another word, so that a query being typed
 * ("q" on the way to "quang ninh") still works as a prefix.
 */
export function expandAbbreviations<T extends { t: string; dotted?: boolean }>(tokens: T[]): T[] {
  const out: T[] = [];
  tokens.forEach((tok, i) => {
    const m = /^([qp])(\d{1,2})$/.exec(tok.t);
    if (m) {
      out.push({ ...tok, t: m[1] === 'q' ? 'quan' : 'phuong' }, { ...tok, t: m[2]! });
      return;
    }
    const exp = ABBREVIATIONS[tok.t];
    const isLast = i === tokens.length - 1;
    if (exp && (tok.t.length > 1 || tok.dotted || !isLast)) {
      for (const t of exp) out.push({ ...tok, t });
      return;
    }
    out.push(tok);
  });
  return out;
}
