import type { TPermissionCode } from '../permissions/tree.ts';

/**
 * The left menu, declared once: the server's menu-list filters it for the caller, the web renders it
 * (labels come from the i18n catalogue: `menu.<key>` and `menu.group.<group>`). An area adds its entries here
 * and its routes under apps/web/src/features/<area>/routes.tsx.
 */
export const MENU_GROUPS = ['HOME', 'SKU', 'INBOUND', 'OUTBOUND', 'INVENTORY', 'TOOLS', 'SHOP', 'OPS', 'ACCOUNT'] as const;
export type TMenuGroup = (typeof MENU_GROUPS)[number];

/** who sees an entry: client users (owner or staff with the permission), the owner only, provider staff, anyone signed in */
export type TMenuAudience = 'client' | 'owner' | 'staff' | 'staffAdmin' | 'any';

export interface TMenuItem {
  key: string;
  group: TMenuGroup;
  path: string;
  audience: TMenuAudience;
  /** client staff need this code in the current shop */
  permission?: TPermissionCode;
}

export const MENU: TMenuItem[] = [
  { key: 'home', group: 'HOME', path: '/', audience: 'any' },
  { key: 'permissionGroups', group: 'SHOP', path: '/phan-quyen', audience: 'owner' },
  { key: 'systemConfig', group: 'OPS', path: '/cau-hinh-he-thong', audience: 'staffAdmin' },
  { key: 'account', group: 'ACCOUNT', path: '/tai-khoan', audience: 'any' },
];

export interface TMenuViewer {
  kind: 'client' | 'staff';
  isOwner: boolean;
  staffRole: 'ops' | 'admin' | null;
  permissions: ReadonlySet<string>;
}

export function canSeeMenuItem(item: TMenuItem, v: TMenuViewer): boolean {
  switch (item.audience) {
    case 'any':
      return true;
    case 'staff':
      return v.kind === 'staff';
    case 'staffAdmin':
      return v.kind === 'staff' && v.staffRole === 'admin';
    case 'owner':
      return v.kind === 'client' && v.isOwner;
    case 'client':
      return v.kind === 'client' && (v.isOwner || !item.permission || v.permissions.has(item.permission));
  }
}

export function menuFor(v: TMenuViewer): Array<{ group: TMenuGroup; items: Array<Pick<TMenuItem, 'key' | 'path'>> }> {
  return MENU_GROUPS.map((group) => ({
    group,
    items: MENU.filter((i) => i.group === group && canSeeMenuItem(i, v)).map(({ key, path }) => ({ key, path })),
  })).filter((g) => g.items.length > 0);
}
