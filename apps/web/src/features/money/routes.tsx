import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The area's texts, loaded with its pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['money'];

/** The owner's bank accounts, COD transfers and coin ledger. */
export const routes: RouteObject[] = [
  { path: '/tai-khoan-ngan-hang', handle: { menuKey: 'bankAccounts' }, lazy: async () => ({ Component: (await import('./routes/bank-accounts-page.tsx')).BankAccountsPage }) },
  { path: '/doi-soat-cod', handle: { menuKey: 'codTransfers' }, lazy: async () => ({ Component: (await import('./routes/cod-page.tsx')).CodPage }) },
  { path: '/vi-xu', handle: { menuKey: 'coin' }, lazy: async () => ({ Component: (await import('./routes/coin-page.tsx')).CoinPage }) },
];
