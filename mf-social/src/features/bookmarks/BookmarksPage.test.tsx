import type { BookmarkItem } from '@cwt/contracts';
import { signOut } from '@cwt/core';
import { fakeResponse, mockFetch, renderAt } from '@test/helpers';
import { signInAsUser } from '@test/sign-in';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import BookmarksPage from './BookmarksPage';

const fetchMock = mockFetch();
afterEach(() => act(() => signOut()));

const bookmark = (id: string, title: string) =>
  ({
    id,
    _id: id,
    title,
    category: 'Food',
    tags: [],
    createdAt: '2024-05-01T00:00:00.000Z',
    savedAt: '2024-05-02T00:00:00.000Z',
    author: { id, _id: id, name: 'Ann', username: 'ann', profilePicture: null },
  }) as unknown as BookmarkItem;

const A = 'a'.repeat(24);
const B = 'c'.repeat(24);

test('Remove unsaves the post and the list drops it at once', async () => {
  signInAsUser();
  let saved = [bookmark(A, 'Pho at dawn'), bookmark(B, 'Hue in rain')];
  fetchMock.mockImplementation(async (url: string, init?: { method?: string }) => {
    if (init?.method === 'DELETE') {
      saved = saved.filter((b) => !url.endsWith(`/bookmarks/post/${b.id}`));
      return fakeResponse(200, { saved: false, isSaved: false });
    }
    return fakeResponse(200, saved, { 'x-total-count': String(saved.length) });
  });
  renderAt(<BookmarksPage />, '/saved');
  const card = (await screen.findByText('Pho at dawn')).closest('li');
  expect(screen.getByText('Hue in rain')).toBeTruthy();
  fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(screen.queryByText('Pho at dawn')).toBeNull());
  expect(screen.getByText('Hue in rain')).toBeTruthy();
  expect(fetchMock).toHaveBeenCalledWith(
    expect.stringContaining(`/bookmarks/post/${A}`),
    expect.objectContaining({ method: 'DELETE' }),
  );
});

test('a failed list reads as no bookmarks', async () => {
  signInAsUser();
  fetchMock.mockResolvedValue(fakeResponse(500, { message: 'down' }));
  renderAt(<BookmarksPage />, '/saved');
  expect(await screen.findByText('No bookmarks yet')).toBeTruthy();
});

test('signed out: sent to /404 without a request', async () => {
  renderAt(<BookmarksPage />, '/saved');
  expect((await screen.findByTestId('where')).textContent).toBe('/404');
  expect(fetchMock).not.toHaveBeenCalled();
});
