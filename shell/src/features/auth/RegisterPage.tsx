import { PAGES, type RegisterRequest } from '@cwt/contracts';
import { authApi, isApiError, useDocumentTitle, useSession } from '@cwt/core';
import { Link, Navigate, useNavigate } from '@cwt/router';
import { Button, notify, PasswordField, TextField } from '@cwt/ui';
import { type FormEvent, useState } from 'react';
import styles from './AuthPage.module.css';

type Field = keyof RegisterRequest;
type Errors = Partial<Record<Field, string>>;

const REQUIRED: Record<Field, string> = {
  name: 'Name is required',
  email: 'Email is required',
  username: 'Username is required',
  password: 'Password is required',
};
const FIELDS: Field[] = ['name', 'email', 'username', 'password'];

export function validateRegister(values: RegisterRequest): Errors {
  const errors: Errors = {};
  for (const field of FIELDS) {
    if (!values[field].trim()) errors[field] = REQUIRED[field];
  }
  return errors;
}

export default function RegisterPage() {
  useDocumentTitle('Sign Up');
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
      notify.success('Signup successful! Please log in.');
      navigate(PAGES.login.href, { replace: true });
    } catch (err) {
      notify.error('Signup failed');
      const message = isApiError(err) ? err.message : 'Signup failed';
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
            Create your account
          </h1>
          <p className={styles.subtitle}>Join a community of young writers and readers.</p>
        </header>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={set('name')}
            error={errors.name}
            required
            autoFocus
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
            required
          />
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={set('username')}
            error={errors.username}
            required
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            error={errors.password}
            hint="At least 8 characters."
            required
          />
          {formError && (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          )}
          <Button type="submit" loading={submitting} className={styles.submit}>
            {submitting ? 'Signing up...' : 'Sign Up'}
          </Button>
        </form>
        <p className={styles.switch}>
          Already have an account?{' '}
          <Link to={PAGES.login.href} className={styles.link}>
            Login
          </Link>
        </p>
      </section>
    </div>
  );
}
