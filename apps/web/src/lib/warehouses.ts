import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REFERENCE_CALLS, WAREHOUSE_CALLS, type TCallInput, type TMasterData } from '@ffm/domain';
import { callApi } from './api-client.ts';
import { useLang } from './display.ts';

/**
 * The master data of every form (`/ffm/master-data`: warehouses, carriers, option lists in the UI's language),
 * fetched once per language and kept: it rarely changes. Pickers read their part of it with `select`.
 */
export function useMasterData<T = TMasterData>(select?: (m: TMasterData) => T) {
  const lang = useLang();
  return useQuery({
    queryKey: ['reference', 'master-data', lang],
    queryFn: ({ signal }) => callApi(REFERENCE_CALLS.masterData, {}, { signal }),
    staleTime: 10 * 60_000,
    gcTime: 60 * 60_000,
    select,
  });
}

const warehousesOf = (m: TMasterData) => m.warehouses;
const transportersOf = (m: TMasterData) => m.transporters;

/** Active warehouses, for the pickers of every area. */
export function useWarehouses() {
  return useMasterData(warehousesOf);
}

/** Active carriers (tplInbound is the carrier's code). */
export function useTransporters() {
  return useMasterData(transportersOf);
}

type TLocationListInput = TCallInput<typeof WAREHOUSE_CALLS.locations>;

/**
 * A page of a warehouse's locations (/ops/locations), for the location list and the pickers of the receiving
 * console's put-away and the stock check. Under the `ops` key the stock tools refresh.
 */
export function useLocations(input: Omit<TLocationListInput, 'warehouseId'> & { warehouseId: number | null }) {
  const { warehouseId } = input;
  return useQuery({
    queryKey: ['ops', 'locations', input],
    queryFn: ({ signal }) => callApi(WAREHOUSE_CALLS.locations, { ...input, warehouseId: warehouseId ?? 0 }, { signal }),
    enabled: warehouseId !== null,
    placeholderData: keepPreviousData,
  });
}
