import '@/i18n/catalogue';
import { PAGES } from '@cwt/contracts';
import { accountApi, useDocumentTitle, useT, useWorded } from '@cwt/core';
import { Link } from '@cwt/router';
import { Button, Card } from '@cwt/ui';
import { TextField } from '@cwt/ui/forms';
import { useState } from 'react';
import { failureText } from '@/shared/errors';
import styles from '@/shared/social.module.css';

/** /forgot-password: asks for the e-mail; the answer is the same whether or not it has an account. */
export default function ForgotPasswordPage() {
  const t = useT();
  useDocumentTitle(t('social.password.forgot.documentTitle'));
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useWorded();

  const submit = async () => {
    setError(null);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError((tr) => tr('social.account.invalid.email'));
      return;
    }
    setBusy(true);
    try {
      setDone((await accountApi.forgotPassword(email.trim())).message);
    } catch (e) {
      setError(() => failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <Card padding="lg" className={styles.form}>
        <h1 className={styles.title}>{t('social.password.forgot.title')}</h1>
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
            <p className={styles.muted}>{t('social.password.forgot.intro')}</p>
            <TextField
              label={t('social.account.form.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={error ?? undefined}
            />
            <Button type="submit" loading={busy} disabled={busy}>
              {t('social.password.forgot.submit')}
            </Button>
          </form>
        )}
        <Link className={styles.link} to={PAGES.login.href}>
          {t('social.password.forgot.backToLogin')}
        </Link>
      </Card>
    </div>
  );
}
