import { useEffect, useState } from 'react';
import { Button, Drawer, Layout, Result, Skeleton, Tooltip } from 'antd';
import { CloseOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, SearchOutlined } from '@ant-design/icons';
import { Link, Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { shouldShowMobilePage } from '../../lib/device.ts';
import { errorMessage } from '../../lib/api.ts';
import { useSessionToken } from '../../lib/session.ts';
import { useCurrentShopId, useMenuList, useUserInfo, type TMenuGroupData, type TUserInfo } from '../../lib/user-info.ts';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { AccessGuard } from './access-guard.tsx';
import { GlobalSearch } from './global-search.tsx';
import { ShopSwitcher } from './shop-switcher.tsx';
import { SideMenu } from './side-menu.tsx';
import { UserMenu } from './user-menu.tsx';
import { useSessionSync } from './use-session-sync.ts';
import { ShellProviders } from './shell-providers.tsx';
import { BrandMark } from '../../components/brand-mark.tsx';
import { storage } from '../../lib/storage.ts';
import { menuLabel } from '../../lib/menu.ts';
import { useActiveMenuEntry } from './use-active-menu-entry.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';

const { Header, Sider, Content } = Layout;
const SIDER_COLLAPSED_KEY = 'sider-collapsed';

/** The home shell: signed-in users only (others go to /login), phones to /mobile first. */
export function AppShell() {
  const token = useSessionToken();
  const location = useLocation();
  if (shouldShowMobilePage()) return <Navigate to="/mobile" replace state={{ from: location.pathname + location.search }} />;
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return (
    <ShellProviders>
      <SignedInShell />
    </ShellProviders>
  );
}

function ShellSkeleton() {
  return (
    <Layout className="app-shell" data-testid="app-shell-loading">
      <Sider width={232} className="app-shell__sider" theme="light">
        <div className="app-shell__brand">
          <BrandMark />
        </div>
        <div className="app-shell__sider-skeleton">
          <Skeleton active title={false} paragraph={{ rows: 8 }} />
        </div>
      </Sider>
      <Layout>
        <Header className="app-shell__header" />
        <Content className="app-shell__content">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Content>
      </Layout>
    </Layout>
  );
}

function SignedInShell() {
  const { t } = useTranslation();
  const userInfo = useUserInfo();
  const menu = useMenuList();
  const shopId = useCurrentShopId();
  useSessionSync(userInfo.data);

  // a failed background refetch keeps the shell on its last data; only a first load without data fails here
  if (!userInfo.data || !menu.data) {
    if (!userInfo.isError && !menu.isError) return <ShellSkeleton />;
    return (
      <div className="status-page" data-testid="app-shell-error">
        <Result
          status="warning"
          title={t('shell.loadFailed')}
          subTitle={errorMessage(userInfo.error ?? menu.error)}
          extra={[
            <Button key="retry" type="primary" onClick={() => void Promise.all([userInfo.refetch(), menu.refetch()])}>
              {t('common.retry')}
            </Button>,
            <Link key="logout" to="/logout">
              <Button>{t('shell.logout')}</Button>
            </Link>,
          ]}
        />
      </div>
    );
  }
  return <ShellLayout info={userInfo.data} groups={menu.data.groups} shopId={shopId} />;
}

function ShellLayout({ info, groups, shopId }: { info: TUserInfo; groups: TMenuGroupData[]; shopId: number | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const activeKey = useActiveMenuEntry(groups)?.key;
  const pageTitle = activeKey ? menuLabel(t, activeKey) : null;
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${t('brand.name')}` : t('brand.name');
  }, [pageTitle, t]);
  const narrow = useNarrowScreen();
  const [collapsed, setCollapsed] = useState(() => storage.get(SIDER_COLLAPSED_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [phoneSearch, setPhoneSearch] = useState(false);

  const toggle = () => {
    const next = !collapsed;
    storage.set(SIDER_COLLAPSED_KEY, next ? '1' : '0');
    setCollapsed(next);
  };

  return (
    <Layout className={narrow ? 'app-shell app-shell--narrow' : 'app-shell'} data-testid="app-shell" hasSider={!narrow}>
      {narrow ? (
        // a phone: the menu is a drawer, the page gets the whole width
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={280}
          title={<BrandMark />}
          className="app-shell__drawer"
          data-testid="shell-drawer"
        >
          <SideMenu groups={groups} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Sider width={232} collapsedWidth={64} collapsed={collapsed} trigger={null} theme="light" className="app-shell__sider">
          <Link to="/" className="app-shell__brand" aria-label={t('brand.name')}>
            <BrandMark compact={collapsed} />
          </Link>
          <SideMenu groups={groups} collapsed={collapsed} />
        </Sider>
      )}
      <Layout className="app-shell__main">
        <Header className="app-shell__header">
          {narrow ? (
            <>
              <Button type="text" onClick={() => setDrawerOpen(true)} icon={<MenuOutlined />} aria-label={t('shell.expand')} data-testid="shell-menu-button" />
              <Link to="/" className="app-shell__header-brand" aria-label={t('brand.name')}>
                <BrandMark compact />
              </Link>
              <Button type="text" onClick={() => setPhoneSearch(true)} icon={<SearchOutlined />} aria-label={t('shell.searchPlaceholder')} data-testid="shell-search-button" />
              {phoneSearch ? (
                <div className="app-shell__phone-search">
                  <GlobalSearch groups={groups} autoFocus onDone={() => setPhoneSearch(false)} />
                  <Button type="text" onClick={() => setPhoneSearch(false)} icon={<CloseOutlined />} aria-label={t('shell.searchClose')} />
                </div>
              ) : null}
            </>
          ) : (
            <>
              <Tooltip title={collapsed ? t('shell.expand') : t('shell.collapse')}>
                <Button
                  type="text"
                  onClick={toggle}
                  icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                  aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
                />
              </Tooltip>
              <GlobalSearch groups={groups} />
            </>
          )}
          <div className="app-shell__header-spacer" />
          {info.shops.length > 0 ? <ShopSwitcher shops={info.shops} value={shopId} /> : null}
          <LanguageSwitch />
          <UserMenu info={info} />
        </Header>
        {navigation.state === 'loading' ? <div className="app-shell__progress" role="progressbar" aria-busy="true" /> : null}
        <Content className="app-shell__content">
          <AccessGuard groups={groups}>
            <Outlet />
          </AccessGuard>
        </Content>
      </Layout>
    </Layout>
  );
}
