import { signIn, signOut } from '@cwt/core';
import {
  fakeResponse,
  fetchMock,
  installFetch,
  MEMBER_LOGIN,
  makeComment,
  renderAt,
  resetSWR,
} from '@test/helpers';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommentSection } from '../CommentSection';

const POST_ID = 'b'.repeat(24);
const id = (n: number) => n.toString(16).padStart(24, '0');

/** Answers GETs from `routes` (path without query, plus `?page=N` for pages after the first). */
function serve(routes: Record<string, unknown[]>, onPost?: (body: unknown) => unknown) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const u = new URL(url, 'http://x');
    if (init?.method === 'POST') return fakeResponse(201, onPost?.(JSON.parse(String(init.body))));
    const page = u.searchParams.get('page');
    const list = routes[page && page !== '0' ? `${u.pathname}?page=${page}` : u.pathname] ?? [];
    return fakeResponse(200, list, { 'x-total-count': String(list.length) });
  });
}

beforeEach(async () => {
  await resetSWR();
  installFetch();
});
afterEach(() => act(() => signOut()));

describe('comment threads', () => {
  it('nests replies and lists deeper ones flat under level 3, saying whom they answer', async () => {
    serve({
      [`/api/comments/${POST_ID}`]: [makeComment(1, 'Minh', 'Top', { replyCount: 1 })],
      [`/api/comments/${id(1)}/replies`]: [
        makeComment(2, 'Lan', 'Second', { parentId: id(1), depth: 2, replyCount: 1 }),
      ],
      [`/api/comments/${id(2)}/replies`]: [
        makeComment(3, 'Huy', 'Third', { parentId: id(2), depth: 3, replyCount: 1 }),
      ],
      [`/api/comments/${id(3)}/replies`]: [
        makeComment(4, 'Minh', 'Fourth', {
          parentId: id(3),
          depth: 4,
          replyTo: { id: id(3), username: 'huy' },
        }),
      ],
    });
    renderAt(<CommentSection postId={POST_ID} />);
    expect(await screen.findByText('Fourth')).toBeInTheDocument();
    const third = screen.getByRole('list', { name: 'Replies to Huy' });
    expect(within(third).getByText('replying to')).toBeInTheDocument();
    expect(within(third).getByRole('link', { name: '@huy' })).toHaveAttribute('href', `#comment-${id(3)}`);
    expect(screen.getByRole('list', { name: 'Replies to Minh' })).toContainElement(
      screen.getByText('Second'),
    );
  });

  it('shows tombstones without author, text or actions, and keeps their replies', async () => {
    act(() => signIn({ ...MEMBER_LOGIN, username: 'ann' }));
    serve({
      [`/api/comments/${POST_ID}`]: [
        makeComment(1, '', '', { user: null, state: 'deleted', replyCount: 1 }),
        makeComment(5, '', '', { user: null, state: 'hidden', replyCount: 1 }),
      ],
      [`/api/comments/${id(1)}/replies`]: [makeComment(2, 'Lan', 'Kept', { parentId: id(1), depth: 2 })],
      [`/api/comments/${id(5)}/replies`]: [makeComment(6, 'Huy', 'Also kept', { parentId: id(5), depth: 2 })],
    });
    renderAt(<CommentSection postId={POST_ID} />);
    expect(await screen.findByText('Kept')).toBeInTheDocument();
    const deleted = screen.getByRole('article', { name: '[deleted] comment' });
    expect(within(deleted).getByText('[deleted]')).toBeInTheDocument();
    expect(within(deleted).queryByRole('button', { name: /Reply|Like|Actions/ })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: '[hidden] comment' })).toBeInTheDocument();
  });

  it('replies inline: the composer takes focus, sends parentId and the thread shows the reply', async () => {
    act(() => signIn({ ...MEMBER_LOGIN, username: 'ann' }));
    const routes: Record<string, unknown[]> = {
      [`/api/comments/${POST_ID}`]: [makeComment(1, 'Minh', 'Top')],
    };
    const sent: unknown[] = [];
    serve(routes, (body) => {
      sent.push(body);
      const reply = makeComment(9, 'Ann', 'My answer', { parentId: id(1), depth: 2 });
      routes[`/api/comments/${POST_ID}`] = [makeComment(1, 'Minh', 'Top', { replyCount: 1 })];
      routes[`/api/comments/${id(1)}/replies`] = [reply];
      return reply;
    });
    renderAt(<CommentSection postId={POST_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reply to Minh' }));
    const box = await screen.findByLabelText('Reply to Minh');
    expect(box).toHaveFocus();
    await userEvent.type(box, '  My answer ');
    await userEvent.click(screen.getByRole('button', { name: /^Reply$/ }));
    expect(await screen.findByText('My answer')).toBeInTheDocument();
    expect(sent).toEqual([{ content: 'My answer', parentId: id(1) }]);
    expect(screen.queryByLabelText('Reply to Minh')).not.toBeInTheDocument();
  });

  it('Escape closes the composer; visitors get no Reply button', async () => {
    act(() => signIn({ ...MEMBER_LOGIN, username: 'ann' }));
    serve({ [`/api/comments/${POST_ID}`]: [makeComment(1, 'Minh', 'Top')] });
    renderAt(<CommentSection postId={POST_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reply to Minh' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('Reply to Minh')).not.toBeInTheDocument();
    act(() => signOut());
    expect(screen.queryByRole('button', { name: 'Reply to Minh' })).not.toBeInTheDocument();
  });

  it("edits the viewer's own comment inline: Escape cancels, Save shows the edit, focus returns", async () => {
    act(() => signIn({ ...MEMBER_LOGIN, username: 'ann' }));
    const mine = makeComment(1, 'Ann', 'First take', { canEdit: true, canDelete: true });
    const edited = { ...mine, content: 'Second take', editedAt: '2026-01-05T10:42:17.000Z' };
    serve({ [`/api/comments/${POST_ID}`]: [mine, makeComment(2, 'Minh', 'Not mine')] });
    const read = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      init?.method === 'PUT' ? fakeResponse(200, edited) : read(url, init),
    );
    renderAt(<CommentSection postId={POST_ID} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Actions for comment by Minh' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    const article = screen.getByRole('article', { name: 'Comment by Ann' });
    await userEvent.click(within(article).getByRole('button', { name: 'Actions for comment by Ann' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const box = screen.getByRole('combobox', { name: 'Edit your comment' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('First take');
    await userEvent.type(box, ' (changed my mind)');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Edit your comment' })).not.toBeInTheDocument();
    expect(within(article).getByText('First take')).toBeInTheDocument();
    await waitFor(() => expect(article).toHaveFocus());

    await userEvent.click(within(article).getByRole('button', { name: 'Actions for comment by Ann' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const again = screen.getByRole('combobox', { name: 'Edit your comment' });
    await userEvent.clear(again);
    await userEvent.type(again, 'Second take');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(article).findByText('Second take')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toContain(`/api/comments/${id(1)}`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ content: 'Second take' });
    const mark = within(article).getByText(/^\(edited/);
    expect(mark.tagName).toBe('TIME');
    expect(mark).toHaveAttribute('datetime', edited.editedAt);
    expect(mark.getAttribute('title')).toMatch(/^Edited .*2026/);
    await waitFor(() => expect(article).toHaveFocus());
  });

  it('collapses and expands a thread, and loads more replies a page at a time', async () => {
    const replies = Array.from({ length: 12 }, (_, i) =>
      makeComment(16 + i, 'Lan', `Reply ${i + 1}`, { parentId: id(1), depth: 2 }),
    );
    serve({
      [`/api/comments/${POST_ID}`]: [makeComment(1, 'Minh', 'Top', { replyCount: 12 })],
      [`/api/comments/${id(1)}/replies`]: replies.slice(0, 10),
      [`/api/comments/${id(1)}/replies?page=1`]: replies.slice(10),
    });
    renderAt(<CommentSection postId={POST_ID} />);
    expect(await screen.findByText('Reply 10')).toBeInTheDocument();
    expect(screen.queryByText('Reply 11')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more replies' }));
    expect(await screen.findByText('Reply 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more replies' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Hide 12 replies' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(screen.queryByText('Reply 1')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show 12 replies' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('a #comment-<id> link scrolls to, focuses and highlights that comment once it is shown', async () => {
    serve({
      [`/api/comments/${POST_ID}`]: [makeComment(1, 'Minh', 'Top', { replyCount: 1 })],
      [`/api/comments/${id(1)}/replies`]: [makeComment(2, 'Lan', 'The reply', { parentId: id(1), depth: 2 })],
    });
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderAt(<CommentSection postId={POST_ID} />, `/blog/${POST_ID}#comment-${id(2)}`, '/blog/:id');
    const target = await screen.findByRole('article', { name: 'Comment by Lan' });
    await screen.findByText('The reply');
    expect(target).toHaveFocus();
    expect(target.className).toMatch(/highlight/);
    expect(scrolled).toHaveBeenCalled();
  });
});

const BOB = 'c'.repeat(24);

describe('mentions in comments', () => {
  it('shows a mention as a link to the profile and any other markup as text', async () => {
    fetchMock.mockImplementation(async () =>
      fakeResponse(200, [
        makeComment(
          1,
          'Ann',
          `Hi <a href="/profile/${BOB}" data-mention>@bob</a> <img src=x onerror="alert(1)"> <a href="/x">@y</a>`,
        ),
      ]),
    );
    const { container } = renderAt(<CommentSection postId={POST_ID} />);
    const link = await screen.findByRole('link', { name: '@bob' });
    expect(link).toHaveAttribute('href', `/profile/${BOB}`);
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByText(/<img src=x onerror="alert\(1\)"> <a href="\/x">@y<\/a>/)).toBeInTheDocument();
  });

  it('offers people after @ in the comment box and sends the picked name', async () => {
    act(() => signIn({ ...MEMBER_LOGIN, username: 'ann' }));
    const sent: unknown[] = [];
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      const u = new URL(url, 'http://x');
      if (u.pathname === '/api/users/mention-suggestions')
        return fakeResponse(200, [
          { id: BOB, _id: BOB, name: 'Bob Ray', username: 'bob', profilePicture: null, following: true },
        ]);
      if (init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return fakeResponse(201, makeComment(9, 'Ann', 'x'));
      }
      return fakeResponse(200, []);
    });
    renderAt(<CommentSection postId={POST_ID} />);
    const box = await screen.findByRole('combobox', { name: 'Add a comment' });
    await userEvent.type(box, 'Thanks @bo');
    const option = await screen.findByRole('option', { name: /Bob Ray/ });
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('Thanks @bob ');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(sent).toEqual([{ content: 'Thanks @bob' }]));
  });
});
