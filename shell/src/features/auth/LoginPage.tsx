import '@/i18n/pages/catalogue';
import { PAGES } from '@cwt/contracts';
import {
  adoptProfileLocale,
  authApi,
  errorText,
  isAdmin as isAdminSession,
  isApiError,
  setFlag,
  signIn,
  useDocumentTitle,
  useSession,
  useT,
  useWorded,
  type Wording,
} from '@cwt/core';
import { Link, Navigate, useLocation, useNavigate } from '@cwt/router';
import { Button, notify } from '@cwt/ui';
import { PasswordField, TextField } from '@cwt/ui/forms';
import { type FormEvent, useRef, useState } from 'react';
import styles from './AuthPage.module.css';
import { GoogleSignInButton } from './GoogleSignInButton';
import { postLoginTarget } from './redirects';

export default function LoginPage() {
  const t = useT();
  useDocumentTitle(t('shell.auth.login'));
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useWorded();
  // Set while this page signs the user in, so the "already signed in" redirect does not race its navigate.
  const signingIn = useRef(false);

  if (session.isSignedIn && !signingIn.current) {
    return <Navigate to={postLoginTarget(session.isAdmin, location.state)} replace />;
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!username.trim() || !password) {
      setError((tr) => tr('shell.login.missing'));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const response = await authApi.login({ username: username.trim(), password });
      const admin = isAdminSession({ token: response.token, userRole: response.userRole });
      // Home shows 'Login successfully!' once; an ADMIN lands in /admin, which shows no such toast.
      if (!admin) setFlag('loginSuccess');
      signingIn.current = true;
      signIn(response);
      void adoptProfileLocale();
      navigate(postLoginTarget(admin, location.state), { replace: true });
    } catch (err) {
      // A refused login is always the spec's one text (never which of the two was wrong); a server or
      // network failure says what happened.
      const wording: Wording =
        isApiError(err) && (err.status === 0 || err.status >= 500)
          ? () => errorText(err, 'shell.login.failed')
          : (tr) => tr('shell.login.failed');
      setError(wording);
      notify.error(wording(t));
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <header className={styles.header}>
          <h1 id="login-title" className={styles.title}>
            {t('shell.login.title')}
          </h1>
          <p className={styles.subtitle}>{t('shell.login.subtitle')}</p>
        </header>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('shell.field.username')}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
            autoFocus
          />
          <PasswordField
            label={t('shell.field.password')}
            name="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          <div className={styles.row}>
            <Link to={PAGES.forgotPassword.href} className={styles.link}>
              {t('shell.login.forgot')}
            </Link>
          </div>
          {error && (
            <p className={styles.formError} role="alert">
              {error}
            </p>
          )}
          <Button type="submit" loading={submitting} className={styles.submit}>
            {submitting ? t('shell.login.submitting') : t('shell.auth.login')}
          </Button>
        </form>
        <GoogleSignInButton
          onSigningIn={() => {
            signingIn.current = true;
          }}
        />
        <p className={styles.switch}>
          {t('shell.login.noAccount')}{' '}
          <Link to={PAGES.register.href} className={styles.link}>
            {t('shell.auth.signUp')}
          </Link>
        </p>
      </section>
    </div>
  );
}
