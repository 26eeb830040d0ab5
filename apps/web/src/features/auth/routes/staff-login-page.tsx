import { AuthLayout } from '../components/auth-layout.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** /staff-login: the provider's own staff sign in through the staff portal. */
export function StaffLoginPage() {
  return (
    <AuthLayout testId="staff-login-page">
      <LoginForm portal="staff" />
    </AuthLayout>
  );
}
