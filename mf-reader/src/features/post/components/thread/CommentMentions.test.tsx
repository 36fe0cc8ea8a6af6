import { sessionStore, signOut } from '@cwt/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeResponse,
  fetchMock,
  installFetch,
  makeComment,
  renderAt,
  resetSWR,
} from '../../../../../test/helpers';
import { CommentSection } from '../CommentSection';

const POST_ID = 'b'.repeat(24);
const BOB = 'c'.repeat(24);

beforeEach(async () => {
  await resetSWR();
  installFetch();
});
afterEach(() => act(() => signOut()));

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
    act(() => sessionStore.setState({ token: 't', username: 'ann', isSignedIn: true }));
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
