import { activateLocale } from '@cwt/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSettings } from './LanguageSettings';

afterEach(() => activateLocale('en'));

test('the account page switches the whole page’s language and keeps the choice', async () => {
  render(<LanguageSettings />);
  screen.getByRole('heading', { name: 'Language' });
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Site language' });
  expect(select.value).toBe('en');
  // Each language is named in itself.
  screen.getByRole('option', { name: 'Tiếng Việt' });

  await userEvent.setup().selectOptions(select, 'vi');
  await screen.findByRole('heading', { name: 'Ngôn ngữ' });
  expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Ngôn ngữ hiển thị' }).value).toBe('vi');
  expect(document.documentElement.lang).toBe('vi');
  expect(localStorage.getItem('locale')).toBe('vi');
  expect(document.cookie).toContain('locale=vi');
});
