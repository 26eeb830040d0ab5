import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { LanguageLinks } from '../../../components/language-links.tsx';

/** The sign-in frame: brand panel on the left, the form card on the right. */
export function AuthLayout({ children, testId }: { children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="auth-layout" data-testid={testId}>
      <aside className="auth-layout__brand">
        <BrandMark />
        <div className="auth-layout__pitch">
          <h2>{t('brand.tagline')}</h2>
          <p>{t('auth.login.subtitle')}</p>
          <ul>
            <li>{t('auth.login.features.stock')}</li>
            <li>{t('auth.login.features.upload')}</li>
            <li>{t('auth.login.features.shipping')}</li>
          </ul>
        </div>
      </aside>
      <main className="auth-layout__main">
        <div className="auth-layout__lang">
          <LanguageLinks testId="login-lang-switch" />
        </div>
        <div className="auth-layout__card">{children}</div>
      </main>
    </div>
  );
}
