import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RETURN_CALLS, TRANSFER_CALLS, type TCallInput } from '@ffm/domain';
import { callApi, downloadCall } from '../../../lib/api-client.ts';

/** The client's returns (reasons, dispositions) and its stock in transit between warehouses. */

export function useReturns(input: TCallInput<typeof RETURN_CALLS.list>) {
  return useQuery({ queryKey: ['inventory', 'returns', input], placeholderData: keepPreviousData, queryFn: ({ signal }) => callApi(RETURN_CALLS.list, input, { signal }) });
}

export function useStockInTransit() {
  return useQuery({ queryKey: ['inventory', 'in-transit'], queryFn: ({ signal }) => callApi(TRANSFER_CALLS.inTransit, {}, { signal }) });
}

export async function exportReturns(input: TCallInput<typeof RETURN_CALLS.export>): Promise<void> {
  await downloadCall(RETURN_CALLS.export, input, 'hang-hoan.xlsx');
}
