import type { TPermissionCode } from '@ffm/domain';
import { useUserInfo } from './user-info.ts';

/** Whether the signed-in user may use a permission: owners and provider staff may; client staff by their groups. */
export function useCan(): (code: TPermissionCode) => boolean {
  const { data } = useUserInfo();
  return (code) => !!data && (data.isOwner || data.user.kind === 'staff' || data.permissions.includes(code));
}
