import { Navigate } from 'react-router-dom';
import { useSessionToken } from '../../../lib/session.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** /login: customer sign-in. A signed-in user goes home. */
export function LoginPage() {
  const token = useSessionToken();
  if (token) return <Navigate to="/" replace />;
  return (
    <AuthLayout testId="login-page">
      <LoginForm portal="client" />
    </AuthLayout>
  );
}
