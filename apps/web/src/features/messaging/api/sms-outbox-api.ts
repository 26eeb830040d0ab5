import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MESSAGING_CALLS, type TCallInput, type TCallOutput } from '@ffm/domain';
import { callApi } from '../../../lib/api-client.ts';

export type TSmsView = TCallOutput<typeof MESSAGING_CALLS.opsSmsOutbox>['items'][number];

export function useSmsOutbox(input: TCallInput<typeof MESSAGING_CALLS.opsSmsOutbox>) {
  return useQuery({ queryKey: ['sms-outbox', input], queryFn: ({ signal }) => callApi(MESSAGING_CALLS.opsSmsOutbox, input, { signal }), placeholderData: keepPreviousData, refetchInterval: 5_000 });
}
