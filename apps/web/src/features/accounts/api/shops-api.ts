import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_CALLS, MASTER_DATA_CALLS, MONEY_CALLS, PERMISSION_CALLS, SHOP_CALLS, type TCallInput, type TCallOutput } from '@ffm/domain';
import { callApi } from '../../../lib/api-client.ts';
import { USER_INFO_KEY } from '../../../lib/user-info.ts';

const S = SHOP_CALLS;

export type TShopView = TCallOutput<typeof S.owner>[number];
export type TMember = TCallOutput<typeof S.members>[number];

/** Under 'money' as the bank accounts are: a change of either refreshes the other (a shop shows its payout account). */
const keys = {
  banks: ['money', 'bank-accounts'] as const,
  shops: ['money', 'shops'] as const,
  members: ['money', 'members'] as const,
  staff: (shopId: number) => ['money', 'staff', shopId] as const,
  groups: (shopId: number) => ['money', 'groups', shopId] as const,
};

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

/** The client's bank accounts a shop can be paid to (the money area's list, same cache entry). */
export function useBankAccounts() {
  return useQuery({ queryKey: keys.banks, queryFn: ({ signal }) => callApi(MONEY_CALLS.bankAccounts, {}, { signal }) });
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

export function useMembers() {
  return useQuery({ queryKey: keys.members, queryFn: ({ signal }) => callApi(S.members, {}, { signal }) });
}
