import { Avatar, Dropdown, type MenuProps } from 'antd';
import { CheckOutlined, DownOutlined, GlobalOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TLang } from '@ffm/domain';
import { switchLanguage } from '../../lib/language.ts';
import type { TUserInfo } from '../../lib/user-info.ts';
import { roleLabel } from '../../lib/role-label.ts';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const last = parts[parts.length - 1] ?? '';
  return (last[0] ?? '?').toUpperCase();
}

/** The account menu of the header: who is signed in, account page, language, sign out. */
export function UserMenu({ info }: { info: TUserInfo }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lang: TLang = i18n.language === 'en' ? 'en' : 'vi';

  const languageItem = (value: TLang): NonNullable<MenuProps['items']>[number] => ({
    key: `lang:${value}`,
    label: <span data-testid={`user-menu-lang-${value}`}>{t(`language.${value}`)}</span>,
    icon: value === lang ? <CheckOutlined /> : <span className="user-menu__no-icon" />,
  });

  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <div className="user-menu__who">
          <div className="user-menu__name">{info.user.fullName}</div>
          <div className="user-menu__role">{roleLabel(t, info)}</div>
        </div>
      ),
    },
    { type: 'divider' },
    { key: 'account', icon: <UserOutlined />, label: <span data-testid="user-menu-account">{t('shell.account')}</span> },
    {
      key: 'language',
      icon: <GlobalOutlined />,
      label: t('language.label'),
      children: [languageItem('vi'), languageItem('en')],
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="logout">{t('shell.logout')}</span> },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'account') void navigate('/tai-khoan');
    else if (key === 'logout') void navigate('/logout');
    else if (key === 'lang:vi' || key === 'lang:en') void switchLanguage(key === 'lang:en' ? 'en' : 'vi');
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className="user-menu" data-testid="user-menu" aria-label={t('shell.account')}>
        <Avatar size={30} className="user-menu__avatar">
          {initials(info.user.fullName)}
        </Avatar>
        <span className="user-menu__label">{info.user.fullName}</span>
        <DownOutlined className="user-menu__caret" />
      </button>
    </Dropdown>
  );
}
