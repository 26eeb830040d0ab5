import { useCallback, useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { EXPRESS_SETTING_CALLS, SHIPPING_CALLS, type TExpressSetting, type TExpressSettingUpdate } from '@ffm/domain';
import { callApi } from './api-client.ts';
import { useCurrentShopId } from './user-info.ts';

/**
 * The current shop's express settings (SPEC §7 express-setting): the defaults every create form of a shipping
 * order starts from. Keyed by the shop, so switching shops (the shell's switcher) reads the new shop's.
 */
export const expressSettingKey = (shopId: number | null) => ['express-setting', shopId] as const;

export function useExpressSetting() {
  const shopId = useCurrentShopId();
  return useQuery({
    queryKey: expressSettingKey(shopId),
    queryFn: ({ signal }) => callApi(EXPRESS_SETTING_CALLS.get, {}, { signal, quiet: true }),
    enabled: shopId !== null,
    staleTime: 60_000,
  });
}

export function useSaveExpressSetting() {
  const queryClient = useQueryClient();
  const shopId = useCurrentShopId();
  return useMutation({
    mutationFn: (input: TExpressSettingUpdate) => callApi(EXPRESS_SETTING_CALLS.update, input),
    onSuccess: (saved) => queryClient.setQueryData(expressSettingKey(shopId), saved),
  });
}

/** The current shop's pick-up hubs (GHN hub/all), for the pick-up choices. */
export function useShopHubs(enabled = true) {
  const shopId = useCurrentShopId();
  return useQuery({
    queryKey: ['express-setting', shopId, 'hubs'],
    queryFn: ({ signal }) => callApi(SHIPPING_CALLS.hubAll, {}, { signal, quiet: true }),
    enabled: enabled && shopId !== null,
    staleTime: 60_000,
  });
}

/** The stations that take parcels in (GHN station/get, at most 200: the choice is searched by name). */
export function useDropOffStations(enabled = true) {
  return useQuery({
    queryKey: ['express-setting', 'stations'],
    queryFn: ({ signal }) => callApi(SHIPPING_CALLS.stations, { limit: 200 }, { signal, quiet: true }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/**
 * Fills a create form from the current shop's express settings: when they arrive and again whenever they change
 * (another shop chosen in the switcher), each time only the fields the user has not touched, so nothing typed is
 * overwritten. `apply` fills again after the form was reset (a second order). Off while `enabled` is false
 * (editing an existing order).
 */
export function usePrefillFromExpressSetting<V>(form: FormInstance<V>, toValues: (s: TExpressSetting) => Partial<V>, enabled = true) {
  const { data } = useExpressSetting();
  const toValuesRef = useRef(toValues);
  toValuesRef.current = toValues;

  const apply = useCallback(() => {
    if (!data) return;
    const values = toValuesRef.current(data) as Record<string, unknown>;
    // setFields with touched false: setFieldsValue would mark the fields touched, and the next shop's settings
    // would then leave them alone
    const untouched = Object.entries(values).filter(([name]) => !form.isFieldTouched(name as never));
    form.setFields(untouched.map(([name, value]) => ({ name: name as never, value, touched: false })));
  }, [data, form]);

  useEffect(() => {
    if (enabled) apply();
  }, [apply, enabled]);

  return { setting: data, apply };
}
