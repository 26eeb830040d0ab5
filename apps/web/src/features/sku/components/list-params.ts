import { SKU_CATEGORY_CODES, SKU_LIST_PAGE_SIZE_MAX, SKU_SORT_FIELDS, type TSkuCategory, type TSkuSortField } from '@ffm/domain';
import type { TSkuListQuery } from '../api/sku-api.ts';

export const LIST_PAGE_SIZES = [20, 50, 100, 200] as const;

function positiveInt(v: string | null, fallback: number, max: number): number {
  if (!v || !/^\d{1,7}$/.test(v)) return fallback;
  const n = Number(v);
  return n >= 1 && n <= max ? n : fallback;
}

/** The list's state from the URL (so back, reload and a shared link show the same list). */
export function listQueryFromParams(p: URLSearchParams): TSkuListQuery {
  const category = p.get('category');
  const sortBy = p.get('sortBy');
  const sortDir = p.get('sortDir');
  return {
    keyword: p.get('keyword')?.trim() || undefined,
    category: category && (SKU_CATEGORY_CODES as readonly string[]).includes(category) ? (category as TSkuCategory) : undefined,
    unit: p.get('unit')?.trim() || undefined,
    tag: p.get('tag')?.trim() || undefined,
    sortBy: sortBy && (SKU_SORT_FIELDS as readonly string[]).includes(sortBy) ? (sortBy as TSkuSortField) : undefined,
    sortDir: sortDir === 'asc' || sortDir === 'desc' ? sortDir : undefined,
    page: positiveInt(p.get('page'), 1, 1_000_000),
    pageSize: positiveInt(p.get('pageSize'), 20, SKU_LIST_PAGE_SIZE_MAX),
    cursor: p.get('cursor')?.slice(0, 300) || undefined,
  };
}

/** The URL of a list state; defaults are left out. */
export function listQueryToParams(q: TSkuListQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (q.keyword) p.set('keyword', q.keyword);
  if (q.category) p.set('category', q.category);
  if (q.unit) p.set('unit', q.unit);
  if (q.tag) p.set('tag', q.tag);
  if (q.sortBy) p.set('sortBy', q.sortBy);
  if (q.sortDir) p.set('sortDir', q.sortDir);
  if (q.page > 1) p.set('page', String(q.page));
  if (q.cursor && q.page > 1) p.set('cursor', q.cursor);
  if (q.pageSize !== 20) p.set('pageSize', String(q.pageSize));
  return p;
}
