import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { configureApi } from '../lib/api.ts';
import { loadCatalogues, type TUiCatalogue } from '../lib/i18n.ts';
import { routeHandle, type TFeatureRoutesModule } from '../lib/routing.ts';
import { shellPreloaded } from '../lib/shell-preload.ts';
import { PageLoading } from '../components/page-loading.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every area declares its routes in src/features/<area>/routes.tsx (lazy pages); adding an area is adding
 * its folder. Routes flagged `handle.public` are top-level pages; the others live inside the home shell.
 */
const featureModules = import.meta.glob<TFeatureRoutesModule>('../features/*/routes.tsx', { eager: true });

/**
 * The area's routes, each lazy module loaded together with the area's texts and the route's own
 * (`handle.catalogues`) in one round trip, not two.
 */
function withCatalogues(routes: RouteObject[], areaParts: readonly TUiCatalogue[]): RouteObject[] {
  return routes.map((r): RouteObject => {
    const parts = [...areaParts, ...(routeHandle(r).catalogues ?? [])];
    const lazy = r.lazy;
    const children = r.children ? { children: withCatalogues(r.children, parts) } : {};
    if (typeof lazy !== 'function' || parts.length === 0) return { ...r, ...children } as RouteObject;
    const withTexts: typeof lazy = async () => (await Promise.all([lazy(), loadCatalogues(parts)]))[0];
    return { ...r, ...children, lazy: withTexts } as RouteObject;
  });
}

const featureRoutes: RouteObject[] = Object.keys(featureModules)
  .sort()
  .flatMap((file) => withCatalogues(featureModules[file]?.routes ?? [], featureModules[file]?.catalogues ?? []));

const publicRoutes = featureRoutes.filter((r) => routeHandle(r).public === true);
// sign-in pages use no antd; the other top-level pages get antd's theme and locale from a shared layout
const bareRoutes = publicRoutes.filter((r) => routeHandle(r).bare === true);
const antdRoutes = publicRoutes.filter((r) => routeHandle(r).bare !== true);
// a page that fails renders the error state inside the shell, which stays usable around it
const shellRoutes = featureRoutes
  .filter((r) => routeHandle(r).public !== true)
  .map((r): RouteObject => (r.errorElement || r.ErrorBoundary ? r : { ...r, errorElement: <RouteError /> }));

export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading fullScreen />,
    children: [
      ...bareRoutes,
      {
        id: 'antd-pages',
        lazy: async () => ({ Component: (await import('./antd-layout.tsx')).AntdLayout }),
        children: antdRoutes,
      },
      {
        id: 'shell',
        lazy: async () => {
          // user info, the menu and the shop's config load while the shell's modules do, not after them
          void prefetchSession();
          await shellPreloaded();
          const shell = await import('./shell/app-shell.tsx');
          return { Component: shell.AppShell };
        },
        children: [
          ...shellRoutes,
          // unknown paths inside the shell render the not-found state
          { path: '*', lazy: async () => ({ Component: (await import('./shell/shell-not-found.tsx')).ShellNotFound }) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);


async function prefetchSession(): Promise<void> {
  (await import('../lib/prefetch-session.ts')).prefetchSession();
}


// a 401 ends the session: go to the logout path without reloading the page
configureApi({ onUnauthorized: () => void router.navigate('/logout', { replace: true }) });
