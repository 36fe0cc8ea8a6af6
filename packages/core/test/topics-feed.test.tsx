import { act, renderHook, waitFor } from '@testing-library/react';
import { likesApi, useFollowingFeed } from '../src/index';
import { followsApi, topicsApi, useFollowsTopic, useMyTopics } from '../src/social';
import { patchCachedPost } from '../src/swr/post-cache';
import { fakeResponse } from './helpers';
import { signedInWithFetch, swrWrapper as wrapper } from './signed-in';

const fetchMock = signedInWithFetch();

const page = (ids: string[]) => ({
  content: ids.map((id) => ({ id, liked: false, likeCount: 0 })),
  totalElements: ids.length,
  totalPages: 1,
  number: 0,
  size: 20,
});
const A = 'a'.repeat(24);
const B = 'b'.repeat(24);

test('following a topic adds it to the cached list at once (any case matches) and refetches the feed', async () => {
  let topics: { name: string; followedAt: string }[] = [];
  let feed = page([A]);
  const calls: string[] = [];
  fetchMock.mockImplementation(async (url: string, init?: { method?: string }) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (init?.method === 'POST') {
      topics = [{ name: 'React', followedAt: '2026-01-01T00:00:00.000Z' }];
      feed = page([B, A]);
      return fakeResponse(200, { name: 'React', following: true });
    }
    if (url.includes('/api/users/me/topics')) return fakeResponse(200, topics);
    return fakeResponse(200, feed);
  });
  const { result } = renderHook(
    () => ({
      list: useMyTopics(),
      follows: useFollowsTopic('react'),
      feed: useFollowingFeed({ page: 0, size: 20 }),
    }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.feed.data?.content.map((p) => p.id)).toEqual([A]));
  await waitFor(() => expect(result.current.follows).toBe(false));
  await act(() => topicsApi.setFollowing('react', true));
  expect(calls.some((c) => c.startsWith('POST ') && c.endsWith('/api/topics/react/follow'))).toBe(true);
  expect(result.current.follows).toBe(true);
  expect(result.current.list.data?.map((t) => t.name)).toEqual(['React']);
  await waitFor(() => expect(result.current.feed.data?.content.map((p) => p.id)).toEqual([B, A]));
});

test('unfollowing drops the topic from the cached list at once', async () => {
  fetchMock.mockImplementation(async (_url: string, init?: { method?: string }) => {
    if (init?.method === 'DELETE') return fakeResponse(200, { name: 'Travel', following: false });
    return fakeResponse(200, [{ name: 'Travel', followedAt: '2026-01-01T00:00:00.000Z' }]);
  });
  const { result } = renderHook(() => useMyTopics(), { wrapper });
  await waitFor(() => expect(result.current.data).toHaveLength(1));
  // The refetch keeps answering the old list: only the write's own update can remove the row.
  fetchMock.mockImplementation(async (_url: string, init?: { method?: string }) =>
    init?.method === 'DELETE'
      ? fakeResponse(200, { name: 'Travel', following: false })
      : new Promise(() => undefined),
  );
  await act(() => topicsApi.setFollowing('TRAVEL', false));
  expect(result.current.data).toEqual([]);
});

test('following a person refetches the Following feed', async () => {
  let feed = page([]);
  fetchMock.mockImplementation(async (_url: string, init?: { method?: string }) => {
    if (init?.method === 'POST') {
      feed = page([A]);
      return fakeResponse(200, { following: true, followerNumber: 1, followingNumber: 0 });
    }
    return fakeResponse(200, feed);
  });
  const { result } = renderHook(() => useFollowingFeed({ page: 0, size: 6 }), { wrapper });
  await waitFor(() => expect(result.current.data?.totalElements).toBe(0));
  await act(() => followsApi.setFollowing('c'.repeat(24), true));
  await waitFor(() => expect(result.current.data?.content.map((p) => p.id)).toEqual([A]));
});

test("a like is written into the feed's cached cards", async () => {
  fetchMock.mockImplementation(async () => fakeResponse(200, page([A, B])));
  const { result } = renderHook(() => useFollowingFeed(), { wrapper });
  await waitFor(() => expect(result.current.data?.content).toHaveLength(2));
  fetchMock.mockImplementation(async () => fakeResponse(200, { liked: true, likeCount: 1, likeCnt: 1 }));
  await likesApi.setPostLike(A, true);
  await act(() => patchCachedPost(A, { liked: true, likeCount: 1 }));
  expect(result.current.data?.content[0]).toMatchObject({ id: A, liked: true, likeCount: 1 });
});

test('signed out, the hooks make no request', () => {
  renderHook(() => ({ feed: useFollowingFeed({}, false), topics: useMyTopics(false) }), { wrapper });
  expect(fetchMock).not.toHaveBeenCalled();
});
