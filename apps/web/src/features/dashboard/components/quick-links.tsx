import { Card, Empty } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { itemIcon } from '../../../components/menu-icons.tsx';
import { menuGroupLabel, menuLabel, sortMenuGroups } from '../../../lib/menu.ts';
import type { TMenuGroupData } from '../../../lib/user-info.ts';

/** Tiles for the areas of the user's menu (the dashboard itself excluded). */
export function QuickLinks({ groups }: { groups: readonly TMenuGroupData[] }) {
  const { t } = useTranslation();
  const entries = sortMenuGroups(groups).flatMap((g) =>
    g.items.filter((i) => i.path !== '/').map((i) => ({ ...i, group: g.group })),
  );
  return (
    <Card title={t('home.quickLinks')} className="home-card" data-testid="quick-links">
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noQuickLinks')} />
      ) : (
        <div className="quick-links">
          {entries.map((e) => (
            <Link key={e.path} to={e.path} className="quick-links__tile" data-testid={`quick-link-${e.key}`}>
              <span className="quick-links__icon">{itemIcon(e.key, e.group)}</span>
              <span className="quick-links__text">
                <span className="quick-links__label">{menuLabel(t, e.key)}</span>
                <span className="quick-links__group">{menuGroupLabel(t, e.group)}</span>
              </span>
              <RightOutlined className="quick-links__arrow" />
            </Link>
          ))}
        </div>
      )}
    </Card>
  );
}
