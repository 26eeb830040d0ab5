import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_CALLS, MASTER_DATA_CALLS, MONEY_CALLS, PERMISSION_CALLS, SHOP_CALLS, type TCallInput, type TCallOutput } from '@ffm/domain';
import { callApi, downloadCall } from '../../../lib/api-client.ts';
import { USER_INFO_KEY } from '../../../lib/user-info.ts';

const M = MONEY_CALLS;
const S = SHOP_CALLS;

export type TBankAccountView = TCallOutput<typeof M.bankAccounts>[number];
export type TShopView = TCallOutput<typeof S.owner>[number];
export type TMember = TCallOutput<typeof S.members>[number];
export type TCodTransferView = TCallOutput<typeof M.codTransfers>['items'][number];
export type TCoinEntryView = TCallOutput<typeof M.creditLog>['items'][number];
export type TOtpPurposeInput = TCallInput<typeof M.genOtp>['purpose'];

const keys = {
  banks: ['money', 'bank-accounts'] as const,
  bankList: ['master', 'banks'] as const,
  shops: ['money', 'shops'] as const,
  members: ['money', 'members'] as const,
  staff: (shopId: number) => ['money', 'staff', shopId] as const,
  groups: (shopId: number) => ['money', 'groups', shopId] as const,
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
  return callApi(M.genOtp, { purpose });
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

export function useShops() {
  return useQuery({ queryKey: keys.shops, queryFn: ({ signal }) => callApi(S.owner, {}, { signal }) });
}

export function useSaveShop() {
  return useInvalidating(
    (input: TCallInput<typeof S.register> & { shop_id?: number }) =>
      input.shop_id ? callApi(S.update, { ...input, shop_id: input.shop_id }).then((s) => ({ shop_id: s._id })) : callApi(S.register, input),
    [USER_INFO_KEY],
  );
}

export function useShopBankAccount() {
  return useInvalidating((input: TCallInput<typeof S.updateBankAccount>) => callApi(S.updateBankAccount, input));
}

export function useShopStatus() {
  return useInvalidating((input: TCallInput<typeof S.updateStatus>) => callApi(S.updateStatus, input));
}

export function useMainShop() {
  return useInvalidating((shopId: number) => callApi(S.updateMainShop, { shop_id: shopId }), [USER_INFO_KEY]);
}

export function useProvinces() {
  return useQuery({ queryKey: ['master', 'provinces'], queryFn: ({ signal }) => callApi(MASTER_DATA_CALLS.province, {}, { signal }), staleTime: 3600_000 });
}

export function useDistricts(provinceId: number | undefined) {
  return useQuery({
    queryKey: ['master', 'districts', provinceId ?? 0],
    queryFn: ({ signal }) => callApi(MASTER_DATA_CALLS.district, { province_id: provinceId ?? 0 }, { signal }),
    enabled: !!provinceId,
    staleTime: 3600_000,
  });
}

export function useWards(districtId: number | undefined) {
  return useQuery({
    queryKey: ['master', 'wards', districtId ?? 0],
    queryFn: ({ signal }) => callApi(MASTER_DATA_CALLS.ward, { district_id: districtId ?? 0 }, { signal }),
    enabled: !!districtId,
    staleTime: 3600_000,
  });
}

export function useShopStaff(shopId: number | null) {
  return useQuery({
    queryKey: keys.staff(shopId ?? 0),
    queryFn: ({ signal }) => callApi(ACCOUNT_CALLS.shopStaff, { shop_id: shopId ?? undefined }, { signal }),
    enabled: shopId !== null,
  });
}

export function useShopGroups(shopId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: keys.groups(shopId ?? 0),
    queryFn: ({ signal }) => callApi(PERMISSION_CALLS.groups, { shop_id: shopId ?? undefined }, { signal, quiet: true }),
    enabled: shopId !== null && enabled,
  });
}

export function findAccount(username: string) {
  return callApi(S.oneByUsername, { username });
}

export function useAddStaff() {
  return useInvalidating((input: TCallInput<typeof S.addStaff>) => callApi(S.addStaff, input), [['permissions']]);
}

export function useRemoveStaff() {
  return useInvalidating((input: TCallInput<typeof S.removeStaff>) => callApi(S.removeStaff, input), [['permissions']]);
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

export function useMembers() {
  return useQuery({ queryKey: keys.members, queryFn: ({ signal }) => callApi(S.members, {}, { signal }) });
}

export function usePayDebts() {
  return useInvalidating(() => callApi(M.payDebts, {}));
}

/** Whether the client already has this bank and account number (another account than `exceptId`). */
export function bankAccountExisted(input: TCallInput<typeof M.bankAccountCheckExisted>) {
  return callApi(M.bankAccountCheckExisted, input).then((r) => r.existed);
}
