import { foldText } from '@ffm/domain';

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The same, for the accent-folded search text of SKUs. */
export function foldedPattern(text: string): string {
  return containsPattern(foldText(text));
}
