import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api.ts';
import { forgetShopConfig, type TConfigEntry, type TShopContract } from '../../../lib/config.ts';

export interface TShopLimitsRow {
  shopId: number;
  shopName: string;
  clientName: string;
  contract: TShopContract | null;
}

const keys = {
  global: ['ops-config', 'global'] as const,
  shops: ['ops-config', 'shops'] as const,
};

export function useGlobalConfigList() {
  return useQuery({
    queryKey: keys.global,
    queryFn: ({ signal }) => fetchData.post<TConfigEntry[]>('/ops/config/global/list', {}, signal),
  });
}

export function useUpdateGlobalConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: TConfigEntry) => fetchData.post('/ops/config/global/update', entry),
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
    queryFn: ({ signal }) => fetchData.post<TShopLimitsRow[]>('/ops/config/shop/list', {}, signal),
  });
}

export function useUpdateShopLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { shopId: number } & TShopContract) => fetchData.post('/ops/config/shop/update', input),
    onSuccess: async (_data, input) => {
      // the per-shop cache of this browser must not keep the old limits
      forgetShopConfig(input.shopId);
      await queryClient.invalidateQueries({ queryKey: ['config', 'shop', input.shopId] });
      await queryClient.invalidateQueries({ queryKey: keys.shops });
    },
  });
}
