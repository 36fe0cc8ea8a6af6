import { act, renderHook, waitFor } from '@testing-library/react';
import { onNotificationsRead } from '../src/api/notifications';
import { blocksApi, useBlockState, useFollowingFeed, useMyMutes } from '../src/index';
import { useFollowList } from '../src/social';
import { fakeResponse } from './helpers';
import { signedInWithFetch, swrWrapper as wrapper } from './signed-in';

const fetchMock = signedInWithFetch();

const B = 'b'.repeat(24);
const C = 'c'.repeat(24);
const P = 'f'.repeat(24);
const bob = { id: B, _id: B, name: 'Bob', username: 'bob', profilePicture: null };
const carol = { id: C, _id: C, name: 'Carol', username: 'carol', profilePicture: null };
const feedOf = (ids: string[]) => ({
  content: ids.map((id) => ({ id, liked: false, likeCount: 0 })),
  totalElements: ids.length,
  totalPages: 1,
  number: 0,
  size: 20,
});

test('blocking shows in the block state, and refetches the feed, follows and the bell', async () => {
  let blocked = false;
  const calls: string[] = [];
  fetchMock.mockImplementation(async (url: string, init?: { method?: string }) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (init?.method === 'POST') {
      blocked = true;
      return fakeResponse(200, { blocked: true });
    }
    if (url.includes('/api/users/me/blocks'))
      return fakeResponse(200, blocked ? [{ ...bob, since: '2026-01-01T00:00:00.000Z' }] : []);
    if (url.includes('/api/users/me/mutes')) return fakeResponse(200, []);
    if (url.includes('/api/feed/following')) return fakeResponse(200, feedOf(blocked ? [] : [P]));
    if (url.includes('/followers')) return fakeResponse(200, blocked ? [] : [bob]);
    throw new Error(`unexpected ${url}`);
  });
  const { result } = renderHook(
    () => ({
      state: useBlockState(B),
      feed: useFollowingFeed(),
      followers: useFollowList('followers', C),
    }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.state).toEqual({ blocked: false, muted: false }));
  await waitFor(() => expect(result.current.feed.data?.content).toHaveLength(1));
  await waitFor(() => expect(result.current.followers.data).toHaveLength(1));
  const bell = jest.fn();
  const stop = onNotificationsRead(bell);
  await act(() => blocksApi.setBlocked(bob, true));
  expect(result.current.state.blocked).toBe(true);
  await waitFor(() => expect(result.current.feed.data?.content).toHaveLength(0));
  await waitFor(() => expect(result.current.followers.data).toHaveLength(0));
  // The bell reads its list again: the blocked member's notifications leave it.
  expect(bell).toHaveBeenCalled();
  stop();
  expect(calls).toContain(`POST /api/blocks/${B}`);
});

test('unmuting drops the member from the cached mute list at once', async () => {
  fetchMock.mockImplementation(async (_url: string, init?: { method?: string }) =>
    init?.method === 'DELETE'
      ? fakeResponse(200, { muted: false })
      : fakeResponse(200, [{ ...carol, since: '2026-01-01T00:00:00.000Z' }]),
  );
  const { result } = renderHook(() => useMyMutes(), { wrapper });
  await waitFor(() => expect(result.current.data).toHaveLength(1));
  fetchMock.mockImplementation(async (_url: string, init?: { method?: string }) =>
    init?.method === 'DELETE' ? fakeResponse(200, { muted: false }) : new Promise(() => undefined),
  );
  let now: boolean | undefined;
  await act(async () => {
    now = await blocksApi.setMuted(carol, false);
  });
  expect(now).toBe(false);
  expect(result.current.data).toEqual([]);
});

test('signed out or on their own profile, the state is unknown and nothing is asked', () => {
  const { result } = renderHook(() => useBlockState(B, false), { wrapper });
  expect(result.current).toEqual({ blocked: undefined, muted: undefined });
  expect(fetchMock).not.toHaveBeenCalled();
});
