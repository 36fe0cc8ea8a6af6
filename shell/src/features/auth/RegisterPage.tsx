import '@/i18n/pages/catalogue';
import { PAGES, type RegisterRequest } from '@cwt/contracts';
import {
  authApi,
  errorText,
  isApiError,
  t as translate,
  useDocumentTitle,
  useSession,
  useT,
} from '@cwt/core';
import { Link, Navigate, useNavigate } from '@cwt/router';
import { Button, notify } from '@cwt/ui';
import { PasswordField, TextField } from '@cwt/ui/forms';
import { type FormEvent, useState } from 'react';
import styles from './AuthPage.module.css';

type Field = keyof RegisterRequest;
type Errors = Partial<Record<Field, string>>;

/** Each field's "is required" message id. */
const REQUIRED: Record<Field, string> = {
  name: 'shell.register.nameRequired',
  email: 'shell.register.emailRequired',
  username: 'shell.register.usernameRequired',
  password: 'shell.register.passwordRequired',
};
const FIELDS: Field[] = ['name', 'email', 'username', 'password'];

export function validateRegister(values: RegisterRequest): Errors {
  const errors: Errors = {};
  for (const field of FIELDS) {
    if (!values[field].trim()) errors[field] = translate(REQUIRED[field]);
  }
  return errors;
}

export default function RegisterPage() {
  const t = useT();
  useDocumentTitle(t('shell.auth.signUp'));
  const signedIn = useSession((s) => s.isSignedIn);
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterRequest>({ name: '', email: '', username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (signedIn) return <Navigate to={PAGES.home.href} replace />;

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    // An inline error clears once the field has content again.
    if (errors[field] && value.trim()) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateRegister(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await authApi.register({
        name: values.name.trim(),
        email: values.email.trim(),
        username: values.username.trim(),
        password: values.password,
      });
      notify.success(t('shell.register.success'));
      navigate(PAGES.login.href, { replace: true });
    } catch (err) {
      notify.error(t('shell.register.failed'));
      const message = errorText(err, 'shell.register.failed');
      const field = isApiError(err) ? (err.field as Field | undefined) : undefined;
      if (field && FIELDS.includes(field)) setErrors((e) => ({ ...e, [field]: message }));
      else setFormError(message);
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="register-title">
        <header className={styles.header}>
          <h1 id="register-title" className={styles.title}>
            {t('shell.register.title')}
          </h1>
          <p className={styles.subtitle}>{t('shell.register.subtitle')}</p>
        </header>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('shell.field.name')}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={set('name')}
            error={errors.name}
            required
            autoFocus
          />
          <TextField
            label={t('shell.field.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
            required
          />
          <TextField
            label={t('shell.field.username')}
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={set('username')}
            error={errors.username}
            required
          />
          <PasswordField
            label={t('shell.field.password')}
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            error={errors.password}
            hint={t('shell.register.passwordHint')}
            required
          />
          {formError && (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          )}
          <Button type="submit" loading={submitting} className={styles.submit}>
            {submitting ? t('shell.register.submitting') : t('shell.auth.signUp')}
          </Button>
        </form>
        <p className={styles.switch}>
          {t('shell.register.haveAccount')}{' '}
          <Link to={PAGES.login.href} className={styles.link}>
            {t('shell.auth.login')}
          </Link>
        </p>
      </section>
    </div>
  );
}
