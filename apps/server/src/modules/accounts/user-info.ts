import type { TUserInfo } from '@ffm/domain';
import type { TAuth } from '../../http/types.ts';

/** Who is signed in, answered from the resolved caller: no database round trip on this hot call. */
export function userInfoOf(auth: TAuth): TUserInfo {
  return { user: auth.user, client: auth.client, isOwner: auth.isOwner, shops: auth.shops, shopId: auth.shopId, permissions: [...auth.permissionList] };
}

/** GHN's profile call: the user, their client and whether they own it. */
export function profileOf(auth: TAuth) {
  return { ...auth.user, client: auth.client, isOwner: auth.isOwner };
}
