import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  {
    path: '/cau-hinh-he-thong',
    handle: { menuKey: 'systemConfig' },
    lazy: async () => ({ Component: (await import('./routes/system-config-page.tsx')).SystemConfigPage }),
  },
];
