import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MONEY_CALLS, type TCallInput, type TCallOutput } from '@ffm/domain';
import { callApi } from '../../../lib/api-client.ts';

export type TSmsView = TCallOutput<typeof MONEY_CALLS.opsSmsOutbox>['items'][number];

export function useSmsOutbox(input: TCallInput<typeof MONEY_CALLS.opsSmsOutbox>) {
  return useQuery({ queryKey: ['sms-outbox', input], queryFn: ({ signal }) => callApi(MONEY_CALLS.opsSmsOutbox, input, { signal }), placeholderData: keepPreviousData, refetchInterval: 5_000 });
}
