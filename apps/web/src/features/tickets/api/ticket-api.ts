import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TICKET_CALLS, type TCallInput, type TCallOutput } from '@ffm/domain';
import { callApi, uploadCall } from '../../../lib/api-client.ts';
import { LIVE_DETAIL, LIVE_LIST } from '../../../lib/live-refresh.ts';

const T = TICKET_CALLS;
export type TTicketView = TCallOutput<typeof T.list>['items'][number];
export type TTicketDetailView = TCallOutput<typeof T.detail>;

export function useTicketList(input: TCallInput<typeof T.list>, ops = false) {
  return useQuery({
    queryKey: ['tickets', ops ? 'ops' : 'mine', input],
    queryFn: ({ signal }) => (ops ? callApi(T.opsList, input, { signal }) : callApi(T.list, input, { signal })),
    placeholderData: keepPreviousData,
    ...LIVE_LIST,
  });
}

export function useTicket(id: number | null, ops = false) {
  return useQuery({
    queryKey: ['tickets', ops ? 'ops' : 'mine', 'detail', id ?? 0],
    queryFn: ({ signal }) => (ops ? callApi(T.opsDetail, { id: id ?? 0 }, { signal }) : callApi(T.detail, { id: id ?? 0 }, { signal })),
    enabled: id !== null,
    // the other side's answers and status changes show up without a reload
    ...LIVE_DETAIL,
  });
}

export function useTicketCategories() {
  return useQuery({ queryKey: ['tickets', 'categories'], queryFn: ({ signal }) => callApi(T.categories, {}, { signal }), staleTime: 3600_000 });
}

export function useTicketContacts() {
  return useQuery({ queryKey: ['tickets', 'contacts'], queryFn: ({ signal }) => callApi(T.contacts, {}, { signal }) });
}

export function useSupportContact() {
  return useQuery({ queryKey: ['tickets', 'contact'], queryFn: ({ signal }) => callApi(T.contact, {}, { signal }), staleTime: 3600_000 });
}

function useTicketMutation<I, O>(fn: (i: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void qc.invalidateQueries({ queryKey: ['tickets'] }) });
}

export function useCreateTicket() {
  return useTicketMutation((i: TCallInput<typeof T.create>) => callApi(T.create, i));
}

export function useReplyTicket(ops = false) {
  return useTicketMutation((i: TCallInput<typeof T.opsReply>) => (ops ? callApi(T.opsReply, i) : callApi(T.reply, { id: i.id, body: i.body, file_ids: i.file_ids })));
}

export function useTicketStatus() {
  return useTicketMutation((i: TCallInput<typeof T.opsStatus>) => callApi(T.opsStatus, i));
}

export function uploadAttachment(file: File, customerId?: number) {
  return uploadCall(T.fileUpload, file, customerId ? { customerId } : {}, { fileName: file.name });
}

/** Opens a file through a short-lived link (genToken, then download). */
export async function openFile(id: number, customerId?: number) {
  const { token } = await callApi(T.fileToken, { id, ...(customerId ? { customerId } : {}) });
  window.open(`${T.fileDownload.path}?token=${encodeURIComponent(token)}`, '_blank', 'noopener');
}

export function useWaitingTickets() {
  return useQuery({ queryKey: ['tickets', 'ops', 'waiting'], queryFn: ({ signal }) => callApi(T.opsWaiting, {}, { signal }), refetchInterval: 15_000 });
}
