import '@/i18n/catalogue';
import { PAGES, PASSWORD_MIN_LENGTH } from '@cwt/contracts';
import { accountApi, useDocumentTitle, useT, useWorded } from '@cwt/core';
import { Link, useNavigate, useSearchParams } from '@cwt/router';
import { Button, Card, notify } from '@cwt/ui';
import { PasswordField } from '@cwt/ui/forms';
import { useState } from 'react';
import { failureText } from '@/shared/errors';
import styles from '@/shared/social.module.css';

/** /reset-password?token=: sets a new password with the mailed single-use link. */
export default function ResetPasswordPage() {
  const t = useT();
  useDocumentTitle(t('social.password.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useWorded();

  const submit = async () => {
    setError(null);
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError((tr) => tr('social.password.tooShort', { min: PASSWORD_MIN_LENGTH }));
      return;
    }
    if (password !== confirm) {
      setError((tr) => tr('social.password.mismatch'));
      return;
    }
    setBusy(true);
    try {
      const res = await accountApi.resetPassword(token, password);
      notify.success(res.message);
      navigate(PAGES.login.href);
    } catch (e) {
      setError(() => failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <Card padding="lg" className={styles.form}>
        <h1 className={styles.title}>{t('social.password.reset.title')}</h1>
        {!token ? (
          <p>
            {t('social.password.reset.incomplete')}{' '}
            <Link className={styles.link} to={PAGES.forgotPassword.href}>
              {t('social.password.reset.requestNew')}
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
              label={t('social.account.form.newPassword')}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <PasswordField
              label={t('social.password.reset.confirm')}
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
              {t('social.password.reset.submit')}
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
