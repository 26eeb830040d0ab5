import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PUT_AWAY_CALLS, type TCallInput } from '@ffm/domain';
import { callApi } from '../../../lib/api-client.ts';

/** Put-away rules and bin capacity of a warehouse (PUT_AWAY_CALLS). */
export function usePutAwayRules(warehouseId: number | null) {
  return useQuery({
    queryKey: ['ops', 'put-away-rules', warehouseId ?? 0],
    queryFn: ({ signal }) => callApi(PUT_AWAY_CALLS.rules, { warehouseId: warehouseId ?? 0 }, { signal }),
    enabled: warehouseId !== null,
  });
}

function usePutAwayCall<C extends typeof PUT_AWAY_CALLS.saveRule | typeof PUT_AWAY_CALLS.deleteRule | typeof PUT_AWAY_CALLS.setCapacity>(call: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCallInput<C>) => callApi(call, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['ops', 'put-away-rules'] });
      void queryClient.invalidateQueries({ queryKey: ['ops', 'locations'] });
    },
    meta: { silentError: true },
  });
}

export const useSaveRule = () => usePutAwayCall(PUT_AWAY_CALLS.saveRule);
export const useDeleteRule = () => usePutAwayCall(PUT_AWAY_CALLS.deleteRule);
export const useSetCapacity = () => usePutAwayCall(PUT_AWAY_CALLS.setCapacity);
