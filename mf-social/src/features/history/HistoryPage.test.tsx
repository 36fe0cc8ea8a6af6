import { activateLocale, signOut } from '@cwt/core';
import { fakeResponse, mockFetch, renderAt, resetSWR } from '@test/helpers';
import { signInAsUser } from '@test/sign-in';
import { act, screen } from '@testing-library/react';
import HistoryPage from './HistoryPage';

const fetchMock = mockFetch();
afterEach(async () => {
  act(() => signOut());
  await act(() => activateLocale('en'));
});

const page = (titles: string[]) => ({
  data: {
    history: titles.map((title, i) => {
      const id = String(i + 1).padStart(24, '0');
      return {
        id,
        _id: id,
        timestamp: '2024-05-02T00:00:00.000Z',
        description: 'Viewed the post',
        details: { postId: { id, _id: id, title, imageCloudUrl: null } },
      };
    }),
    total: titles.length,
    page: 1,
    totalPages: 1,
  },
});

test('lists the viewed posts, page 1 of 10', async () => {
  signInAsUser();
  fetchMock.mockResolvedValue(fakeResponse(200, page(['Pho at dawn'])));
  renderAt(<HistoryPage />, '/history');
  expect(await screen.findByText('Pho at dawn')).toBeTruthy();
  expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/history\?page=1&size=10$/);
});

test('the empty and the failed states', async () => {
  signInAsUser();
  fetchMock.mockResolvedValueOnce(fakeResponse(200, page([])));
  const { unmount } = renderAt(<HistoryPage />, '/history');
  expect(await screen.findByText('No history found.')).toBeTruthy();
  unmount();
  await act(() => resetSWR());
  fetchMock.mockResolvedValue(fakeResponse(500, { message: 'down' }));
  // The spec words the failure in Vietnamese: the `vi` text (English readers get its translation).
  await act(() => activateLocale('vi'));
  renderAt(<HistoryPage />, '/history');
  expect(await screen.findByText('Lỗi khi tải lịch sử.')).toBeTruthy();
});

test('signed out: asks to sign in (the spec’s Vietnamese in vi, its translation in en), no request', async () => {
  const { unmount } = renderAt(<HistoryPage />, '/history');
  expect(screen.getByText('You need to log in to view your history.')).toBeTruthy();
  unmount();
  await act(() => activateLocale('vi'));
  renderAt(<HistoryPage />, '/history');
  expect(screen.getByText('Bạn cần đăng nhập để xem lịch sử.')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});
