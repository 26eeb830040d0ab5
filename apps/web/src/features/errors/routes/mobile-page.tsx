import { Button, Typography } from 'antd';
import { DesktopOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { LanguageLinks } from '../../../components/language-links.tsx';
import { acknowledgeMobile } from '../../../lib/device.ts';
import { SUPPORT_EMAIL, SUPPORT_HOTLINE } from '../../../lib/constants.ts';

/**
 * /mobile: phones land here from the shell. The portal is built for desktop screens; the user may still
 * go on, and finds the support contact.
 */
export function MobilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;

  const continueAnyway = () => {
    acknowledgeMobile();
    void navigate(from && from.startsWith('/') && !from.startsWith('//') ? from : '/login', { replace: true });
  };

  return (
    <div className="mobile-page" data-testid="mobile-page">
      <header className="mobile-page__header">
        <BrandMark />
        <LanguageLinks testId="mobile-lang-switch" />
      </header>
      <main className="mobile-page__main">
        <DesktopOutlined className="mobile-page__icon" aria-hidden="true" />
        <Typography.Title level={3}>{t('errors.mobile.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('errors.mobile.subtitle')}</Typography.Paragraph>
        <Button type="primary" size="large" block onClick={continueAnyway} data-testid="mobile-continue">
          {t('errors.mobile.signInAnyway')}
        </Button>
        <section className="mobile-page__support" aria-label={t('errors.mobile.support')}>
          <Typography.Text strong>{t('errors.mobile.support')}</Typography.Text>
          <a href={`tel:${SUPPORT_HOTLINE.replace(/\s+/g, '')}`} data-testid="support-hotline">
            <PhoneOutlined /> {t('errors.mobile.hotline')}: {SUPPORT_HOTLINE}
          </a>
          <a href={`mailto:${SUPPORT_EMAIL}`} data-testid="support-email">
            <MailOutlined /> {t('errors.mobile.email')}: {SUPPORT_EMAIL}
          </a>
        </section>
      </main>
    </div>
  );
}
