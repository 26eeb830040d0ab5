import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

export const catalogues: readonly TUiCatalogue[] = ['dashboard'];

/** The dashboard: figures of a period, each opening its list, above the account and the menu's areas. */
export const routes: RouteObject[] = [
  { path: '/', handle: { menuKey: 'home' }, lazy: async () => ({ Component: (await import('./routes/dashboard-page.tsx')).DashboardPage }) },
];
