import type { PostSummary } from '@cwt/contracts';
import { makePost, renderAt } from '@test/helpers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { PagedPostList, type PagedPostListProps } from './PagedPostList';

const posts = [makePost({ title: 'First' }), makePost({ title: 'Second' })] as unknown as PostSummary[];

// jsdom implements no scrolling: a stand-in for the one call the list makes.
const scrollIntoView = jest.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  scrollIntoView.mockClear();
});

function renderList(props: Partial<PagedPostListProps> = {}) {
  const onPageChange = jest.fn();
  const scrollTarget = createRef<HTMLDivElement>();
  renderAt(
    <div ref={scrollTarget}>
      <PagedPostList
        empty={<p>Nothing here</p>}
        posts={posts}
        label="Some posts"
        page={1}
        totalPages={3}
        onPageChange={onPageChange}
        pagerLabel="Some pages"
        scrollTarget={scrollTarget}
        {...props}
      />
    </div>,
  );
  return { onPageChange, scrollTarget };
}

test('shows the cards, the summary and a pager that reports the chosen page and scrolls to the section', async () => {
  const { onPageChange, scrollTarget } = renderList({ summary: <p>2 results</p> });
  expect(screen.getByText('2 results')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'First' })).toHaveAttribute('href', `/blog/${posts[0]?.id}`);
  expect(screen.getByRole('link', { name: 'Second' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(onPageChange).toHaveBeenCalledWith(2);
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollIntoView.mock.contexts[0]).toBe(scrollTarget.current);
});

test('a status replaces the list and the pager', () => {
  renderList({ status: <p>Loading...</p>, summary: <p>2 results</p> });
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'First' })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Some pages' })).not.toBeInTheDocument();
  expect(screen.queryByText('2 results')).not.toBeInTheDocument();
});

test('no posts shows the empty message, without a pager', () => {
  renderList({ posts: [], status: false });
  expect(screen.getByText('Nothing here')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Some pages' })).not.toBeInTheDocument();
});
