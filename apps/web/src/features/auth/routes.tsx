import type { RouteObject } from 'react-router-dom';
import type { TRouteHandle } from '../../lib/routing.ts';

/** the sign-in pages use no antd (the first page must be light) */
const bare: TRouteHandle = { public: true, bare: true };
const pub: TRouteHandle = { public: true };

/** Sign-in, its returns, sign-out and the station deep link: top-level pages outside the shell. */
export const routes: RouteObject[] = [
  { path: '/login', handle: bare, lazy: async () => ({ Component: (await import('./routes/login-page.tsx')).LoginPage }) },
  {
    path: '/staff-login',
    handle: bare,
    lazy: async () => ({ Component: (await import('./routes/staff-login-page.tsx')).StaffLoginPage }),
  },
  {
    path: '/ffm/app/sso-login-customer',
    handle: bare,
    lazy: async () => ({ Component: (await import('./routes/sso-return-page.tsx')).SsoReturnPage }),
  },
  {
    path: '/sso-login',
    handle: bare,
    lazy: async () => ({ Component: (await import('./routes/sso-return-page.tsx')).SsoReturnPage }),
  },
  { path: '/logout', handle: bare, lazy: async () => ({ Component: (await import('./routes/logout-page.tsx')).LogoutPage }) },
  {
    path: '/create/station/:token',
    handle: pub,
    lazy: async () => ({ Component: (await import('./routes/station-page.tsx')).StationPage }),
  },
];
