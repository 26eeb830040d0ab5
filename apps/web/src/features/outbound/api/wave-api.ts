import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WAVE_CALLS, type TCallInput } from '@ffm/domain';
import { callApi } from '../../../lib/api-client.ts';

/** Wave picking (/ops/outbound/release-wave, get-wave, pick-bin, sort-scan). */

const waveKey = (id: number | null) => ['ops', 'wave', id] as const;

export function useWave(id: number | null) {
  return useQuery({ queryKey: waveKey(id), enabled: id !== null, queryFn: ({ signal }) => callApi(WAVE_CALLS.getWave, { id: id ?? 0 }, { signal }) });
}

export function useReleaseWave() {
  return useMutation({ mutationFn: (input: TCallInput<typeof WAVE_CALLS.releaseWave>) => callApi(WAVE_CALLS.releaseWave, input), meta: { silentError: true } });
}

export function usePickBin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCallInput<typeof WAVE_CALLS.pickBin>) => callApi(WAVE_CALLS.pickBin, input),
    onSuccess: (answer) => queryClient.setQueryData(waveKey(answer.wave.id), answer.wave),
    meta: { silentError: true },
  });
}

export function useSortScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCallInput<typeof WAVE_CALLS.sortScan>) => callApi(WAVE_CALLS.sortScan, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['ops', 'wave'] }),
    meta: { silentError: true },
  });
}
