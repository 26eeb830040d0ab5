import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The shops' and staff pages' texts (still in the money catalogue), loaded with the area's pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['money'];

/** The signed-in account (profile, password, API token), the owner's shops and the shops' staff. */
export const routes: RouteObject[] = [
  {
    path: '/tai-khoan',
    handle: { menuKey: 'account' },
    lazy: async () => ({ Component: (await import('./routes/account-page.tsx')).AccountPage }),
  },
  { path: '/cua-hang', handle: { menuKey: 'shops' }, lazy: async () => ({ Component: (await import('./routes/shops-page.tsx')).ShopsPage }) },
  { path: '/nhan-vien', handle: { menuKey: 'shopStaff' }, lazy: async () => ({ Component: (await import('./routes/staff-page.tsx')).StaffPage }) },
];
