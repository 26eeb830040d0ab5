import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONFIG_CALLS, type TCallInput, type TShopContract } from '@ffm/domain';
import { callApi } from '../../../lib/api-client.ts';
import { forgetShopConfig } from '../../../lib/config.ts';

export type { TShopLimitsRow } from '@ffm/domain';

const keys = {
  global: ['ops-config', 'global'] as const,
  shops: ['ops-config', 'shops'] as const,
};

export function useGlobalConfigList() {
  return useQuery({
    queryKey: keys.global,
    queryFn: ({ signal }) => callApi(CONFIG_CALLS.globalList, {}, { signal }),
  });
}

export function useUpdateGlobalConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: TCallInput<typeof CONFIG_CALLS.globalUpdate>) => callApi(CONFIG_CALLS.globalUpdate, entry),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.global });
      // the general config read by every screen (phone prefixes...)
      await queryClient.invalidateQueries({ queryKey: ['config', 'general'] });
    },
  });
}

export function useShopLimitsList() {
  return useQuery({
    queryKey: keys.shops,
    queryFn: ({ signal }) => callApi(CONFIG_CALLS.shopList, {}, { signal }),
  });
}

export function useUpdateShopLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TShopContract & { shopId: number }) => callApi(CONFIG_CALLS.shopUpdate, input),
    onSuccess: async (_data, input) => {
      // the per-shop cache of this browser must not keep the old limits
      forgetShopConfig(input.shopId);
      await queryClient.invalidateQueries({ queryKey: ['config', 'shop', input.shopId] });
      await queryClient.invalidateQueries({ queryKey: keys.shops });
    },
  });
}
