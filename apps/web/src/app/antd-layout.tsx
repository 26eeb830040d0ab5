import { Outlet } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { AntdProviders } from '../components/antd-providers.tsx';
import { queryClient } from '../lib/query-client.ts';

/**
 * Layout of the top-level pages that use antd (status pages, /mobile, the station link, the public tracking page):
 * antd's theme and locale, and the query client their data hooks need (signed in or not).
 */
export function AntdLayout() {
  return (
    <AntdProviders>
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </AntdProviders>
  );
}
