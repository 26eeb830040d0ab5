import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CYCLE_COUNT_CALLS, type TCallInput } from '@ffm/domain';
import { callApi, downloadCall } from '../../../lib/api-client.ts';

/** Cycle counts (CYCLE_COUNT_CALLS): counters see blind tasks, supervisors review and approve. */
const keys = {
  tasks: (warehouseId: number) => ['ops', 'cycle', 'tasks', warehouseId] as const,
  review: (warehouseId: number) => ['ops', 'cycle', 'review', warehouseId] as const,
  report: (input: TCallInput<typeof CYCLE_COUNT_CALLS.varianceReport>) => ['ops', 'cycle', 'report', input] as const,
};

/** A page of the variance report (finished counts by customer and SKU over a period). */
export function useCycleReport(input: TCallInput<typeof CYCLE_COUNT_CALLS.varianceReport> | null) {
  return useQuery({
    queryKey: keys.report(input ?? { warehouseId: 0, from: '', to: '' }),
    queryFn: ({ signal }) => callApi(CYCLE_COUNT_CALLS.varianceReport, input!, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}

/** The variance report of a period as xlsx. */
export function downloadCycleReport(input: TCallInput<typeof CYCLE_COUNT_CALLS.varianceExport>): Promise<void> {
  return downloadCall(CYCLE_COUNT_CALLS.varianceExport, input, `chenh-lech-kiem-ke-${input.from}-${input.to}.xlsx`);
}

export function useCycleTasks(warehouseId: number | null) {
  return useQuery({
    queryKey: keys.tasks(warehouseId ?? 0),
    queryFn: ({ signal }) => callApi(CYCLE_COUNT_CALLS.tasks, { warehouseId: warehouseId ?? 0 }, { signal }),
    enabled: warehouseId !== null,
  });
}

export function useCycleReview(warehouseId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: keys.review(warehouseId ?? 0),
    queryFn: ({ signal }) => callApi(CYCLE_COUNT_CALLS.review, { warehouseId: warehouseId ?? 0 }, { signal }),
    enabled: warehouseId !== null && enabled,
  });
}

function useCycleCall<C extends typeof CYCLE_COUNT_CALLS.count | typeof CYCLE_COUNT_CALLS.approve | typeof CYCLE_COUNT_CALLS.generate>(call: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCallInput<C>) => callApi(call, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['ops', 'cycle'] }),
    meta: { silentError: true },
  });
}

export const useCycleCount = () => useCycleCall(CYCLE_COUNT_CALLS.count);
export const useCycleApprove = () => useCycleCall(CYCLE_COUNT_CALLS.approve);
export const useCycleGenerate = () => useCycleCall(CYCLE_COUNT_CALLS.generate);
