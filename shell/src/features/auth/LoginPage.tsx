import { PAGES } from '@cwt/contracts';
import {
  authApi,
  isAdmin as isAdminSession,
  isApiError,
  setFlag,
  signIn,
  useDocumentTitle,
  useSession,
} from '@cwt/core';
import { Link, Navigate, useLocation, useNavigate } from '@cwt/router';
import { Button, notify, PasswordField, TextField } from '@cwt/ui';
import { type FormEvent, useRef, useState } from 'react';
import styles from './AuthPage.module.css';
import { GoogleSignInButton } from './GoogleSignInButton';
import { postLoginTarget } from './redirects';

export const LOGIN_FAILED = 'Invalid username or password!';

export default function LoginPage() {
  useDocumentTitle('Login');
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set while this page signs the user in, so the "already signed in" redirect does not race its navigate.
  const signingIn = useRef(false);

  if (session.isSignedIn && !signingIn.current) {
    return <Navigate to={postLoginTarget(session.isAdmin, location.state)} replace />;
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!username.trim() || !password) {
      setError('Please enter your username and password.');
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
      navigate(postLoginTarget(admin, location.state), { replace: true });
    } catch (err) {
      const message =
        isApiError(err) && err.status !== 0 && err.status < 500
          ? LOGIN_FAILED
          : isApiError(err)
            ? err.message
            : LOGIN_FAILED;
      setError(message);
      notify.error(message);
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <header className={styles.header}>
          <h1 id="login-title" className={styles.title}>
            Welcome back
          </h1>
          <p className={styles.subtitle}>Log in to write, comment and follow the voices you like.</p>
        </header>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
            autoFocus
          />
          <PasswordField
            label="Password"
            name="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          <div className={styles.row}>
            <Link to={PAGES.forgotPassword.href} className={styles.link}>
              Forgot Password?
            </Link>
          </div>
          {error && (
            <p className={styles.formError} role="alert">
              {error}
            </p>
          )}
          <Button type="submit" loading={submitting} className={styles.submit}>
            {submitting ? 'Logging in...' : 'Login'}
          </Button>
        </form>
        <GoogleSignInButton
          onSigningIn={() => {
            signingIn.current = true;
          }}
        />
        <p className={styles.switch}>
          Don&apos;t have an account?{' '}
          <Link to={PAGES.register.href} className={styles.link}>
            Sign Up
          </Link>
        </p>
      </section>
    </div>
  );
}
