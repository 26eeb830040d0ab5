import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_CALLS, SYSTEM_CALLS, type TCallOutput } from '@ffm/domain';
import { callApi } from './api-client.ts';
import { MENU_LIST_KEY, USER_INFO_KEY } from './query-keys.ts';
import { useSessionToken, useStoredShopId } from './session.ts';

/** Who is signed in (ACCOUNT_CALLS.userInfo) and its parts. */
export type TUserInfo = TCallOutput<typeof ACCOUNT_CALLS.userInfo>;
export type TUser = TUserInfo['user'];
export type TClient = NonNullable<TUserInfo['client']>;
export type TShopRef = TUserInfo['shops'][number];

/** The menu-list answer (SYSTEM_CALLS.menuList): groups of entries, already filtered for the user. */
export type TMenuList = TCallOutput<typeof SYSTEM_CALLS.menuList>;
export type TMenuGroupData = TMenuList['groups'][number];
export type TMenuEntry = TMenuGroupData['items'][number];

export { MENU_LIST_KEY, USER_INFO_KEY };

/** POST /ffm/user-info as a query: the hook's and the shell's prefetch (app/shell/prefetch-session.ts). */
export function userInfoQuery(token: string | null, shopId: number | null) {
  return queryOptions({
    queryKey: [...USER_INFO_KEY, token, shopId],
    queryFn: ({ signal }) => callApi(ACCOUNT_CALLS.userInfo, {}, { signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** POST /ffm/menu-list as a query. */
export function menuListQuery(token: string | null, shopId: number | null) {
  return queryOptions({
    queryKey: [...MENU_LIST_KEY, token, shopId],
    queryFn: ({ signal }) => callApi(SYSTEM_CALLS.menuList, {}, { signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** Who is signed in, in the current shop; refetched when the shop changes (permissions are per shop). */
export function useUserInfo() {
  const token = useSessionToken();
  const shopId = useStoredShopId();
  // keep showing the previous shop's data while the new one loads: no flash of the skeleton
  return useQuery({ ...userInfoQuery(token, shopId), placeholderData: (prev) => prev });
}

/** The left menu, already filtered for the user by the server. */
export function useMenuList() {
  const token = useSessionToken();
  const shopId = useStoredShopId();
  return useQuery({ ...menuListQuery(token, shopId), placeholderData: (prev) => prev });
}

/** The shop the user acts in: the stored one when the user still has it, else the server's choice. */
export function currentShopOf(info: TUserInfo | undefined, stored: number | null): number | null {
  if (!info) return stored;
  if (stored !== null && info.shops.some((s) => s.id === stored)) return stored;
  return info.shopId;
}

export function useCurrentShopId(): number | null {
  const stored = useStoredShopId();
  const { data } = useUserInfo();
  return currentShopOf(data, stored);
}
