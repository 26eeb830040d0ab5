import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentShopId, useMenuList, useUserInfo } from '../../../lib/user-info.ts';
import { AccountSummaryCard } from '../components/account-summary-card.tsx';
import { ContractLimitsCard } from '../components/contract-limits-card.tsx';
import { QuickLinks } from '../components/quick-links.tsx';

/** / : the overview after sign-in. The shell has loaded user info and the menu before this renders. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: info } = useUserInfo();
  const { data: menu } = useMenuList();
  const shopId = useCurrentShopId();
  if (!info) return null;

  return (
    <div data-testid="home-page">
      <PageHeader title={t('home.greeting', { name: info.user.fullName })} subtitle={t('home.intro')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <AccountSummaryCard info={info} shopId={shopId} />
        </Col>
        <Col xs={24} lg={15}>
          {info.client ? <ContractLimitsCard shopId={shopId} /> : <QuickLinks groups={menu?.groups ?? []} />}
        </Col>
        {info.client ? (
          <Col span={24}>
            <QuickLinks groups={menu?.groups ?? []} />
          </Col>
        ) : null}
      </Row>
    </div>
  );
}
