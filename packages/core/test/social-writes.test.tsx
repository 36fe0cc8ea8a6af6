import { act, renderHook, waitFor } from '@testing-library/react';
import { bookmarksApi, useBookmarks } from '../src/index';
import { followsApi, useFollowList, useProfile } from '../src/social';
import { LOGIN } from './helpers';
import { signedInWithFetch, swrWrapper } from './signed-in';

const fetchMock = signedInWithFetch();
const wrapper = swrWrapper;

function json(body: unknown, headers: Record<string, string> = {}) {
  const all: Record<string, string> = { 'content-type': 'application/json', ...headers };
  return {
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: { get: (name: string) => all[name.toLowerCase()] ?? null },
    text: async () => JSON.stringify(body),
  };
}

const THEM = 'c'.repeat(24);

test('a follow patches the followed profile and refetches its follower list', async () => {
  let followers: { id: string; name: string }[] = [];
  fetchMock.mockImplementation(async (url: string, init?: { method?: string }) => {
    if (init?.method === 'POST') {
      followers = [{ id: LOGIN.id, name: 'Me' }];
      return json({ following: true, followerNumber: 1, followingNumber: 0 });
    }
    if (url.includes('/followers')) return json(followers);
    return json({ id: THEM, name: 'Them', amIFollowing: false, followerNumber: 0 });
  });
  const { result } = renderHook(
    () => ({ profile: useProfile(THEM), list: useFollowList('followers', THEM) }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.list.data).toEqual([]));
  await waitFor(() => expect(result.current.profile.data?.followerNumber).toBe(0));
  await act(() => followsApi.setFollowing(THEM, true));
  expect(result.current.profile.data).toMatchObject({ amIFollowing: true, followerNumber: 1 });
  await waitFor(() => expect(result.current.list.data).toEqual([{ id: LOGIN.id, name: 'Me' }]));
});

test('unsaving drops the post from the cached bookmark list at once', async () => {
  const A = 'a'.repeat(24);
  const B = 'b'.repeat(24);
  const items = [{ id: A }, { id: B }];
  let answer = items;
  fetchMock.mockImplementation(async (_url: string, init?: { method?: string }) => {
    if (init?.method === 'DELETE') return json({ saved: false, isSaved: false });
    return json(answer, { 'x-total-count': String(answer.length) });
  });
  const { result } = renderHook(() => useBookmarks(), { wrapper });
  await waitFor(() => expect(result.current.data?.total).toBe(2));
  // The server's answer is held back: only the write's own cache update can drop the row.
  let release: () => void = () => undefined;
  fetchMock.mockImplementation(async (_url: string, init?: { method?: string }) => {
    if (init?.method === 'DELETE') return json({ saved: false, isSaved: false });
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    answer = [{ id: B }];
    return json(answer, { 'x-total-count': '1' });
  });
  await act(() => bookmarksApi.setSaved(A, false));
  expect(result.current.data).toEqual({ items: [{ id: B }], total: 1 });
  act(() => release());
});
