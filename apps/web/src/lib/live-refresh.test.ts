import { describe, expect, it } from 'vitest';
import { LIVE_DETAIL, LIVE_LIST, listLoading } from './live-refresh.ts';

describe('live screens', () => {
  it('poll only while the tab is visible, details more often than lists', () => {
    expect(LIVE_DETAIL.refetchIntervalInBackground).toBe(false);
    expect(LIVE_LIST.refetchIntervalInBackground).toBe(false);
    expect(LIVE_DETAIL.refetchInterval).toBeLessThan(LIVE_LIST.refetchInterval);
  });
  it('show the table loading for another page, not for a background refresh of the same page', () => {
    expect(listLoading({ isPending: true, isPlaceholderData: false })).toBe(true);
    expect(listLoading({ isPending: false, isPlaceholderData: true })).toBe(true);
    expect(listLoading({ isPending: false, isPlaceholderData: false })).toBe(false);
  });
});
