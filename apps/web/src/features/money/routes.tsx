import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The area's texts, loaded with its pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['money'];

/** The owner's shops, staff, bank accounts, COD and coin, support tickets; provider staff's tickets and SMS outbox. */
export const routes: RouteObject[] = [
  { path: '/cua-hang', handle: { menuKey: 'shops' }, lazy: async () => ({ Component: (await import('./routes/shops-page.tsx')).ShopsPage }) },
  {
    path: '/cua-hang/cai-dat-giao-hang',
    handle: { menuKey: 'expressSettings' },
    lazy: async () => ({ Component: (await import('./routes/express-settings-page.tsx')).ExpressSettingsPage }),
  },
  { path: '/nhan-vien', handle: { menuKey: 'shopStaff' }, lazy: async () => ({ Component: (await import('./routes/staff-page.tsx')).StaffPage }) },
  { path: '/tai-khoan-ngan-hang', handle: { menuKey: 'bankAccounts' }, lazy: async () => ({ Component: (await import('./routes/bank-accounts-page.tsx')).BankAccountsPage }) },
  { path: '/doi-soat-cod', handle: { menuKey: 'codTransfers' }, lazy: async () => ({ Component: (await import('./routes/cod-page.tsx')).CodPage }) },
  { path: '/vi-xu', handle: { menuKey: 'coin' }, lazy: async () => ({ Component: (await import('./routes/coin-page.tsx')).CoinPage }) },
  { path: '/phi-dich-vu', handle: { menuKey: 'fees' }, lazy: async () => ({ Component: (await import('./routes/fees-page.tsx')).FeesPage }) },
  { path: '/ho-tro', handle: { menuKey: 'tickets' }, lazy: async () => ({ Component: (await import('./routes/tickets-page.tsx')).TicketsPage }) },
  { path: '/ho-tro/chi-tiet', handle: { menuKey: 'tickets' }, lazy: async () => ({ Component: (await import('./routes/ticket-detail-page.tsx')).TicketDetailPage }) },
  { path: '/kho/ho-tro', handle: { menuKey: 'opsTickets' }, lazy: async () => ({ Component: (await import('./routes/ops-tickets-page.tsx')).OpsTicketsPage }) },
  { path: '/kho/bieu-phi', handle: { menuKey: 'feeTariffs' }, lazy: async () => ({ Component: (await import('./routes/tariffs-page.tsx')).TariffsPage }) },
  { path: '/kho/tin-nhan-sms', handle: { menuKey: 'smsOutbox' }, lazy: async () => ({ Component: (await import('./routes/sms-outbox-page.tsx')).SmsOutboxPage }) },
];
