import type { Notification } from '@cwt/contracts';
import { activateLocale, signOut } from '@cwt/core';
import { fakeResponse, memberPreferences, mockFetch, renderAt } from '@test/helpers';
import { signInAsUser } from '@test/sign-in';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import NotificationsPage from './NotificationsPage';

const fetchMock = mockFetch();
afterEach(async () => {
  act(() => signOut());
  await act(() => activateLocale('en'));
});

const notification = (id: string, read: boolean): Notification => ({
  id,
  _id: id,
  type: 'NEW_POST',
  title: `Post ${id}`,
  message: 'New post',
  date: '2024-05-02T00:00:00.000Z',
  createdAt: '2024-05-02T00:00:00.000Z',
  read,
  postId: null,
  commentId: null,
  actor: null,
  postAuthor: null,
  profilePicture: null,
  actorCount: 1,
  actors: [],
});

test('Mark all as read: the page is asked for again and shows them read', async () => {
  signInAsUser();
  let read = false;
  fetchMock.mockImplementation(async (_url: string, init?: { method?: string }) => {
    if (init?.method === 'PATCH') {
      read = true;
      return fakeResponse(200, { updated: 1 });
    }
    return fakeResponse(200, [notification('1', read)], {
      'x-total-count': '1',
      'x-unread-count': read ? '0' : '1',
    });
  });
  renderAt(<NotificationsPage />, '/notifications');
  expect(await screen.findByText('new')).toBeTruthy();
  const button = screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement;
  expect(button.disabled).toBe(false);
  fireEvent.click(button);
  await waitFor(() => expect(screen.queryByText('new')).toBeNull());
  expect(button.disabled).toBe(true);
});

test('a failed list reads as no notifications', async () => {
  signInAsUser();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fetchMock.mockResolvedValue(fakeResponse(500, { message: 'down' }));
  renderAt(<NotificationsPage />, '/notifications');
  expect(await screen.findByText('No notifications yet')).toBeTruthy();
  error.mockRestore();
});

test('signed out: sent to sign in', async () => {
  renderAt(<NotificationsPage />, '/notifications');
  expect((await screen.findByTestId('where')).textContent).toBe('/login');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a comment notification offers to mute its thread; other kinds do not', async () => {
  signInAsUser();
  const POST = 'c'.repeat(24);
  const comment = {
    ...notification('2', false),
    type: 'COMMENT' as const,
    postId: POST,
    message: 'Lan commented',
  };
  fetchMock.mockImplementation(async (_url: string, init?: { method?: string }) => {
    if (init?.method === 'POST') {
      memberPreferences.mutedThreads = [{ postId: POST, title: 'Post', mutedAt: '2026-01-01T00:00:00.000Z' }];
      return fakeResponse(200, { postId: POST, muted: true });
    }
    return fakeResponse(200, [comment, notification('1', true)], {
      'x-total-count': '2',
      'x-unread-count': '1',
    });
  });
  renderAt(<NotificationsPage />, '/notifications');
  const mute = await screen.findByRole('button', { name: /^Mute thread\W+Lan commented$/ });
  expect(screen.getAllByRole('button', { name: /Mute thread/ })).toHaveLength(1);
  fireEvent.click(mute);
  expect(await screen.findByRole('button', { name: /^Unmute thread\W+Lan commented$/ })).toBeTruthy();
  const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  expect(post?.[0]).toContain(`/api/posts/${POST}/thread-mute`);
});

test('a change of language shows the notifications already listed in it, with no new request', async () => {
  signInAsUser();
  const like: Notification = {
    ...notification('1', false),
    type: 'LIKE_POST',
    title: 'New likes',
    message: 'Lan and 2 others liked your post "Phở"',
    params: { actor: 'Lan', others: 2, postTitle: 'Phở' },
    date: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  };
  fetchMock.mockResolvedValue(fakeResponse(200, [like], { 'x-total-count': '1', 'x-unread-count': '1' }));
  renderAt(<NotificationsPage />, '/notifications');
  expect(await screen.findByText('Lan and 2 others liked your post "Phở"')).toBeTruthy();
  expect(screen.getByText('3 days ago')).toBeTruthy();
  const requests = fetchMock.mock.calls.length;
  await act(() => activateLocale('vi'));
  expect(screen.getByText('Những lượt thích mới')).toBeTruthy();
  expect(screen.getByText('Lan và 2 người khác đã thích bài viết "Phở" của bạn')).toBeTruthy();
  expect(screen.getByText('3 ngày trước')).toBeTruthy();
  expect(screen.queryByText('New likes')).toBeNull();
  expect(fetchMock.mock.calls.length).toBe(requests);
});
