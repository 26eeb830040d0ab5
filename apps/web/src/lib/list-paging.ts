import { useState } from 'react';

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
