import { Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../../lib/role-label.ts';
import type { TUserInfo } from '../../../lib/user-info.ts';

/** Who is signed in: the client, its scale, the role and the shop being worked in. */
export function AccountSummaryCard({ info, shopId }: { info: TUserInfo; shopId: number | null }) {
  const { t } = useTranslation();
  const shop = info.shops.find((s) => s.id === shopId);
  const items = info.client
    ? [
        { key: 'client', label: t('home.client'), children: info.client.name },
        { key: 'code', label: t('home.clientCode'), children: info.client.code },
        { key: 'scale', label: t('home.scale'), children: t(`home.scales.${info.client.scale}`, { defaultValue: info.client.scale }) },
        { key: 'role', label: t('home.role'), children: <Tag color={info.isOwner ? 'orange' : 'blue'}>{roleLabel(t, info)}</Tag> },
        { key: 'shop', label: t('home.currentShop'), children: <span data-testid="home-current-shop">{shop?.name ?? t('common.notSet')}</span> },
        { key: 'shops', label: t('home.shopCount'), children: info.shops.length },
      ]
    : [
        { key: 'role', label: t('home.role'), children: <Tag color="blue">{roleLabel(t, info)}</Tag> },
        { key: 'email', label: t('account.profile.email'), children: info.user.email ?? t('common.notSet') },
      ];
  return (
    <Card title={info.client ? t('home.client') : t('account.kinds.staff')} className="home-card" data-testid="account-summary">
      {info.client ? null : <Typography.Paragraph type="secondary">{t('home.providerAccount')}</Typography.Paragraph>}
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}
