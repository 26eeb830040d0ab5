import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  {
    path: '/tai-khoan',
    handle: { menuKey: 'account' },
    lazy: async () => ({ Component: (await import('./routes/account-page.tsx')).AccountPage }),
  },
];
