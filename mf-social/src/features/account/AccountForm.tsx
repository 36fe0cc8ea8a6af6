import { Avatar, Badge, Button, PasswordField, TextField } from '@cwt/ui';
import styles from '@/shared/social.module.css';
import type { AccountForm as Form } from './validate';

export interface AccountFormProps {
  form: Form;
  onChange: (patch: Partial<Form>) => void;
  avatarUrl: string | null;
  onAvatar: (file: File | null) => void;
  emailVerified: boolean;
  onResendVerification?: () => void;
  saving: boolean;
  error: string | null;
  success: string | null;
  onSubmit: () => void;
  onCancel: () => void;
}

export function AccountFormView(p: AccountFormProps) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit();
      }}
    >
      <div className={styles.row}>
        <Avatar src={p.avatarUrl} name={p.form.name || 'You'} size={80} />
        <label className={styles.fileLabel}>
          Profile picture
          <input
            className={styles.file}
            type="file"
            accept="image/*"
            onChange={(e) => p.onAvatar(e.target.files?.[0] ?? null)}
          />
        </label>
      </div>
      <TextField
        label="Full name"
        value={p.form.name}
        onChange={(e) => p.onChange({ name: e.target.value })}
      />
      <TextField
        label="Email"
        type="email"
        value={p.form.email}
        onChange={(e) => p.onChange({ email: e.target.value })}
        hint={
          <span className={styles.row}>
            {p.emailVerified ? (
              <Badge tone="success">Verified</Badge>
            ) : (
              <>
                <Badge tone="warning">Not verified</Badge>
                {p.onResendVerification ? (
                  <button type="button" className={styles.link} onClick={p.onResendVerification}>
                    Resend verification e-mail
                  </button>
                ) : null}
              </>
            )}
          </span>
        }
      />
      <TextField
        label="Location"
        value={p.form.location}
        onChange={(e) => p.onChange({ location: e.target.value })}
      />
      <TextField
        label="Website"
        type="url"
        placeholder="https://"
        value={p.form.website}
        onChange={(e) => p.onChange({ website: e.target.value })}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters. Leave empty to keep the current one."
        value={p.form.password}
        onChange={(e) => p.onChange({ password: e.target.value })}
      />
      {p.form.password ? (
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={p.form.currentPassword}
          onChange={(e) => p.onChange({ currentPassword: e.target.value })}
        />
      ) : null}
      {p.error ? (
        <p role="alert" className={styles.error}>
          {p.error}
        </p>
      ) : null}
      {p.success ? <p role="status">{p.success}</p> : null}
      <div className={styles.row}>
        <Button type="submit" disabled={p.saving}>
          {p.saving ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button type="button" variant="secondary" onClick={p.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
