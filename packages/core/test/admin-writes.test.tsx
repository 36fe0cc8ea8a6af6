import type { PagedPosts, Post } from '@cwt/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { adminCategoriesApi, adminReportsApi, useAdminReports } from '../src/admin/index';
import { postWritesApi } from '../src/editor';
import { postsApi, useCategories, usePost, usePosts } from '../src/index';
import { fakeResponse, LOGIN } from './helpers';
import { signedInWithFetch, swrWrapper } from './signed-in';

const fetchMock = signedInWithFetch({ ...LOGIN, userRole: 'ADMIN' });
const wrapper = swrWrapper;

const A = 'a'.repeat(24);
const B = 'b'.repeat(24);
const author = { id: LOGIN.id, _id: LOGIN.id, name: 'Alice', username: 'alice', profilePicture: null };

function post(id: string, title: string): Post {
  return {
    id,
    _id: id,
    title,
    category: 'News',
    tags: [],
    imageCloudUrl: null,
    excerpt: `${title} excerpt`,
    readingMinutes: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    likeCount: 0,
    likeCnt: 0,
    commentCount: 0,
    liked: false,
    saved: false,
    isSaved: false,
    author: { ...author, email: 'alice@example.com' },
    content: `<p>${title}</p>`,
  };
}

function page(...posts: Post[]): PagedPosts {
  const content = posts.map(({ content: _c, author: { email: _e, ...summaryAuthor }, ...rest }) => ({
    ...rest,
    author: summaryAuthor,
  }));
  return { content, totalElements: content.length, totalPages: 1, number: 0, size: 20 };
}

/** A server whose GETs answer held back until `release()`: only a write's own cache update shows early. */
function holdGets(answer: (url: string) => unknown) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release: () => release(),
    respond: async (url: string, init?: { method?: string }, write?: unknown) => {
      if (init?.method && init.method !== 'GET') return fakeResponse(200, write);
      await gate;
      return fakeResponse(200, answer(url));
    },
  };
}

/** Paths (with query) of the GETs made after the last write, in order. */
function getsAfterWrite(): string[] {
  const calls = fetchMock.mock.calls as [string, { method?: string } | undefined][];
  const write = calls.findLastIndex(([, init]) => init?.method !== undefined && init.method !== 'GET');
  return calls
    .slice(write + 1)
    .filter(([, init]) => !init?.method || init.method === 'GET')
    .map(([url]) => {
      const parsed = new URL(url, 'http://localhost');
      return parsed.pathname + parsed.search;
    });
}

test('an admin edit rewrites the cached post and the cached post lists before any refetch', async () => {
  fetchMock.mockImplementation(async (url: string) =>
    fakeResponse(
      200,
      url.includes(`/api/posts/${A}`) ? post(A, 'Old title') : page(post(A, 'Old title'), post(B, 'B')),
    ),
  );
  const { result } = renderHook(
    () => ({ detail: usePost(A), list: usePosts({ page: 0, size: 20 }), search: usePosts({ q: 'Old' }) }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.detail.data?.title).toBe('Old title'));
  await waitFor(() => expect(result.current.list.data?.content[0]?.title).toBe('Old title'));
  await waitFor(() => expect(result.current.search.data?.content[0]?.title).toBe('Old title'));

  const edited = { ...post(A, 'New title'), excerpt: 'New excerpt' };
  const server = holdGets((url) => (url.includes(`/api/posts/${A}`) ? edited : page(edited, post(B, 'B'))));
  fetchMock.mockImplementation((url: string, init?: { method?: string }) =>
    server.respond(url, init, edited),
  );
  await act(() => postWritesApi.update(A, { title: 'New title' }));

  expect(result.current.detail.data).toEqual(edited);
  expect(result.current.list.data?.content.map((p) => p.title)).toEqual(['New title', 'B']);
  expect(result.current.list.data?.content[0]).toMatchObject({ excerpt: 'New excerpt', author });
  expect(result.current.search.data?.content[0]?.title).toBe('New title');
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  expect(put?.[0]).toContain(`/api/posts/${A}`);
  // Then every list is asked for again (an edit can move a post in or out of a list).
  await act(async () => server.release());
  await waitFor(() =>
    expect(getsAfterWrite()).toEqual(expect.arrayContaining(['/api/posts?page=0&size=20'])),
  );
});

test('an admin delete drops the post from its cached key and every cached list', async () => {
  fetchMock.mockImplementation(async (url: string) =>
    fakeResponse(
      200,
      url.includes(`/api/posts/${A}`) ? post(A, 'Doomed') : page(post(A, 'Doomed'), post(B, 'B')),
    ),
  );
  const { result } = renderHook(() => ({ detail: usePost(A), list: usePosts({ page: 0, size: 20 }) }), {
    wrapper,
  });
  await waitFor(() => expect(result.current.detail.data?.title).toBe('Doomed'));
  await waitFor(() => expect(result.current.list.data?.content).toHaveLength(2));

  const server = holdGets(() => page(post(B, 'B')));
  fetchMock.mockImplementation((url: string, init?: { method?: string }) =>
    server.respond(url, init, { message: 'Post deleted' }),
  );
  await act(() => postsApi.remove(A));

  expect(result.current.detail.data).toBeUndefined();
  expect(result.current.list.data?.content.map((p) => p.id)).toEqual([B]);
  expect(result.current.list.data?.totalElements).toBe(1);
  // The deleted post itself is never asked for again (it would answer 404).
  await act(async () => server.release());
  await waitFor(() => expect(getsAfterWrite()).toContain('/api/posts?page=0&size=20'));
  expect(getsAfterWrite().filter((url) => url.includes(`/api/posts/${A}`))).toEqual([]);
});

test('renaming a category refetches the categories and the posts that carry its name', async () => {
  let name = 'News';
  fetchMock.mockImplementation(async (url: string, init?: { method?: string }) => {
    if (init?.method === 'PUT') {
      name = 'World';
      return fakeResponse(200, { id: A, name, postCount: 1 });
    }
    if (url.includes('/api/categories')) return fakeResponse(200, [{ id: A, name, postCount: 1 }]);
    return fakeResponse(200, page({ ...post(B, 'B'), category: name }));
  });
  const { result } = renderHook(() => ({ categories: useCategories(), list: usePosts() }), { wrapper });
  await waitFor(() => expect(result.current.categories.data?.[0]?.name).toBe('News'));
  await waitFor(() => expect(result.current.list.data?.content[0]?.category).toBe('News'));
  await act(() => adminCategoriesApi.rename(A, 'World'));
  await waitFor(() => expect(result.current.categories.data?.[0]?.name).toBe('World'));
  await waitFor(() => expect(result.current.list.data?.content[0]?.category).toBe('World'));
});

test('deleting reported content refetches the reports and the posts', async () => {
  let reports = [{ id: A, postId: B }];
  let posts = page(post(B, 'Reported'));
  fetchMock.mockImplementation(async (url: string, init?: { method?: string }) => {
    if (init?.method === 'DELETE') {
      expect(url).toContain('removeContent=true');
      reports = [];
      posts = page();
      return fakeResponse(200, { message: 'deleted' });
    }
    if (url.includes('/api/report-items')) return fakeResponse(200, reports);
    return fakeResponse(200, posts);
  });
  const { result } = renderHook(() => ({ reports: useAdminReports(), list: usePosts() }), { wrapper });
  await waitFor(() => expect(result.current.reports.data?.total).toBe(1));
  await waitFor(() => expect(result.current.list.data?.content).toHaveLength(1));
  await act(() => adminReportsApi.removeContent(A));
  await waitFor(() => expect(result.current.reports.data).toEqual({ items: [], total: 0 }));
  await waitFor(() => expect(result.current.list.data?.content).toEqual([]));
});
