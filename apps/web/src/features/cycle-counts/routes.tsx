import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The area's texts (the warehouse console's), loaded with its pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['ops'];

/** Cycle counts of the provider staff's warehouse console (apps/web/README.md). */
export const routes: RouteObject[] = [
  {
    path: '/kho/kiem-ke-dinh-ky',
    handle: { menuKey: 'cycleCount' },
    lazy: async () => ({ Component: (await import('./routes/cycle-count-page.tsx')).CycleCountPage }),
  },
];
