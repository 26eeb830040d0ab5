/**
 * How screens that show what others change keep current (docs/architecture.md, "Live screens"): they poll. A
 * ticket's thread or an order's detail every 10 s, a list every 30 s; only while the tab is visible (TanStack
 * Query pauses the interval of a hidden tab), and once at once when the tab is shown again.
 */
export const LIVE_DETAIL = { refetchInterval: 10_000, refetchIntervalInBackground: false, refetchOnWindowFocus: true } as const;
export const LIVE_LIST = { refetchInterval: 30_000, refetchIntervalInBackground: false, refetchOnWindowFocus: true } as const;

/**
 * A list's table shows its loading state while another page or filter loads (the previous page is then a
 * placeholder), not while a background refresh of the same page runs.
 */
export function listLoading(q: { isPending: boolean; isPlaceholderData: boolean }): boolean {
  return q.isPending || q.isPlaceholderData;
}
