import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { activeMenuEntry, menuGroupLabel, menuLabel, sortMenuGroups } from '../../lib/menu.ts';
import type { TMenuGroupData } from '../../lib/user-info.ts';
import { itemIcon } from '../../components/menu-icons.tsx';

type TItems = NonNullable<MenuProps['items']>;

/** The left menu from menu-list, grouped in MENU_GROUPS order with a caption per group. */
export function SideMenu({ groups, collapsed }: { groups: readonly TMenuGroupData[]; collapsed: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  const items = useMemo<TItems>(() => {
    const out: TItems = [];
    for (const g of sortMenuGroups(groups)) {
      const children: TItems = g.items.map((item) => ({
        key: item.path,
        icon: itemIcon(item.key, g.group),
        label: (
          <Link to={item.path} data-testid={`menu-${item.key}`}>
            {menuLabel(t, item.key)}
          </Link>
        ),
      }));
      if (g.group === 'HOME') out.push(...children);
      else out.push({ type: 'group', key: `group:${g.group}`, label: menuGroupLabel(t, g.group), children });
    }
    return out;
  }, [groups, t]);

  const selected = activeMenuEntry(groups, pathname)?.path;

  return (
    <Menu
      data-testid="side-menu"
      mode="inline"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={selected ? [selected] : []}
      className="side-menu"
    />
  );
}
