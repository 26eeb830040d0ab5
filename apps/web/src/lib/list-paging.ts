import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Where a list stands (docs/lists.md): the page shown, its size, and the cursor that reached it (none: the first). */
export interface TListAt {
  page: number;
  pageSize: number;
  cursor?: string;
}

/**
 * The page of a list kept in state, for lists whose place is not in the URL: ListPager's handlers move it, and it
 * goes back to the first page whenever `filters` change (a cursor belongs to the filters it was read under).
 */
export function useListPaging(pageSize: number, filters: unknown = null) {
  const key = JSON.stringify(filters ?? null);
  const [state, setState] = useState<{ key: string; at: TListAt }>({ key, at: { page: 1, pageSize } });
  // other filters than the cursor's: the first page, at once (no render with a stale cursor)
  const at: TListAt = state.key === key ? state.at : { page: 1, pageSize: state.at.pageSize };
  return {
    paging: at,
    /** ListPager's `onPage` */
    onPage: (page: number, cursor: string | undefined) => setState({ key, at: { page, pageSize: at.pageSize, cursor } }),
    /** ListPager's `onPageSize`: the first page in the new size */
    onPageSize: (size: number) => setState({ key, at: { page: 1, pageSize: size } }),
    /** back to the first page */
    reset: () => setState({ key, at: { page: 1, pageSize: at.pageSize } }),
  };
}

/** The page sizes a list screen offers (ListPager's `sizes`); the first is the default, left out of the URL. */
export const LIST_PAGE_SIZES: readonly number[] = [20, 50, 100];
const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A list screen's filters read from the URL, each checked: a hand-edited or stale link falls back to "no filter",
 * never to a call the server refuses.
 */
export function urlValues(params: URLSearchParams) {
  const num = (k: string): number | undefined => {
    const v = Number(params.get(k));
    return Number.isInteger(v) && v > 0 ? v : undefined;
  };
  return {
    /** a positive whole number (an id, a page) */
    num,
    /** a calendar day 'YYYY-MM-DD' that exists (not 2026-13-99, which the server refuses) */
    date: (k: string): string | undefined => {
      const v = params.get(k);
      if (!v || !DATE_KEY.test(v)) return undefined;
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v ? v : undefined;
    },
    /** a trimmed text, none when empty */
    text: (k: string): string | undefined => params.get(k)?.trim() || undefined,
    /** one of the allowed values (strings, or numbers written as text) */
    oneOf: <T extends string | number>(k: string, allowed: readonly T[]): T | undefined => {
      const v = params.get(k);
      return v === null ? undefined : allowed.find((a) => String(a) === v);
    },
    /** where the list stands: the page, a size it offers, and the cursor of the page shown (docs/lists.md) */
    paging: (sizes: readonly number[] = LIST_PAGE_SIZES): TListAt => {
      const size = num('pageSize');
      return { page: num('page') ?? 1, pageSize: size && sizes.includes(size) ? size : sizes[0]!, cursor: params.get('cursor')?.slice(0, 300) || undefined };
    },
  };
}

/**
 * A list whose filters and place live in the URL, so a reload, a shared link or going back shows the same list.
 * `update` sets (or, with undefined or '', clears) parameters; any change but the page itself starts again at the
 * first page (a cursor belongs to the filters it was read under); `clear` keeps only the parameters named. `onPage`
 * and `onPageSize` are ListPager's.
 */
export function useUrlList(sizes: readonly number[] = LIST_PAGE_SIZES, onChange?: () => void) {
  const [params, setParams] = useSearchParams();
  const update = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (!('page' in patch)) next.delete('page');
    if (!('cursor' in patch)) next.delete('cursor');
    setParams(next, { replace: true });
    onChange?.();
  };
  /** drops every filter but those named (the tab) and sets `set`'s, back to the first page */
  const clear = (keep: readonly string[] = [], set: Record<string, string> = {}) => {
    const next = new URLSearchParams(set);
    for (const k of keep) {
      const v = params.get(k);
      if (v !== null) next.set(k, v);
    }
    setParams(next, { replace: true });
    onChange?.();
  };
  return {
    params,
    read: urlValues(params),
    update,
    clear,
    onPage: (page: number, cursor: string | undefined) => update({ page: page > 1 ? page : undefined, cursor: page > 1 ? cursor : undefined }),
    onPageSize: (size: number) => update({ pageSize: size === sizes[0] ? undefined : size }),
  };
}

/**
 * `useUrlList` for a list read in a scope chosen outside the URL (the ops warehouse, the current shop): a cursor
 * belongs to the scope it was read in, so the scope is written beside it (`key`), and under another scope the list
 * starts at its first page instead of sending a cursor of another list.
 */
export function useScopedUrlList(key: string, scope: number | null, sizes: readonly number[] = LIST_PAGE_SIZES, onChange?: () => void) {
  const url = useUrlList(sizes, onChange);
  const at = url.read.paging(sizes);
  const same = url.read.num(key) === (scope ?? undefined);
  return {
    ...url,
    /** the page to read: the URL's, or the first when its cursor was read in another scope */
    paging: same && at.page > 1 && at.cursor ? at : { page: 1, pageSize: at.pageSize },
    onPage: (page: number, cursor: string | undefined) =>
      url.update({ page: page > 1 ? page : undefined, cursor: page > 1 ? cursor : undefined, [key]: page > 1 ? (scope ?? undefined) : undefined }),
  };
}
