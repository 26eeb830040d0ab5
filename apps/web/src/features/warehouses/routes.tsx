import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The area's texts (the warehouse console's), loaded with its pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['ops'];

/** A warehouse's locations in the provider staff's warehouse console (apps/web/README.md). */
export const routes: RouteObject[] = [
  {
    path: '/kho/vi-tri',
    handle: { menuKey: 'locations' },
    lazy: async () => ({ Component: (await import('./routes/locations-page.tsx')).LocationsPage }),
  },
];
