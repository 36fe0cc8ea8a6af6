import { signIn, signOut } from '@cwt/core';
import {
  calledUrl,
  fakeResponse,
  fetchMock,
  installFetch,
  MEMBER_LOGIN,
  makePost,
  paged,
  renderAt,
  resetSWR,
} from '@test/helpers';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AllBlogs } from './AllBlogs';

/** Answers the home list with 14 posts and the Following feed with `feedTotal`. */
function serve(feedTotal: number) {
  fetchMock.mockImplementation(async (input: string) => {
    const url = new URL(input, 'http://x');
    const page = Number(url.searchParams.get('page') ?? 0);
    const size = Number(url.searchParams.get('size') ?? 20);
    const total = url.pathname === '/api/feed/following' ? feedTotal : 14;
    const n = Math.max(0, Math.min(size, total - page * size));
    return fakeResponse(
      200,
      paged(
        Array.from({ length: n }, () => makePost()),
        total,
        page,
        size,
      ),
    );
  });
}

const feedCalls = () =>
  fetchMock.mock.calls.map((_, i) => calledUrl(i)).filter((u) => u.pathname === '/api/feed/following');

// Several renders and user events per test: slow on a loaded machine.
jest.setTimeout(30_000);

beforeEach(async () => {
  await resetSWR();
  installFetch();
});
afterEach(() => act(() => signOut()));

describe('AllBlogs tabs', () => {
  it('visitors get the Latest list only, with no tabs and no feed request', async () => {
    serve(3);
    renderAt(<AllBlogs />);
    await screen.findByText('Showing 6 of 14 results - Page 1 of 3');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(feedCalls()).toHaveLength(0);
  });

  it('members switch to Following with the keyboard; it pages with the same sizes', async () => {
    act(() => signIn(MEMBER_LOGIN));
    serve(9);
    renderAt(<AllBlogs />);
    const tabs = within(await screen.findByRole('tablist', { name: 'Which blogs' }));
    expect(tabs.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Showing 6 of 14 results - Page 1 of 3');
    expect(feedCalls()).toHaveLength(0);

    tabs.getByRole('tab', { name: 'Latest' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Showing 6 of 9 results - Page 1 of 2');
    expect(feedCalls()[0]?.searchParams.get('size')).toBe('6');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 3 of 9 results - Page 2 of 2');
    expect(feedCalls().at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('an empty Following tab says what to do and links to Top Authors and the categories', async () => {
    act(() => signIn(MEMBER_LOGIN));
    serve(0);
    renderAt(<AllBlogs />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Following' }));
    expect(
      await screen.findByRole('heading', { name: 'Follow people and topics to fill this feed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top Authors' })).toHaveAttribute('href', '#home-authors');
    expect(screen.getByRole('link', { name: 'every category and tag' })).toHaveAttribute('href', '/category');
  });
});
