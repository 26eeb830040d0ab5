import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The area's texts (in the money catalogue), loaded with its pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['money'];

/** What the provider charges: the client's fees and invoices (`/phi-dich-vu`), staff's fee tariffs (`/kho/bieu-phi`). */
export const routes: RouteObject[] = [
  { path: '/phi-dich-vu', handle: { menuKey: 'fees' }, lazy: async () => ({ Component: (await import('./routes/fees-page.tsx')).FeesPage }) },
  { path: '/kho/bieu-phi', handle: { menuKey: 'feeTariffs' }, lazy: async () => ({ Component: (await import('./routes/tariffs-page.tsx')).TariffsPage }) },
];
