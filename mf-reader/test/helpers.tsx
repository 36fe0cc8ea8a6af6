import { ALL_NOTIFICATION_KINDS_ON, API } from '@cwt/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { mutate, SWRConfig } from 'swr';

/** Shows where the router ended up. */
export function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/**
 * Renders at `path`. SWR's global cache is used, as in the app (core's cache patches reach it); call
 * resetSWR() between tests.
 */
export function renderAt(element: ReactNode, path = '/', route = '*') {
  return render(
    <SWRConfig value={{ dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="/blog/:id" element={<Where />} />
          <Route path="/search" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** A minimal fetch Response: jsdom has no fetch of its own. */
export function fakeResponse(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const all: Record<string, string> = { 'content-type': 'application/json', ...headers };
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => all[name.toLowerCase()] ?? all[name] ?? null },
    text: async () => text,
  };
}

export const fetchMock = jest.fn();

/** What a signed-in reader's notification settings read: all on, `mutedThreads` as a test sets them. */
export const readerPreferences = { mutedThreads: [] as { postId: string; title: string; mutedAt: string }[] };

/**
 * Installs `fetchMock` as the global fetch. Reading the notification settings (the post page asks,
 * for its Mute thread button) is answered here from `readerPreferences`, so each test's mock serves
 * only the requests it is about.
 */
export function installFetch() {
  fetchMock.mockReset();
  readerPreferences.mutedThreads = [];
  (globalThis as { fetch: unknown }).fetch = (url: string, init?: RequestInit) =>
    new URL(url, 'http://x').pathname === API.notificationPreferences && (init?.method ?? 'GET') === 'GET'
      ? Promise.resolve(
          fakeResponse(200, {
            kinds: ALL_NOTIFICATION_KINDS_ON,
            mutedThreads: readerPreferences.mutedThreads,
          }),
        )
      : fetchMock(url, init);
}

/** The URL of the n-th fetch call. */
export const calledUrl = (n: number) => new URL(String(fetchMock.mock.calls[n]?.[0]), 'http://x');

let seq = 0;
export function makePost(overrides: Record<string, unknown> = {}) {
  seq += 1;
  const id = (seq.toString(16).padStart(24, '0') as string).slice(-24);
  return {
    id,
    _id: id,
    title: `Post ${seq}`,
    category: 'Technology',
    tags: ['web'],
    imageCloudUrl: null,
    excerpt: 'An excerpt',
    readingMinutes: 1,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    likeCount: 3,
    likeCnt: 3,
    commentCount: 0,
    liked: false,
    saved: false,
    isSaved: false,
    author: { id: 'a'.repeat(24), _id: 'a'.repeat(24), name: 'Ann', username: 'ann', profilePicture: null },
    ...overrides,
  };
}

export function paged(content: unknown[], totalElements: number, number: number, size: number) {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number, size };
}

/** Empties SWR's global cache so one test's data never shows in the next. */
export function resetSWR(): Promise<unknown> {
  return mutate(() => true, undefined, { revalidate: false });
}

/** A comment as the API sends it (a visible top-level one unless overridden). */
export function makeComment(n: number, name: string, content: string, extra: Record<string, unknown> = {}) {
  const id = n.toString(16).padStart(24, '0');
  return {
    id,
    _id: id,
    postId: 'b'.repeat(24),
    content,
    createdAt: '2026-01-05T10:00:00.000Z',
    user: { id, _id: id, name, username: name.toLowerCase(), profilePicture: null },
    likeCount: 0,
    liked: false,
    canDelete: false,
    canEdit: false,
    editedAt: null,
    parentId: null,
    depth: 1,
    replyCount: 0,
    replyTo: null,
    state: 'visible',
    ...extra,
  };
}
/** A signed-in member's login answer, for `signIn` in tests of members-only views. */
export const MEMBER_LOGIN = {
  token: 'jwt',
  username: 'member',
  profilePicture: null,
  id: '65f0a1b2c3d4e5f6a7b8c9d0',
  userRole: 'USER' as const,
  email: 'member@example.com',
  name: 'Member',
};
