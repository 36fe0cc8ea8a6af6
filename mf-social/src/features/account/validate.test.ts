import { validateAccount } from './validate';

describe('account validation', () => {
  const form = { name: 'A', email: 'a@b.co', password: '', currentPassword: '', location: '', website: '' };
  test('the spec messages, first failure wins', () => {
    expect(validateAccount({ ...form, name: ' ' }, null)).toBe('Name cannot be empty');
    expect(validateAccount({ ...form, email: '' }, null)).toBe('Email cannot be empty');
    expect(validateAccount({ ...form, email: 'nope' }, null)).toBe('Please enter a valid email address');
    const big = { size: 5 * 1024 * 1024 } as File;
    expect(validateAccount(form, big)).toBe('Image size should be less than 5MB');
    expect(validateAccount({ ...form, website: 'ftp://x' }, null)).toMatch(/http/);
    expect(validateAccount(form, null)).toBeNull();
  });
});
