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
