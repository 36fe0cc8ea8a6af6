import { renderAt } from '@cwt/build/test-kit';
import { activateLocale } from '@cwt/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminHeader } from './AdminHeader';

// jsdom does not know the <search> element yet (browsers do): React's warning about it is noise here.
beforeEach(() => {
  const log = console.error;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('is unrecognized in this browser')) log(...args);
  });
});

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => activateLocale('en'));
});

test('the admin header switches the language, offering the other one named in itself', async () => {
  renderAt(<AdminHeader onToggleSidebar={() => {}} sidebarOpen={false} />);
  expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Tiếng Việt' }));
  await screen.findByRole('searchbox', { name: 'Tìm kiếm' });
  expect(screen.getByRole('button', { name: 'Mở thanh bên' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('title', 'Chuyển sang English');
  expect(document.documentElement.lang).toBe('vi');
});
