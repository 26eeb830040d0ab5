import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MASTER_DATA_CALLS, MESSAGING_CALLS, MONEY_CALLS, type TCallInput, type TCallOutput } from '@ffm/domain';
import { callApi, downloadCall } from '../../../lib/api-client.ts';

const M = MONEY_CALLS;

export type TBankAccountView = TCallOutput<typeof M.bankAccounts>[number];
export type TCodTransferView = TCallOutput<typeof M.codTransfers>['items'][number];
export type TCoinEntryView = TCallOutput<typeof M.creditLog>['items'][number];
export type TOtpPurposeInput = TCallInput<typeof MESSAGING_CALLS.genOtp>['purpose'];

const keys = {
  banks: ['money', 'bank-accounts'] as const,
  bankList: ['master', 'banks'] as const,
  cod: (shopId: number) => ['money', 'cod', shopId] as const,
  coin: ['money', 'coin'] as const,
};

export function useBankAccounts() {
  return useQuery({ queryKey: keys.banks, queryFn: ({ signal }) => callApi(M.bankAccounts, {}, { signal }) });
}

export function useBankList() {
  return useQuery({ queryKey: keys.bankList, queryFn: ({ signal }) => callApi(MASTER_DATA_CALLS.bank, {}, { signal }), staleTime: 3600_000 });
}

export function sendOtp(purpose: TOtpPurposeInput) {
  return callApi(MESSAGING_CALLS.genOtp, { purpose });
}

function useInvalidating<I, O>(fn: (input: I) => Promise<O>, extra: ReadonlyArray<readonly unknown[]> = []) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['money'] });
      for (const k of extra) void qc.invalidateQueries({ queryKey: k });
    },
  });
}

export function useSaveBankAccount() {
  return useInvalidating((input: TCallInput<typeof M.bankAccountRegister> & { id?: number }) =>
    input.id ? callApi(M.bankAccountUpdate, { ...input, id: input.id }) : callApi(M.bankAccountRegister, input),
  );
}

export function useDeleteBankAccount() {
  return useInvalidating((id: number) => callApi(M.bankAccountDelete, { id }));
}

export function useMainBankAccount() {
  return useInvalidating((input: { bank_account_id: number; otp: string }) => callApi(M.updateMainBankAccount, input));
}

export function useCodSummary(shopId: number | null) {
  return useQuery({ queryKey: [...keys.cod(shopId ?? 0), 'summary'], queryFn: ({ signal }) => callApi(M.codSummary, {}, { signal }), enabled: shopId !== null });
}

export function useCodTransfers(shopId: number | null, paging: { page: number; pageSize: number; cursor?: string }) {
  return useQuery({
    queryKey: [...keys.cod(shopId ?? 0), 'transfers', paging],
    queryFn: ({ signal }) => callApi(M.codTransfers, paging, { signal }),
    enabled: shopId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCodDetail(shopId: number | null, id: number | null) {
  return useQuery({ queryKey: [...keys.cod(shopId ?? 0), 'detail', id ?? 0], queryFn: ({ signal }) => callApi(M.codDetail, { id: id ?? 0 }, { signal }), enabled: shopId !== null && id !== null });
}

export function exportCodTransfer(id: number) {
  return downloadCall(M.codExport, { id }, `doi-soat-cod-${id}.xlsx`);
}

export function useCoinAccount() {
  return useQuery({ queryKey: [...keys.coin, 'account'], queryFn: ({ signal }) => callApi(M.account, {}, { signal }) });
}

export function useCreditLog(input: TCallInput<typeof M.creditLog>) {
  return useQuery({ queryKey: [...keys.coin, 'log', input], queryFn: ({ signal }) => callApi(M.creditLog, input, { signal }), placeholderData: keepPreviousData });
}

export function usePayDebts() {
  return useInvalidating(() => callApi(M.payDebts, {}));
}

/** Whether the client already has this bank and account number (another account than `exceptId`). */
export function bankAccountExisted(input: TCallInput<typeof M.bankAccountCheckExisted>) {
  return callApi(M.bankAccountCheckExisted, input).then((r) => r.existed);
}
