import type { RouteObject } from 'react-router-dom';

/**
 * Returns: the returns desk of the provider staff's warehouse console (apps/web/README.md), with the console's
 * texts, and the client's received returns beside its stock in transit (the transfers module's), with the
 * inventory texts it shares with /ton-kho.
 */
export const routes: RouteObject[] = [
  {
    path: '/kho/nhan-hang-hoan',
    handle: { menuKey: 'returnReceive', catalogues: ['ops'] },
    lazy: async () => ({ Component: (await import('./routes/return-receive-page.tsx')).ReturnReceivePage }),
  },
  {
    path: '/ton-kho/hoan-va-chuyen-kho',
    handle: { menuKey: 'returnsTransit', catalogues: ['inventory'] },
    lazy: async () => ({ Component: (await import('./routes/returns-transit-page.tsx')).ReturnsTransitPage }),
  },
];
