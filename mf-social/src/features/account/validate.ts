export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

export interface AccountForm {
  name: string;
  email: string;
  password: string;
  currentPassword: string;
  location: string;
  website: string;
}

/** The spec's checks, first failure wins. */
export function validateAccount(form: AccountForm, avatar: File | null): string | null {
  if (!form.name.trim()) return 'Name cannot be empty';
  if (!form.email.trim()) return 'Email cannot be empty';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) return 'Please enter a valid email address';
  if (avatar && avatar.size >= MAX_AVATAR_BYTES) return 'Image size should be less than 5MB';
  if (form.website.trim() && !/^https?:\/\/\S+$/i.test(form.website.trim()))
    return 'Website must start with http:// or https://';
  if (form.password && !form.currentPassword) return 'Enter your current password to set a new one';
  return null;
}
