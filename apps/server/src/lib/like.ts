import { foldText } from '@ffm/domain';

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The same, for the accent-folded search text of SKUs. */
export function foldedPattern(text: string): string {
  return containsPattern(foldText(text));
}

/**
 * A keyword that is a whole Vietnamese phone number (0 and 9 digits, or +84 / 84 and 9 digits), as phones are
 * stored ('0912345678'), else null. The top bar looks such a keyword up by an index on the phone before the
 * substring search: a phone's trigrams ('090', '000', …) are in most rows, so the trigram index reads long lists.
 */
export function wholePhone(keyword: string): string | null {
  const m = /^(?:0|\+?84)(\d{9})$/.exec(keyword.replace(/[\s.-]/g, ''));
  return m ? `0${m[1]}` : null;
}

/**
 * The top bar's bounded ranking of a keyword search on a `search_text` that begins with the record's code: the
 * newest `limit` records whose code starts with the keyword (a typed or scanned code), then the newest others
 * containing it. Each step is one indexed read of at most `limit` rows; the matches are never all ranked. `find` is
 * told the step: a record whose document code is upper-case letters and digits (SO, ASN, GY codes) reads the prefix
 * step from the code's own unique B-tree, built with `text_pattern_ops` so that `LIKE 'x%'` is an index range under
 * any database collation (C.UTF-8 and en_US.UTF-8 included, where the default operator class cannot serve it and the
 * step scanned the client's newest-first index: 230 ms for a code with no match on a client of 58,000 orders, 0.1 ms
 * now), where the trigram GIN read the code's common trigrams ('000', 'gy2') for 20-40 ms on a client of 349,000
 * express orders; the contains step reads the trigram index (or the client's newest-first index when matches are
 * dense). Given `codeOf`, a keyword that is a whole code of the prefix step's records ends the search there.
 */
export async function codeFirst<R extends { id: number }>(
  text: string,
  limit: number,
  find: (pattern: string, step: 'prefix' | 'contains') => Promise<R[]>,
  codeOf?: (r: R) => string,
): Promise<R[]> {
  // no code holds a space: a keyword with one (a name) has no prefix step (for SKUs it read the trigram index twice)
  if (/\s/.test(text)) return find(containsPattern(text), 'contains');
  const first = await find(`${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, 'prefix');
  if (first.length >= limit) return first;
  // a whole code names its record, as a whole phone does: the records merely containing it are not looked for (the
  // contains step cost 3-7 ms of a 10 ms search for an SO or express code on the client of 349,000 orders)
  if (codeOf && first.some((r) => codeOf(r).toLowerCase() === text)) return first;
  const seen = new Set(first.map((r) => r.id));
  const rest = await find(containsPattern(text), 'contains');
  return [...first, ...rest.filter((r) => !seen.has(r.id))].slice(0, limit);
}

/** The prefix step's pattern for an upper-case document code column (the keyword is folded to lower case). */
export function prefixOfCode(pattern: string): string {
  return pattern.toUpperCase();
}
