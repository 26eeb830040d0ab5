import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { menuGroupLabel, menuLabel, sortMenuGroups } from '../../lib/menu.ts';
import type { TMenuGroupData } from '../../lib/user-info.ts';
import { itemIcon } from '../../components/menu-icons.tsx';
import { useActiveMenuEntry } from './use-active-menu-entry.ts';

type TItems = NonNullable<MenuProps['items']>;

/**
 * The left menu from menu-list, grouped in MENU_GROUPS order with a caption per group. Detail pages highlight
 * the list they belong to.
 */
export function SideMenu({ groups, collapsed, onNavigate }: { groups: readonly TMenuGroupData[]; collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();

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

  const selected = useActiveMenuEntry(groups)?.path;

  return (
    <Menu
      data-testid="side-menu"
      mode="inline"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={selected ? [selected] : []}
      className="side-menu"
      onClick={onNavigate}
    />
  );
}
