import { useState, type InputHTMLAttributes, type ReactNode, type SubmitEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { messageFor } from '@ffm/domain';
import { currentLang } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { preloadShell } from '../../../lib/shell-preload.ts';
import { ErrorIcon, EyeIcon, EyeOffIcon, LockIcon, UserIcon } from './login-icons.tsx';
import { authorize, loadAuthCalls, safeRedirect, type TPortal } from '../api/sso.ts';

interface TLoginState {
  from?: string;
  error?: string;
}

type TField = 'username' | 'password';

/** A labelled input in antd's look, with its error line (role=alert when shown). */
function Field({
  id,
  label,
  icon,
  error,
  suffix,
  ...input
}: {
  id: string;
  label: string;
  icon: ReactNode;
  error: string | null;
  suffix?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement> & { 'data-testid': string }) {
  return (
    <div className="login-field">
      <label htmlFor={id} className="login-field__label">
        {label}
      </label>
      <div className={error ? 'login-input login-input--error' : 'login-input'}>
        <span className="login-input__icon" aria-hidden="true">
          {icon}
        </span>
        <input
          id={id}
          className="login-input__control"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-help` : undefined}
          {...input}
        />
        {suffix}
      </div>
      <div id={`${id}-help`} className="login-field__help" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

/**
 * Sign-in with a phone number or email and a password. The sign-in service answers with the return path
 * carrying a one-time code; the app goes there and the return page exchanges it for a token. Typing starts
 * fetching the home shell (lib/shell-preload.ts).
 *
 * Native controls styled like antd's, and no antd at all: antd's Form and Input bring the form engine, its
 * validator and tooltips, and antd's core and theme would double this page, the first most users load.
 * Enter submits.
 */
export function LoginForm({ portal }: { portal: TPortal }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as TLoginState;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState<Record<TField, boolean>>({ username: false, password: false });
  const [error, setError] = useState<string | null>(state.error ?? null);
  const [submitting, setSubmitting] = useState(false);

  const problems: Record<TField, string | null> = {
    username: username.trim() === '' ? t('auth.login.usernameRequired') : null,
    password: password === '' ? t('auth.login.passwordRequired') : null,
  };
  const shown = (f: TField) => (touched[f] ? problems[f] : null);
  /** the sign-in call's module first (the form needs it to send), then the home shell's */
  const onFirstInput = () => {
    void loadAuthCalls();
    preloadShell();
  };

  const onSubmit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    setTouched({ username: true, password: true });
    if (problems.username || problems.password) {
      document.getElementById(problems.username ? 'login-username' : 'login-password')?.focus();
      return;
    }
    setSubmitting(true);
    setError(null);
    const authorizing = authorize({ username: username.trim(), password, portal });
    // the home shell's modules come while the sign-in's calls run (a few at a time: the calls keep a connection)
    preloadShell();
    const env = await authorizing;
    const redirect = env.code === 0 ? safeRedirect(env.data?.redirect) : null;
    if (!redirect) {
      setSubmitting(false);
      setError(env.message || messageFor(env.code === 0 ? 4 : env.code, currentLang()));
      return;
    }
    if (state.from) session.rememberReturnTo(state.from);
    // the return page is a page of this app: no new document, the modules already run
    await navigate(redirect, { replace: true });
  };

  const isStaff = portal === 'staff';
  return (
    <div className="login-form">
      <h1 className="login-form__title">{isStaff ? t('auth.login.staffTitle') : t('auth.login.title')}</h1>
      <p className="login-form__subtitle">{isStaff ? t('auth.login.staffSubtitle') : t('auth.login.subtitle')}</p>
      {error ? (
        <div className="login-alert" role="alert" data-testid="login-error">
          <ErrorIcon className="login-alert__icon" />
          <span>{error}</span>
        </div>
      ) : null}
      <form noValidate onSubmit={(e) => void onSubmit(e)} onInput={onFirstInput} name={`login-${portal}`} aria-busy={submitting}>
        <Field
          id="login-username"
          name="username"
          label={t('auth.login.username')}
          icon={<UserIcon />}
          error={shown('username')}
          data-testid="login-username"
          placeholder={t('auth.login.usernamePlaceholder')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          onBlur={() => setTouched((s) => ({ ...s, username: true }))}
          readOnly={submitting}
        />
        <Field
          id="login-password"
          name="password"
          type={showPassword ? 'text' : 'password'}
          label={t('auth.login.password')}
          icon={<LockIcon />}
          error={shown('password')}
          data-testid="login-password"
          placeholder={t('auth.login.passwordPlaceholder')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => setTouched((s) => ({ ...s, password: true }))}
          readOnly={submitting}
          suffix={
            <button
              type="button"
              className="login-input__toggle"
              onClick={() => setShowPassword((v) => !v)}
              aria-label={t('auth.login.password')}
              aria-pressed={showPassword}
            >
              {showPassword ? <EyeIcon /> : <EyeOffIcon />}
            </button>
          }
        />
        <button type="submit" className="login-submit" disabled={submitting} aria-busy={submitting} data-testid="login-submit">
          {submitting ? <span className="login-submit__spinner" aria-hidden="true" /> : null}
          {t('auth.login.submit')}
        </button>
      </form>
      <div className="login-form__switch">
        {isStaff ? <Link to="/login">{t('auth.login.customerLink')}</Link> : <Link to="/staff-login">{t('auth.login.staffLink')}</Link>}
      </div>
    </div>
  );
}
