import { Outlet } from 'react-router-dom';
import { AntdProviders } from '../components/antd-providers.tsx';

/** Layout of the top-level pages that use antd (status pages, /mobile, the station link). */
export function AntdLayout() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  );
}
