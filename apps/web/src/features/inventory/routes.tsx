import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The area's texts, loaded with its pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['inventory'];

/**
 * /ton-kho: clients see their own stock (view_inventory), provider staff every customer's; the stock tools of
 * SPEC §2 and the provider staff's stock log, with the warehouse console's texts (`ops`). `/san-pham/kiem-ton`
 * is the same page as `/cong-cu/kiem-ton`.
 */
export const routes: RouteObject[] = [
  {
    path: '/ton-kho',
    handle: { menuKey: 'inventory' },
    lazy: async () => ({ Component: (await import('./routes/inventory-page.tsx')).InventoryPage }),
  },
  {
    path: '/kho/chuyen-vi-tri',
    handle: { menuKey: 'stockMove', catalogues: ['ops'] },
    lazy: async () => ({ Component: (await import('./routes/stock-move-page.tsx')).StockMovePage }),
  },
  {
    path: '/kho/nhat-ky',
    handle: { menuKey: 'stockLog', catalogues: ['ops'] },
    lazy: async () => ({ Component: (await import('./routes/stock-log-page.tsx')).StockLogPage }),
  },
  {
    path: '/cong-cu/kiem-ton',
    handle: { menuKey: 'stockCheck', catalogues: ['ops'] },
    lazy: async () => ({ Component: (await import('./routes/stock-check-page.tsx')).StockCheckPage }),
  },
  {
    path: '/san-pham/kiem-ton',
    handle: { menuKey: 'stockCheck', catalogues: ['ops'] },
    lazy: async () => ({ Component: (await import('./routes/stock-check-page.tsx')).StockCheckPage }),
  },
  {
    path: '/san-pham/scan-sku-location',
    handle: { menuKey: 'scanSkuLocation', catalogues: ['ops'] },
    lazy: async () => ({ Component: (await import('./routes/scan-sku-location-page.tsx')).ScanSkuLocationPage }),
  },
];
