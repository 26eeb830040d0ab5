import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The area's texts (the warehouse console's), loaded with its pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['ops'];

/** The returns desk of the provider staff's warehouse console (apps/web/README.md). */
export const routes: RouteObject[] = [
  {
    path: '/kho/nhan-hang-hoan',
    handle: { menuKey: 'returnReceive' },
    lazy: async () => ({ Component: (await import('./routes/return-receive-page.tsx')).ReturnReceivePage }),
  },
];
