import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The area's texts (in the money catalogue), loaded with its pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['money'];

/** What the provider charges: the client's fees and invoices (`/phi-dich-vu`), the owner's wallet statement (`/sao-ke-vi`), staff's fee tariffs (`/kho/bieu-phi`). */
export const routes: RouteObject[] = [
  { path: '/phi-dich-vu', handle: { menuKey: 'fees' }, lazy: async () => ({ Component: (await import('./routes/fees-page.tsx')).FeesPage }) },
  { path: '/sao-ke-vi', handle: { menuKey: 'walletStatement' }, lazy: async () => ({ Component: (await import('./routes/statement-page.tsx')).StatementPage }) },
  { path: '/kho/dich-vu-gia-tang', handle: { menuKey: 'vasWork' }, lazy: async () => ({ Component: (await import('./routes/vas-page.tsx')).VasPage }) },
  { path: '/kho/bieu-phi', handle: { menuKey: 'feeTariffs' }, lazy: async () => ({ Component: (await import('./routes/tariffs-page.tsx')).TariffsPage }) },
];
