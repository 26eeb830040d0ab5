import { RouterProvider } from 'react-router-dom';
import { watchNetwork } from '../lib/network-notice.ts';
import { AppProviders } from './app-providers.tsx';
import { router } from './router.tsx';

watchNetwork();

export function AppRoot() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
