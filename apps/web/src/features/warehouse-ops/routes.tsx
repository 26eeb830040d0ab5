import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The area's texts, loaded with its pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['ops'];

/**
 * The provider staff's warehouse console (routes of our own, listed in apps/web/README.md) and the stock
 * tools of SPEC §2. `/san-pham/kiem-ton` is the same page as `/cong-cu/kiem-ton`.
 */
export const routes: RouteObject[] = [
  {
    path: '/kho/nhan-hang',
    handle: { menuKey: 'receiving' },
    lazy: async () => ({ Component: (await import('./routes/receiving-page.tsx')).ReceivingPage }),
  },
  {
    path: '/kho/vi-tri',
    handle: { menuKey: 'locations' },
    lazy: async () => ({ Component: (await import('./routes/locations-page.tsx')).LocationsPage }),
  },
  {
    path: '/kho/chuyen-vi-tri',
    handle: { menuKey: 'stockMove' },
    lazy: async () => ({ Component: (await import('./routes/stock-move-page.tsx')).StockMovePage }),
  },
  {
    path: '/kho/nhat-ky',
    handle: { menuKey: 'stockLog' },
    lazy: async () => ({ Component: (await import('./routes/stock-log-page.tsx')).StockLogPage }),
  },
  {
    path: '/kho/quy-tac-len-ke',
    handle: { menuKey: 'putAwayRules' },
    lazy: async () => ({ Component: (await import('./routes/put-away-rules-page.tsx')).PutAwayRulesPage }),
  },
  {
    path: '/kho/kiem-ke-dinh-ky',
    handle: { menuKey: 'cycleCount' },
    lazy: async () => ({ Component: (await import('./routes/cycle-count-page.tsx')).CycleCountPage }),
  },
  {
    path: '/cong-cu/kiem-ton',
    handle: { menuKey: 'stockCheck' },
    lazy: async () => ({ Component: (await import('./routes/stock-check-page.tsx')).StockCheckPage }),
  },
  {
    path: '/san-pham/kiem-ton',
    handle: { menuKey: 'stockCheck' },
    lazy: async () => ({ Component: (await import('./routes/stock-check-page.tsx')).StockCheckPage }),
  },
  {
    path: '/kho/lay-hang-theo-dot',
    handle: { menuKey: 'wavePick' },
    lazy: async () => ({ Component: (await import('./routes/wave-pick-page.tsx')).WavePickPage }),
  },
  {
    path: '/kho/chuyen-kho',
    handle: { menuKey: 'transfers' },
    lazy: async () => ({ Component: (await import('./routes/transfer-page.tsx')).TransferPage }),
  },
  {
    path: '/kho/nhan-hang-hoan',
    handle: { menuKey: 'returnReceive' },
    lazy: async () => ({ Component: (await import('./routes/return-receive-page.tsx')).ReturnReceivePage }),
  },
  {
    path: '/san-pham/scan-sku-location',
    handle: { menuKey: 'scanSkuLocation' },
    lazy: async () => ({ Component: (await import('./routes/scan-sku-location-page.tsx')).ScanSkuLocationPage }),
  },
];
