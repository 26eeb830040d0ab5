import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  {
    path: '/phan-quyen',
    handle: { menuKey: 'permissionGroups' },
    lazy: async () => ({ Component: (await import('./routes/permission-groups-page.tsx')).PermissionGroupsPage }),
  },
];
