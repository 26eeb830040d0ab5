import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_CALLS, type TDashboardInput } from '@ffm/domain';
import { callApi, downloadCall } from '../../../lib/api-client.ts';

/** The dashboard's figures for a period (kept while the next period loads, so the cards do not jump). */
export function useDashboard(input: TDashboardInput, enabled = true) {
  return useQuery({
    queryKey: ['dashboard', input],
    queryFn: ({ signal }) => callApi(DASHBOARD_CALLS.dashboard, input, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}

export function exportDashboard(input: TDashboardInput): Promise<void> {
  return downloadCall(DASHBOARD_CALLS.dashboardExport, input, 'tong-quan.xlsx');
}
