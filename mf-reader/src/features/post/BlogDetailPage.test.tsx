import { FIRST_VIEW_DATA_ID, resetFirstViewData, signIn, signOut } from '@cwt/core';
import {
  fakeResponse,
  fetchMock,
  installFetch,
  MEMBER_LOGIN,
  makePost,
  paged,
  renderAt,
  resetSWR,
} from '@test/helpers';
import { act, screen } from '@testing-library/react';
import BlogDetailPage from './BlogDetailPage';

// A new post per test: SWR's cache is global, and each test must start without this post in it.
let post = makePost();
const freshPost = () =>
  makePost({
    title: 'Served first',
    content: '<p>Body text</p>',
    author: { ...makePost().author, email: 'ann@example.com' },
  });

/** The data block the shell's server puts in a post's HTML. */
function serve(data: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_VIEW_DATA_ID;
  block.textContent = JSON.stringify(data);
  document.body.append(block);
}

/** The post's request stays open until `answer` is called; everything else answers empty. */
function apiWithHeldPost() {
  let answer: (body: unknown) => void = () => {};
  const held = new Promise((resolve) => {
    answer = (body) => resolve(fakeResponse(200, body));
  });
  fetchMock.mockImplementation((url: string) => {
    const path = new URL(String(url), 'http://x').pathname;
    if (path === `/api/posts/${post.id}`) return held;
    if (path.startsWith('/api/posts')) return Promise.resolve(fakeResponse(200, paged([], 0, 0, 4)));
    return Promise.resolve(fakeResponse(200, []));
  });
  return (body: unknown) => act(async () => answer(body));
}

beforeEach(async () => {
  await resetSWR();
  installFetch();
  resetFirstViewData();
  post = freshPost();
});
afterEach(() => {
  act(() => signOut());
  document.getElementById(FIRST_VIEW_DATA_ID)?.remove();
});

describe('BlogDetailPage with a served post', () => {
  it('shows the served post at once, with its controls for a visitor', async () => {
    serve({ post });
    const answer = apiWithHeldPost();
    renderAt(<BlogDetailPage />, `/blog/${post.id}`, '/blog/:id');
    expect(screen.getByRole('heading', { level: 1, name: 'Served first' })).toBeInTheDocument();
    expect(screen.getByText('Body text')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Like "Served first"/ })).toBeInTheDocument();
    await answer(post);
  });

  it('holds a member’s like and bookmark controls until their own answer arrives', async () => {
    act(() => signIn({ ...MEMBER_LOGIN, username: 'bo', id: 'b'.repeat(24) }));
    serve({ post });
    const answer = apiWithHeldPost();
    renderAt(<BlogDetailPage />, `/blog/${post.id}`, '/blog/:id');
    expect(screen.getByRole('heading', { level: 1, name: 'Served first' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Like "Served first"/ })).toBeNull();
    await answer({ ...post, liked: true, likeCount: 4, likeCnt: 4 });
    const like = await screen.findByRole('button', { name: /^Unlike "Served first"/ });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent('4');
  });

  it('ignores a served post that is not the one asked for', async () => {
    serve({ post: { ...post, id: 'f'.repeat(24), _id: 'f'.repeat(24), title: 'Another' } });
    const answer = apiWithHeldPost();
    renderAt(<BlogDetailPage />, `/blog/${post.id}`, '/blog/:id');
    expect(screen.getByRole('status')).toHaveTextContent('Loading post...');
    expect(screen.queryByText('Another')).toBeNull();
    await answer(post);
    expect(await screen.findByRole('heading', { level: 1, name: 'Served first' })).toBeInTheDocument();
  });
});
