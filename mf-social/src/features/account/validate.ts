import { t } from '@cwt/core';

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

export interface AccountForm {
  name: string;
  email: string;
  password: string;
  currentPassword: string;
  location: string;
  website: string;
}

/** The spec's checks, first failure wins, worded in the active language. */
export function validateAccount(form: AccountForm, avatar: File | null): string | null {
  if (!form.name.trim()) return t('social.account.invalid.name');
  if (!form.email.trim()) return t('social.account.invalid.emailEmpty');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) return t('social.account.invalid.email');
  if (avatar && avatar.size >= MAX_AVATAR_BYTES) return t('social.account.invalid.avatarSize');
  if (form.website.trim() && !/^https?:\/\/\S+$/i.test(form.website.trim()))
    return t('social.account.invalid.website');
  if (form.password && !form.currentPassword) return t('social.account.invalid.currentPassword');
  return null;
}
