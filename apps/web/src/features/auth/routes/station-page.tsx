import { useEffect, useState } from 'react';
import { Button, Result } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { messageFor } from '@ffm/domain';
import { PageLoading } from '../../../components/page-loading.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { currentLang, i18n } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { exchangeCode, runOnce } from '../api/sso.ts';
import { completeSignIn } from '../api/complete-sign-in.ts';

/**
 * /create/station/:token: a deep link (from a station or a partner app) that signs the user in to create a
 * station order. The token is exchanged like the sign-in return's code; the user lands on the create form.
 */
export function StationPage() {
  const { t } = useTranslation();
  const { token } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(token ? null : messageFor(1013, currentLang()));

  useEffect(() => {
    if (!token) return;
    void runOnce(`station:${token}`, async () => {
      const env = await exchangeCode(token);
      if (env.code !== 0 || !env.data?.token) {
        setError(env.message || messageFor(1013, currentLang()));
        return;
      }
      await completeSignIn(env.data, queryClient);
      toast.info(i18n.t('auth.station.success'));
      // a station order: the deep link ends on the express create form
      await navigate('/van-don/tao-don', { replace: true });
    });
  }, [token, navigate]);

  if (!error) return <PageLoading fullScreen />;
  return (
    <div className="status-page" data-testid="station-error">
      <Result
        status="error"
        title={t('auth.station.failedTitle')}
        subTitle={error}
        extra={
          <Link to="/login">
            <Button type="primary">{t('auth.station.backToLogin')}</Button>
          </Link>
        }
      />
    </div>
  );
}
