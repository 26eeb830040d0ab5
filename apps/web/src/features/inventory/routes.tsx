import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The area's texts, loaded with its pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['inventory'];

/** /ton-kho: clients see their own stock (view_inventory), provider staff every customer's. */
export const routes: RouteObject[] = [
  {
    path: '/ton-kho',
    handle: { menuKey: 'inventory' },
    lazy: async () => ({ Component: (await import('./routes/inventory-page.tsx')).InventoryPage }),
  },
  {
    path: '/ton-kho/hoan-va-chuyen-kho',
    handle: { menuKey: 'returnsTransit' },
    lazy: async () => ({ Component: (await import('./routes/returns-transit-page.tsx')).ReturnsTransitPage }),
  },
];
