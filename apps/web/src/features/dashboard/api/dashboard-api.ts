import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_CALLS, type TDashboardInput } from '@ffm/domain';
import { callApi, downloadCall } from '../../../lib/api-client.ts';

/**
 * The dashboard's figures for a period (kept while the next period loads, so the cards do not jump); a client
 * user's express orders and COD are the current shop's, so the shop is part of the key.
 */
export function useDashboard(input: TDashboardInput, enabled = true, shopId: number | null = null) {
  return useQuery({
    queryKey: ['dashboard', input, shopId],
    queryFn: ({ signal }) => callApi(DASHBOARD_CALLS.dashboard, input, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}

export function exportDashboard(input: TDashboardInput): Promise<void> {
  return downloadCall(DASHBOARD_CALLS.dashboardExport, input, 'tong-quan.xlsx');
}
