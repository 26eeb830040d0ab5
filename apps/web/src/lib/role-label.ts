import type { TFunction } from 'i18next';
import type { TUserInfo } from './user-info.ts';

export function roleLabel(t: TFunction, info: TUserInfo): string {
  if (info.user.kind === 'staff') return info.user.staffRole === 'admin' ? t('shell.providerAdmin') : info.user.staffRole === 'supervisor' ? t('shell.providerSupervisor') : t('shell.providerStaff');
  return info.isOwner ? t('shell.owner') : t('shell.staffMember');
}
