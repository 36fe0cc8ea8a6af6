import { useT } from '@cwt/core';
import { Avatar, Badge, Button } from '@cwt/ui';
import { PasswordField, TextField } from '@cwt/ui/forms';
import styles from '@/shared/social.module.css';
import type { AccountForm as Form } from './validate';

/** The website field's hint: the scheme it starts with, the same in every language (not a message). */
const URL_PLACEHOLDER = 'https://';

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
  const t = useT();
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
        <Avatar src={p.avatarUrl} name={p.form.name || t('social.account.form.you')} size={80} />
        <label className={styles.fileLabel}>
          {t('social.account.form.picture')}
          <input
            className={styles.file}
            type="file"
            accept="image/*"
            onChange={(e) => p.onAvatar(e.target.files?.[0] ?? null)}
          />
        </label>
      </div>
      <TextField
        label={t('social.account.form.name')}
        value={p.form.name}
        onChange={(e) => p.onChange({ name: e.target.value })}
      />
      <TextField
        label={t('social.account.form.email')}
        type="email"
        value={p.form.email}
        onChange={(e) => p.onChange({ email: e.target.value })}
        hint={
          <span className={styles.row}>
            {p.emailVerified ? (
              <Badge tone="success">{t('social.account.form.verified')}</Badge>
            ) : (
              <>
                <Badge tone="warning">{t('social.account.form.notVerified')}</Badge>
                {p.onResendVerification ? (
                  <button type="button" className={styles.link} onClick={p.onResendVerification}>
                    {t('social.account.form.resend')}
                  </button>
                ) : null}
              </>
            )}
          </span>
        }
      />
      <TextField
        label={t('social.account.form.location')}
        value={p.form.location}
        onChange={(e) => p.onChange({ location: e.target.value })}
      />
      <TextField
        label={t('social.account.form.website')}
        type="url"
        placeholder={URL_PLACEHOLDER}
        value={p.form.website}
        onChange={(e) => p.onChange({ website: e.target.value })}
      />
      <PasswordField
        label={t('social.account.form.newPassword')}
        autoComplete="new-password"
        hint={t('social.account.form.newPasswordHint')}
        value={p.form.password}
        onChange={(e) => p.onChange({ password: e.target.value })}
      />
      {p.form.password ? (
        <PasswordField
          label={t('social.account.form.currentPassword')}
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
          {p.saving ? t('social.account.form.saving') : t('social.account.form.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={p.onCancel}>
          {t('social.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
