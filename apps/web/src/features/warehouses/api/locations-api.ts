import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FLOOR_LABEL_CALLS, WAREHOUSE_CALLS, type TCallInput } from '@ffm/domain';
import { callApi, downloadCall } from '../../../lib/api-client.ts';

/** The staff console's warehouses and locations (/ops/locations). */

export { useLocations, useWarehouses } from '../../../lib/warehouses.ts';

/** A location change moves what the stock tools and inventory screens show: both refresh. */
function useInvalidateLocations() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['ops'] });
    void queryClient.invalidateQueries({ queryKey: ['inventory'] });
  };
}

export function useCreateLocation() {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: (input: TCallInput<typeof WAREHOUSE_CALLS.createLocation>) => callApi(WAREHOUSE_CALLS.createLocation, input),
    onSuccess: invalidate,
    meta: { silentError: true },
  });
}

export function useUpdateLocation() {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: (input: TCallInput<typeof WAREHOUSE_CALLS.updateLocation>) => callApi(WAREHOUSE_CALLS.updateLocation, input),
    onSuccess: invalidate,
    meta: { silentError: true },
  });
}

/** Location barcode labels (80 × 40 mm) as ZPL for a 203 dpi thermal printer, saved as a .zpl file. */
export function downloadLocationLabels(warehouseId: number, codes: string[]): Promise<void> {
  return downloadCall(FLOOR_LABEL_CALLS.locations, { warehouseId, codes }, 'nhan-vi-tri.zpl');
}
