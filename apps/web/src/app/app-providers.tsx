import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';

/**
 * What every page needs: the texts. antd (theme, locale, App), the query client and dayjs come with the
 * shell and with the top-level pages that use them, so the sign-in page stays light.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
