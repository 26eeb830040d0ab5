import { describe, expect, it } from 'vitest';
import { listQueryFromParams, listQueryToParams } from './list-params.ts';

describe('SKU list URL state', () => {
  it('reads known filters and drops unknown values', () => {
    const q = listQueryFromParams(new URLSearchParams('keyword=banh%20dau&category=BACH_HOA&sortBy=name&sortDir=asc&page=3&pageSize=50&unit=HOP&tag=he'));
    expect(q).toEqual({ keyword: 'banh dau', category: 'BACH_HOA', unit: 'HOP', tag: 'he', sortBy: 'name', sortDir: 'asc', page: 3, pageSize: 50 });
    const bad = listQueryFromParams(new URLSearchParams('category=ROCKETS&sortBy=price&sortDir=up&page=-1&pageSize=5000'));
    expect(bad).toEqual({ keyword: undefined, category: undefined, unit: undefined, tag: undefined, sortBy: undefined, sortDir: undefined, page: 1, pageSize: 20 });
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    expect(listQueryToParams({ page: 1, pageSize: 20 }).toString()).toBe('');
    const q = { keyword: 'áo', category: 'THOI_TRANG' as const, page: 2, pageSize: 100, sortBy: 'sku' as const, sortDir: 'asc' as const };
    expect(listQueryFromParams(listQueryToParams(q))).toEqual({ ...q, unit: undefined, tag: undefined });
  });
});
