import '@/i18n/catalogue';
import { PAGES, PASSWORD_MIN_LENGTH } from '@cwt/contracts';
import { accountApi, isApiError, useDocumentTitle } from '@cwt/core';
import { Link, useNavigate, useSearchParams } from '@cwt/router';
import { Button, Card, notify, PasswordField } from '@cwt/ui';
import { useState } from 'react';
import styles from '@/shared/social.module.css';

/** /reset-password?token=: sets a new password with the mailed single-use link. */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
      return;
    }
    if (password !== confirm) {
      setError('Passwords do not match');
      return;
    }
    setBusy(true);
    try {
      const res = await accountApi.resetPassword(token, password);
      notify.success(res.message);
      navigate(PAGES.login.href);
    } catch (e) {
      setError(isApiError(e) && e.status > 0 ? e.message : 'Lỗi kết nối API. Vui lòng thử lại.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <Card padding="lg" className={styles.form}>
        <h1 className={styles.title}>Reset Password</h1>
        {!token ? (
          <p>
            This link is incomplete.{' '}
            <Link className={styles.link} to={PAGES.forgotPassword.href}>
              Request a new one
            </Link>
            .
          </p>
        ) : (
          <form
            className={styles.form}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <PasswordField
              label="New password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            {error ? (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            ) : null}
            <Button type="submit" loading={busy} disabled={busy}>
              Set new password
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
