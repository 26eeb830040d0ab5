import { useMutation } from '@tanstack/react-query';
import { RETURN_CALLS, TICKET_CALLS, type TCallInput } from '@ffm/domain';
import { callApi, uploadCall } from '../../../lib/api-client.ts';

/** The returns desk (/ops/return/expected, /ops/return/receive). */

/** A returned express order of the warehouse's outbound: its customer and the lines expected in the parcel. */
export function useExpectedReturn() {
  return useMutation({ mutationFn: (input: TCallInput<typeof RETURN_CALLS.expected>) => callApi(RETURN_CALLS.expected, input), meta: { silentError: true } });
}

export function useReceiveReturn() {
  return useMutation({ mutationFn: (input: TCallInput<typeof RETURN_CALLS.receive>) => callApi(RETURN_CALLS.receive, input), meta: { silentError: true } });
}

/** A photo of a returned line: the attachment storage the tickets use, on the client's account. */
export function uploadReturnPhoto(file: File, customerId: number) {
  return uploadCall(TICKET_CALLS.fileUpload, file, { customerId }, { fileName: file.name });
}
