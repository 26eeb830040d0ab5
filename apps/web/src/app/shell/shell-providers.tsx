import { useEffect, type ReactNode } from 'react';
import { App as AntdApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { AntdProviders } from '../../components/antd-providers.tsx';
import { bindAntdInstances } from '../../lib/antd-bridge.ts';
import { TOAST_DURATION_SECONDS } from '../../lib/constants.ts';
import { queryClient } from '../../lib/query-client.ts';
import '../../lib/dayjs-setup.ts';

/** Binds the themed message and notification instances for `toast` and the network notice. */
function BindAntd() {
  const { message, notification } = AntdApp.useApp();
  useEffect(() => {
    bindAntdInstances({ message, notification });
    return () => bindAntdInstances(null);
  }, [message, notification]);
  return null;
}

/** Providers of the signed-in part: antd (theme, locale, App for toasts and modals) and server state. */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <AntdProviders>
      <QueryClientProvider client={queryClient}>
        <AntdApp message={{ duration: TOAST_DURATION_SECONDS, maxCount: 4 }} notification={{ placement: 'bottomRight' }}>
          <BindAntd />
          {children}
        </AntdApp>
      </QueryClientProvider>
    </AntdProviders>
  );
}
