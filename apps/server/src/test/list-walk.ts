import { expect } from 'vitest';

/** What a list answer says about its page (the domain's `zListPage`), as the tests read it. */
export interface TWalkPage<T> {
  items: T[];
  total: number;
  totalExact: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
}

/**
 * Walks a list by cursor (docs/lists.md): from the first page to the last by `nextCursor`, then back to the first
 * by `prevCursor`. `fetchPage` reads one page (no cursor: the first). Checks that the walk forward yields
 * `expected` in order, each row once, and the walk back the same pages; answers the pages.
 */
export async function expectCursorWalk<T, K>(fetchPage: (cursor: string | undefined) => Promise<TWalkPage<T>>, key: (row: T) => K, expected: readonly K[]): Promise<K[][]> {
  const pages: K[][] = [];
  let last: TWalkPage<T> | undefined;
  let cursor: string | undefined;
  do {
    last = await fetchPage(cursor);
    if (pages.length === 0) expect(last.prevCursor, 'the first page has no previous page').toBeNull();
    pages.push(last.items.map(key));
    cursor = last.nextCursor ?? undefined;
    // a cursor that does not move would loop for ever
  } while (cursor && pages.length <= expected.length + 1);
  expect(pages.flat()).toEqual(expected);
  const back: K[][] = [];
  let prev = last.prevCursor;
  while (prev && back.length <= pages.length) {
    const p = await fetchPage(prev);
    back.unshift(p.items.map(key));
    prev = p.prevCursor;
  }
  expect(back).toEqual(pages.slice(0, -1));
  return pages;
}
