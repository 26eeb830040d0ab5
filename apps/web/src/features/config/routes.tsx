import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The express settings' texts (still in the money catalogue), loaded with the area's pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['money'];

/** Configuration: the provider's system configuration, and a shop's express settings (the server's config module). */
export const routes: RouteObject[] = [
  {
    path: '/cau-hinh-he-thong',
    handle: { menuKey: 'systemConfig' },
    lazy: async () => ({ Component: (await import('./routes/system-config-page.tsx')).SystemConfigPage }),
  },
  {
    path: '/cua-hang/cai-dat-giao-hang',
    handle: { menuKey: 'expressSettings' },
    lazy: async () => ({ Component: (await import('./routes/express-settings-page.tsx')).ExpressSettingsPage }),
  },
];
