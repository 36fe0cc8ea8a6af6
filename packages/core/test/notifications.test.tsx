import type { Notification } from '@cwt/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { signIn, signOut } from '../src/index';
import { notificationsApi, useNotifications } from '../src/social';
import { LOGIN } from './helpers';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});
afterEach(() => act(() => signOut()));

function response(body: unknown, headers: Record<string, string>) {
  const all: Record<string, string> = { 'content-type': 'application/json', ...headers };
  return {
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: { get: (name: string) => all[name.toLowerCase()] ?? null },
    text: async () => JSON.stringify(body),
  };
}

const notification = (read: boolean): Notification => ({
  id: 'a'.repeat(24),
  _id: 'a'.repeat(24),
  type: 'NEW_POST',
  title: 'Post',
  message: 'New post',
  date: '2026-11-25T00:00:00.000Z',
  createdAt: '2026-11-25T00:00:00.000Z',
  read,
  postId: null,
  commentId: null,
  actor: null,
  postAuthor: null,
  profilePicture: null,
  actorCount: 1,
  actors: [],
});

test('marking all read elsewhere (the notifications page) refreshes the bell', async () => {
  act(() => signIn(LOGIN));
  let read = false;
  fetchMock.mockImplementation(async (_url: string, init?: { method?: string }) => {
    if (init?.method === 'PATCH') {
      read = true;
      return response({ updated: 1 }, {});
    }
    return response([notification(read)], { 'x-total-count': '1', 'x-unread-count': read ? '0' : '1' });
  });
  // Without EventSource (jsdom) the bell polls every 30 s: only the write can refresh it within the test.
  const { result, unmount } = renderHook(() => useNotifications());
  await waitFor(() => expect(result.current.unread).toBe(1));
  await act(() => notificationsApi.markAllRead());
  await waitFor(() => expect(result.current.unread).toBe(0));
  expect(result.current.items[0]?.read).toBe(true);
  unmount();
});
