import type { RouteObject } from 'react-router-dom';

/** The dashboard overview; later the dashboard area replaces its body. */
export const routes: RouteObject[] = [
  { path: '/', handle: { menuKey: 'home' }, lazy: async () => ({ Component: (await import('./routes/home-page.tsx')).HomePage }) },
];
