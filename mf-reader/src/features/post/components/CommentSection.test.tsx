import { signIn, signOut } from '@cwt/core';
import {
  fakeResponse,
  fetchMock,
  installFetch,
  MEMBER_LOGIN,
  readerPreferences,
  renderAt,
  resetSWR,
} from '@test/helpers';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommentSection } from './CommentSection';

const POST_ID = 'b'.repeat(24);

beforeEach(async () => {
  await resetSWR();
  installFetch();
  fetchMock.mockImplementation(async () => fakeResponse(200, []));
});
afterEach(() => act(() => signOut()));

describe('CommentSection', () => {
  it("Mute thread: signed-in readers mute and unmute the post's thread; visitors get no button", async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (!url.includes('/thread-mute')) return fakeResponse(200, []);
      const muted = init?.method === 'POST';
      readerPreferences.mutedThreads = muted
        ? [{ postId: POST_ID, title: 'Hello', mutedAt: '2026-01-01T00:00:00.000Z' }]
        : [];
      return fakeResponse(200, { postId: POST_ID, muted });
    });
    act(() => signIn({ ...MEMBER_LOGIN, username: 'ann' }));
    renderAt(<CommentSection postId={POST_ID} postTitle="Hello" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mute thread' }));
    expect(await screen.findByRole('button', { name: 'Unmute thread' })).toBeInTheDocument();
    const mute = fetchMock.mock.calls.find(([url]) => String(url).includes('/thread-mute'));
    expect(mute?.[0]).toContain(`/api/posts/${POST_ID}/thread-mute`);
    expect(mute?.[1]?.method).toBe('POST');
    await userEvent.click(screen.getByRole('button', { name: 'Unmute thread' }));
    expect(await screen.findByRole('button', { name: 'Mute thread' })).toBeInTheDocument();
    act(() => signOut());
    expect(screen.queryByRole('button', { name: /mute thread/i })).not.toBeInTheDocument();
  });

  it('does not send a blank comment', async () => {
    act(() => signIn({ ...MEMBER_LOGIN, username: 'ann' }));
    renderAt(<CommentSection postId={POST_ID} />);
    await screen.findByText(/No comments yet/);
    const box = screen.getByLabelText('Add a comment');
    const send = screen.getByRole('button', { name: 'Post Comment' });

    await userEvent.type(box, '   ');
    expect(send).toBeDisabled();
    await userEvent.type(box, '{Enter}');
    box.closest('form')?.requestSubmit();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('sends the trimmed text and shows the new comment', async () => {
    act(() => signIn({ ...MEMBER_LOGIN, username: 'ann' }));
    const saved: unknown[] = [];
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'POST') return fakeResponse(200, saved);
      const comment = {
        id: 'c'.repeat(24),
        _id: 'c'.repeat(24),
        postId: POST_ID,
        content: 'Nice post',
        createdAt: '2026-01-05T10:00:00.000Z',
        user: { id: 'a'.repeat(24), _id: 'a'.repeat(24), name: 'Ann', username: 'ann', profilePicture: null },
        likeCount: 0,
        liked: false,
        canDelete: true,
        parentId: null,
        depth: 1,
        replyCount: 0,
        replyTo: null,
        state: 'visible',
      };
      saved.push(comment);
      return fakeResponse(201, comment);
    });
    renderAt(<CommentSection postId={POST_ID} />);
    await userEvent.type(screen.getByLabelText('Add a comment'), '  Nice post  ');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Nice post')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body)).toEqual({ content: 'Nice post' });
  });

  it("blocks a comment's author from its menu after confirming; the thread is read again without them", async () => {
    const me = 'a'.repeat(24);
    act(() => signIn({ ...MEMBER_LOGIN, username: 'ann', id: me }));
    const byOf = (id: string, username: string) => ({
      id: id.repeat(24),
      _id: id.repeat(24),
      postId: POST_ID,
      content: `Words of ${username}`,
      createdAt: '2026-01-05T10:00:00.000Z',
      user: {
        id: id === 'a' ? me : id.repeat(24),
        _id: id.repeat(24),
        name: username,
        username,
        profilePicture: null,
      },
      likeCount: 0,
      liked: false,
      canDelete: id === 'a',
      parentId: null,
      depth: 1,
      replyCount: 0,
      replyTo: null,
      state: 'visible',
    });
    let blocked = false;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && url.includes('/api/blocks/')) {
        blocked = true;
        return fakeResponse(200, { blocked: true });
      }
      if (url.includes('/api/users/me/')) return fakeResponse(200, []);
      return fakeResponse(200, blocked ? [byOf('a', 'ann')] : [byOf('a', 'ann'), byOf('d', 'dan')]);
    });
    renderAt(<CommentSection postId={POST_ID} />);
    expect(await screen.findByText('Words of dan')).toBeInTheDocument();
    // Your own comment offers no Block.
    await userEvent.click(screen.getByRole('button', { name: 'Actions for comment by ann' }));
    expect(screen.queryByRole('menuitem', { name: /Block/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for comment by dan' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block @dan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block @dan?' });
    expect(blocked).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByText('Words of dan')).not.toBeInTheDocument());
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === 'POST' && url.endsWith(`/api/blocks/${'d'.repeat(24)}`),
      ),
    ).toBe(true);
  });

  it('asks a visitor to sign in instead of showing the box', async () => {
    renderAt(<CommentSection postId={POST_ID} />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a comment')).not.toBeInTheDocument();
  });
});
