import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The area's texts (still in the money catalogue), loaded with its pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['money'];

/** Support tickets: the client's list, thread and new ticket; provider staff's answers (`/kho/ho-tro`). */
export const routes: RouteObject[] = [
  { path: '/ho-tro', handle: { menuKey: 'tickets' }, lazy: async () => ({ Component: (await import('./routes/tickets-page.tsx')).TicketsPage }) },
  { path: '/ho-tro/chi-tiet', handle: { menuKey: 'tickets' }, lazy: async () => ({ Component: (await import('./routes/ticket-detail-page.tsx')).TicketDetailPage }) },
  { path: '/kho/ho-tro', handle: { menuKey: 'opsTickets' }, lazy: async () => ({ Component: (await import('./routes/ops-tickets-page.tsx')).OpsTicketsPage }) },
];
