import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** What a feature route declares about itself, read by the router and the shell. */
export interface TRouteHandle {
  /** a top-level page outside the home shell (sign-in, error pages) */
  public?: boolean;
  /** a top-level page that uses no antd (the sign-in pages): rendered without antd's providers, kept light */
  bare?: boolean;
  /** the menu entry that grants access: a signed-in user whose menu-list lacks it is sent to /403 */
  menuKey?: string;
  /** parts of the UI catalogue this page needs beyond its feature's `catalogues` (a staff page's `ops` texts) */
  catalogues?: readonly TUiCatalogue[];
}

export function routeHandle(route: Pick<RouteObject, 'handle'>): TRouteHandle {
  const h: unknown = route.handle;
  return h !== null && typeof h === 'object' ? (h as TRouteHandle) : {};
}

/** The shape of every `src/features/<area>/routes.tsx`. */
export interface TFeatureRoutesModule {
  routes: RouteObject[];
  /** the area's parts of the UI catalogue (packages/domain UI_CATALOGUES), loaded with its routes' modules */
  catalogues?: readonly TUiCatalogue[];
}
