import type { RouteObject } from 'react-router-dom';

/** Configuration: the provider's system configuration (the server's config module; its texts are the shell's). */
export const routes: RouteObject[] = [
  {
    path: '/cau-hinh-he-thong',
    handle: { menuKey: 'systemConfig' },
    lazy: async () => ({ Component: (await import('./routes/system-config-page.tsx')).SystemConfigPage }),
  },
];
