import { activateLocale } from '@cwt/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSettings } from './LanguageSettings';

afterEach(() => activateLocale('en'));

test('the account page switches the whole page’s language and keeps the choice', async () => {
  render(<LanguageSettings />);
  expect(screen.getByRole('heading', { name: 'Language' })).toBeInTheDocument();
  const select = screen.getByRole('combobox', { name: 'Site language' });
  expect(select).toHaveValue('en');
  // Each language is named in itself.
  expect(screen.getByRole('option', { name: 'Tiếng Việt' })).toBeInTheDocument();

  await userEvent.setup().selectOptions(select, 'vi');
  expect(await screen.findByRole('heading', { name: 'Ngôn ngữ' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Ngôn ngữ hiển thị' })).toHaveValue('vi');
  expect(document.documentElement.lang).toBe('vi');
  expect(localStorage.getItem('locale')).toBe('vi');
  expect(document.cookie).toContain('locale=vi');
});
