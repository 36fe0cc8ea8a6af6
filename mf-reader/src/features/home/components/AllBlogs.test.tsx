import { setSearchTerm } from '@cwt/core';
import {
  calledUrl,
  fakeResponse,
  fetchMock,
  installFetch,
  makePost,
  paged,
  renderAt,
  resetSWR,
} from '@test/helpers';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AllBlogs } from './AllBlogs';

/** Answers GET /api/posts from a pretend table of `total` posts. */
function serve(total: number) {
  fetchMock.mockImplementation(async (input: string) => {
    const url = new URL(input, 'http://x');
    const page = Number(url.searchParams.get('page') ?? 0);
    const size = Number(url.searchParams.get('size') ?? 20);
    const q = url.searchParams.get('q');
    const count = q ? 0 : total;
    const n = Math.max(0, Math.min(size, count - page * size));
    return fakeResponse(
      200,
      paged(
        Array.from({ length: n }, () => makePost()),
        count,
        page,
        size,
      ),
    );
  });
}

const postsCalls = () =>
  fetchMock.mock.calls.map((_, i) => calledUrl(i)).filter((u) => u.pathname === '/api/posts');

beforeEach(async () => {
  await resetSWR();
  installFetch();
  act(() => setSearchTerm(''));
});

describe('AllBlogs', () => {
  it('shows the loading text, then pages through the server with the summary line', async () => {
    serve(14);
    renderAt(<AllBlogs />);
    expect(screen.getByText('Loading blogs...')).toBeInTheDocument();
    await screen.findByText('Showing 6 of 14 results - Page 1 of 3');
    expect(postsCalls()[0]?.searchParams.get('size')).toBe('6');

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 2 of 14 results - Page 3 of 3');
    expect(postsCalls().at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('changing the page size goes back to page 1', async () => {
    serve(30);
    renderAt(<AllBlogs />);
    await screen.findByText('Showing 6 of 30 results - Page 1 of 5');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 6 of 30 results - Page 2 of 5');

    await userEvent.selectOptions(screen.getByLabelText('Posts per page'), '12');
    await screen.findByText('Showing 12 of 30 results - Page 1 of 3');
    const last = postsCalls().at(-1);
    expect(last?.searchParams.get('size')).toBe('12');
    expect(last?.searchParams.get('page')).toBe('0');
  });

  it('shows no pager for a single page', async () => {
    serve(4);
    renderAt(<AllBlogs />);
    await screen.findByText('Showing 4 of 4 results - Page 1 of 1');
    expect(screen.queryByRole('navigation', { name: 'All Blogs pages' })).not.toBeInTheDocument();
  });

  it('says which search term found nothing, and when there are no posts at all', async () => {
    serve(0);
    renderAt(<AllBlogs />);
    await screen.findByText('No blog posts available.');

    act(() => setSearchTerm('  zebra '));
    await screen.findByText('No posts matching "zebra" were found.');
    await waitFor(() => expect(postsCalls().at(-1)?.searchParams.get('q')).toBe('zebra'));
  });
});
