import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { messageFor } from '@ffm/domain';
import { currentLang } from '../lib/i18n.ts';

/** Goes back in the app's history when there is one, else home. */
function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };
}

/** SPEC §2 and §6: the 403 state says there is no permission, with the permission message and a go-back action. */
export function ForbiddenResult() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const navigate = useNavigate();
  return (
    <div data-testid="forbidden-page" className="status-page">
      <Result
        status="403"
        title={t('errors.forbidden.title')}
        subTitle={messageFor(403, currentLang())}
        extra={
          <Space wrap>
            <Button type="primary" onClick={goBack} data-testid="go-back" autoFocus>
              {t('errors.forbidden.goBack')}
            </Button>
            <Button onClick={() => void navigate('/')}>{t('common.goHome')}</Button>
          </Space>
        }
      />
    </div>
  );
}

export function NotFoundResult() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const navigate = useNavigate();
  return (
    <div data-testid="not-found-page" className="status-page">
      <Result
        status="404"
        title={t('errors.notFound.title')}
        subTitle={t('errors.notFound.subtitle')}
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => void navigate('/')}>
              {t('common.goHome')}
            </Button>
            <Button onClick={goBack}>{t('common.back')}</Button>
          </Space>
        }
      />
    </div>
  );
}

/** The 500 state; it may render outside the router's context (an error boundary), so it uses plain links. */
export function ServerErrorResult({ detail }: { detail?: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="server-error-page" className="status-page">
      <Result
        status="500"
        title={t('errors.serverError.title')}
        subTitle={detail ?? t('errors.serverError.subtitle')}
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('common.reload')}
            </Button>
            <Button href="/">{t('common.goHome')}</Button>
          </Space>
        }
      />
    </div>
  );
}
