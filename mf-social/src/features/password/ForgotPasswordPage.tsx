import '@/i18n/catalogue';
import { PAGES } from '@cwt/contracts';
import { accountApi, isApiError, useDocumentTitle } from '@cwt/core';
import { Link } from '@cwt/router';
import { Button, Card, TextField } from '@cwt/ui';
import { useState } from 'react';
import styles from '@/shared/social.module.css';

/** /forgot-password: asks for the e-mail; the answer is the same whether or not it has an account. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError('Please enter a valid email address');
      return;
    }
    setBusy(true);
    try {
      setDone((await accountApi.forgotPassword(email.trim())).message);
    } catch (e) {
      setError(isApiError(e) && e.status > 0 ? e.message : 'Lỗi kết nối API. Vui lòng thử lại.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <Card padding="lg" className={styles.form}>
        <h1 className={styles.title}>Forgot Password?</h1>
        {done ? (
          <p role="status">{done}</p>
        ) : (
          <form
            className={styles.form}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <p className={styles.muted}>
              Enter the e-mail of your account and we will send you a link to set a new password.
            </p>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={error ?? undefined}
            />
            <Button type="submit" loading={busy} disabled={busy}>
              Send reset link
            </Button>
          </form>
        )}
        <Link className={styles.link} to={PAGES.login.href}>
          Back to login
        </Link>
      </Card>
    </div>
  );
}
