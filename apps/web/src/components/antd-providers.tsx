import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import viVN from 'antd/es/locale/vi_VN';
import enUS from 'antd/es/locale/en_US';
import { useTranslation } from 'react-i18next';
import { THEME } from '../lib/theme.ts';

/**
 * antd's theme (the provider's orange) and locale, following the UI language (vi_VN / en_US: dates,
 * pagination, empty texts). Mounted by the shell and by the top-level pages that use antd; the sign-in
 * pages use none, so antd is not part of the first page's JavaScript.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : viVN} theme={THEME}>
      {children}
    </ConfigProvider>
  );
}
