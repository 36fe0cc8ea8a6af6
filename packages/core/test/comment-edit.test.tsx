import type { Comment } from '@cwt/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { commentsApi, useCommentReplies, useComments } from '../src/index';
import { fakeResponse, LOGIN } from './helpers';
import { signedInWithFetch, swrWrapper } from './signed-in';

const fetchMock = signedInWithFetch();

const POST = 'a'.repeat(24);
const TOP = 'b'.repeat(24);
const REPLY = 'c'.repeat(24);

const comment = (id: string, content: string, parentId: string | null = null): Comment => ({
  id,
  _id: id,
  postId: POST,
  content,
  createdAt: '2026-01-01T00:00:00.000Z',
  user: { id: LOGIN.id, _id: LOGIN.id, name: 'Alice', username: 'alice', profilePicture: null },
  likeCount: 0,
  liked: false,
  canDelete: true,
  canEdit: true,
  editedAt: null,
  parentId,
  depth: parentId ? 2 : 1,
  replyCount: parentId ? 0 : 1,
  replyTo: null,
  state: 'visible',
});

test("an edit replaces the comment in the post's list and in its replies page, without refetching", async () => {
  fetchMock.mockImplementation(async (url: string) =>
    fakeResponse(200, url.includes('/replies') ? [comment(REPLY, 'Old reply', TOP)] : [comment(TOP, 'Top')]),
  );
  const { result } = renderHook(() => ({ top: useComments(POST), replies: useCommentReplies(TOP) }), {
    wrapper: swrWrapper,
  });
  await waitFor(() => expect(result.current.replies.data?.[0]?.content).toBe('Old reply'));
  await waitFor(() => expect(result.current.top.data?.[0]?.content).toBe('Top'));
  const reads = fetchMock.mock.calls.length;

  const edited = { ...comment(REPLY, 'New reply', TOP), editedAt: '2026-01-02T00:00:00.000Z' };
  fetchMock.mockImplementation(async () => fakeResponse(200, edited));
  await act(() => commentsApi.edit(REPLY, 'New reply'));

  expect(fetchMock.mock.calls.length).toBe(reads + 1);
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, { method: string; body: string }];
  expect(url).toContain(`/api/comments/${REPLY}`);
  expect(init.method).toBe('PUT');
  expect(JSON.parse(init.body)).toEqual({ content: 'New reply' });
  expect(result.current.replies.data).toEqual([edited]);
  expect(result.current.top.data?.[0]?.content).toBe('Top');
});
