import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '../../../components/page-loading.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import { revokeToken } from '../api/sso.ts';

/** /logout: revokes the token on the server, forgets the session here, and shows the sign-in page. */
export function LogoutPage() {
  const navigate = useNavigate();

  useEffect(() => {
    const hadToken = session.getToken() !== null;
    // the call reads the token synchronously, so the local session can be cleared at once
    const revoking = hadToken ? revokeToken() : Promise.resolve(null);
    session.clear();
    queryClient.clear();
    void revoking.finally(() => navigate('/login', { replace: true }));
  }, [navigate]);

  return <PageLoading fullScreen />;
}
