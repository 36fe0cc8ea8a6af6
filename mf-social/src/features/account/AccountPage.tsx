import '@/i18n/catalogue';
import { PAGES } from '@cwt/contracts';
import {
  accountApi,
  errorText,
  isApiError,
  signOut,
  updateSession,
  useDocumentTitle,
  useMe,
  useSession,
  useT,
  useWorded,
} from '@cwt/core';
import { uploadedUrl, uploadImage } from '@cwt/core/editor';
import { useNavigate } from '@cwt/router';
import { Button, notify } from '@cwt/ui';
import { Modal } from '@cwt/ui/dialogs';
import { PasswordField } from '@cwt/ui/forms';
import { useEffect, useRef, useState } from 'react';
import styles from '@/shared/social.module.css';
import { AccountFormView } from './AccountForm';
import { BlockedAndMuted } from './BlockedAndMuted';
import { LanguageSettings } from './LanguageSettings';
import { NotificationSettings } from './NotificationSettings';
import { type AccountForm, validateAccount } from './validate';

export const HOME_DELAY_MS = 1500;
const EMPTY: AccountForm = {
  name: '',
  email: '',
  password: '',
  currentPassword: '',
  location: '',
  website: '',
};

/** /account: profile fields, avatar, password change, e-mail verification state and account deletion. */
export default function AccountPage() {
  const t = useT();
  useDocumentTitle(t('social.account.title'));
  const isSignedIn = useSession((s) => s.isSignedIn);
  const navigate = useNavigate();
  const { data: me, error: meError } = useMe();
  const [form, setForm] = useState<AccountForm>(EMPTY);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useWorded();
  const [success, setSuccess] = useWorded();
  const [deleting, setDeleting] = useState(false);
  const [deletePassword, setDeletePassword] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The form starts from the account once; later cache updates (this page's own save) keep what is typed.
  const filled = useRef(false);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useEffect(() => {
    if (!isSignedIn) {
      notify.error(t('social.account.signInRequired'));
      navigate(PAGES.login.href, { replace: true });
    }
  }, [isSignedIn, navigate, t]);

  useEffect(() => {
    if (!me || filled.current) return;
    filled.current = true;
    setForm({
      ...EMPTY,
      name: me.name,
      email: me.email,
      location: me.location ?? '',
      website: me.website ?? '',
    });
  }, [me]);

  useEffect(() => {
    if (!avatar) return;
    const url = URL.createObjectURL(avatar);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [avatar]);

  if (!isSignedIn) return null;
  if (meError && !me) {
    const loadError = isApiError(meError)
      ? t('social.account.loadError', { message: errorText(meError, 'social.account.loadFailed') })
      : t('social.account.loadFailed');
    return <p className={`${styles.message} ${styles.error}`}>{loadError}</p>;
  }
  if (!me) return <p className={styles.message}>{t('social.common.loading')}</p>;

  const save = async () => {
    setError(null);
    setSuccess(null);
    const submitted = form;
    if (validateAccount(submitted, avatar)) {
      // Worded again from what was submitted, so a language switch re-words it.
      setError(() => validateAccount(submitted, avatar) ?? '');
      return;
    }
    setSaving(true);
    try {
      let profilePicture: string | undefined;
      if (avatar) profilePicture = uploadedUrl(await uploadImage(avatar)) ?? undefined;
      // Also updates the cached account (this page), the user's profile and their posts.
      const updated = await accountApi.update({
        name: form.name.trim(),
        email: form.email.trim(),
        location: form.location.trim() || null,
        website: form.website.trim() || null,
        ...(profilePicture ? { profilePicture } : {}),
        ...(form.password ? { password: form.password, currentPassword: form.currentPassword } : {}),
      });
      updateSession({
        profilePicture: updated.profilePicture,
        email: updated.email,
        ...(updated.token ? { token: updated.token } : {}),
      });
      setSuccess((tr) => tr('social.account.updated'));
      notify.success(t('social.account.updated'));
      timer.current = setTimeout(() => navigate('/'), HOME_DELAY_MS);
    } catch (e) {
      setError((tr) =>
        isApiError(e) && e.status >= 400 && e.status < 500
          ? errorText(e, 'social.account.updateFailed')
          : tr('social.account.updateFailed'),
      );
    } finally {
      setSaving(false);
    }
  };

  const resend = async () => {
    try {
      const res = await accountApi.resendVerification();
      notify.success(res.message);
    } catch (e) {
      notify.error(errorText(e, 'social.account.resendFailed'));
    }
  };

  const remove = async () => {
    try {
      await accountApi.remove(deletePassword);
      signOut();
      notify.success(t('social.account.deleted'));
      navigate('/');
    } catch (e) {
      notify.error(errorText(e, 'social.account.deleteFailed'));
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.spread}>
        <h1 className={styles.title}>{t('social.account.title')}</h1>
        <Button variant="ghost" onClick={() => navigate('/')} aria-label={t('social.account.close')}>
          ✕ {t('social.account.close')}
        </Button>
      </div>
      <AccountFormView
        form={form}
        onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
        avatarUrl={preview ?? me.profilePicture}
        onAvatar={setAvatar}
        emailVerified={me.emailVerified}
        onResendVerification={() => void resend()}
        saving={saving}
        error={error}
        success={success}
        onSubmit={() => void save()}
        onCancel={() => navigate('/')}
      />
      <LanguageSettings />
      <BlockedAndMuted />
      <NotificationSettings />
      <section>
        <h2>{t('social.account.delete.title')}</h2>
        <p className={styles.muted}>{t('social.account.delete.explained')}</p>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {t('social.account.delete.open')}
        </Button>
      </section>
      <Modal
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t('social.account.delete.confirmTitle')}
        size="sm"
        footer={
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => setDeleting(false)}>
              {t('social.common.cancel')}
            </Button>
            <Button variant="danger" disabled={!deletePassword} onClick={() => void remove()}>
              {t('social.account.delete.confirm')}
            </Button>
          </div>
        }
      >
        <PasswordField
          label={t('social.account.delete.password')}
          value={deletePassword}
          onChange={(e) => setDeletePassword(e.target.value)}
          autoComplete="current-password"
        />
      </Modal>
    </div>
  );
}
