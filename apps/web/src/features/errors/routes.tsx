import type { RouteObject } from 'react-router-dom';
import type { TRouteHandle } from '../../lib/routing.ts';

const pub: TRouteHandle = { public: true };

/** SPEC §2 top-level states: permission denied, not found, server error, and the page for phones. */
export const routes: RouteObject[] = [
  { path: '/403', handle: pub, lazy: async () => ({ Component: (await import('./routes/forbidden-page.tsx')).ForbiddenPage }) },
  { path: '/404', handle: pub, lazy: async () => ({ Component: (await import('./routes/not-found-page.tsx')).NotFoundPage }) },
  {
    path: '/500',
    handle: pub,
    lazy: async () => ({ Component: (await import('./routes/server-error-page.tsx')).ServerErrorPage }),
  },
  { path: '/mobile', handle: pub, lazy: async () => ({ Component: (await import('./routes/mobile-page.tsx')).MobilePage }) },
];
