import {
  type FetchAnswer,
  fakeResponse,
  installFetch as installKitFetch,
  renderAt as renderWithKit,
  Where,
} from '@cwt/build/test-kit';
import { ALL_NOTIFICATION_KINDS_ON, API } from '@cwt/contracts';
import type { ReactNode } from 'react';

export { calledUrl, fakeResponse, fetchMock, resetSWR, Where } from '@cwt/build/test-kit';

/** What a signed-in reader's notification settings read: all on, `mutedThreads` as a test sets them. */
export const readerPreferences = { mutedThreads: [] as { postId: string; title: string; mutedAt: string }[] };

/** The post page reads the notification settings (for its Mute thread button): answered from above. */
const preferences: FetchAnswer = (url, init) =>
  url.pathname === API.notificationPreferences && (init?.method ?? 'GET') === 'GET'
    ? fakeResponse(200, { kinds: ALL_NOTIFICATION_KINDS_ON, mutedThreads: readerPreferences.mutedThreads })
    : undefined;

/** Installs `fetchMock` as the global fetch behind the standing answers above; call it in a beforeEach. */
export function installFetch(): jest.Mock {
  readerPreferences.mutedThreads = [];
  return installKitFetch(preferences);
}

/** Renders at `path` under `route`; opening a post or a search lands on a `<Where />`. */
export function renderAt(element: ReactNode, path = '/', route = '*') {
  return renderWithKit(element, path, { route, extra: { '/blog/:id': <Where />, '/search': <Where /> } });
}

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
