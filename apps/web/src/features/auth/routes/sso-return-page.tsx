import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messageFor } from '@ffm/domain';
import { PageLoading } from '../../../components/page-loading.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { currentLang, i18n } from '../../../lib/i18n.ts';
import { prefetchSession } from '../../../lib/prefetch-session.ts';
import { session } from '../../../lib/session.ts';
import { preloadShell } from '../../../lib/shell-preload.ts';
import { exchangeCode, runOnce } from '../api/sso.ts';
import { completeSignIn } from '../api/complete-sign-in.ts';

/**
 * /ffm/app/sso-login-customer and /sso-login: the sign-in service's return. The one-time code becomes a
 * token; a bad code goes back to /login with the message.
 */
export function SsoReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');

  useEffect(() => {
    const fail = (error: string) => void navigate('/login', { replace: true, state: { error } });
    if (!code) {
      fail(i18n.t('auth.sso.missingCode'));
      return;
    }
    void runOnce(`sso:${code}`, async () => {
      // the exchange goes on the wire first, the shell's modules queue behind it
      const exchange = exchangeCode(code);
      preloadShell();
      const env = await exchange;
      if (env.code !== 0 || !env.data?.token) {
        fail(env.message || messageFor(1013, currentLang()));
        return;
      }
      await completeSignIn(env.data, queryClient);
      // user info and the menu are asked for now, not when the shell's modules have arrived
      prefetchSession();
      await navigate(session.takeReturnTo(), { replace: true });
    });
  }, [code, navigate]);

  return <PageLoading fullScreen />;
}
