import { render, screen, within } from '@testing-library/react';
import { PostArticle, PostHero, type PostHeroProps } from './PostHero';

const props: PostHeroProps = {
  post: {
    title: 'Listening <b>well</b>',
    category: 'Community',
    tags: ['volunteering', 'c++'],
    createdAt: '2026-03-14T09:30:00.000Z',
  },
  image: '/cover.jpg',
  date: '14 March 2026',
  details: ['4 min read', '12 likes'],
  topicHref: (topic) => `/category/${encodeURIComponent(topic)}`,
  back: <a href="/">Back to blogs</a>,
};

describe('PostHero', () => {
  it('shows the title as text, the meta line and the cover fetched first', () => {
    const { container } = render(
      <PostArticle>
        <PostHero {...props} />
      </PostArticle>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Listening <b>well</b>');
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-03-14T09:30:00.000Z');
    expect(time?.parentElement).toHaveTextContent('14 March 2026·4 min read·12 likes');
    const cover = container.querySelector('img');
    expect(cover).toHaveAttribute('src', '/cover.jpg');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
  });

  it('links the category and tags through the given renderer', () => {
    render(
      <PostHero
        {...props}
        renderLink={({ href, className, children }) => (
          <a href={href} className={className} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/category/Community');
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('link');
    expect(tags.map((a) => [a.textContent, a.getAttribute('href'), a.dataset.router])).toEqual([
      ['#volunteering', '/category/volunteering', 'yes'],
      ['#c++', '/category/c%2B%2B', 'yes'],
    ]);
  });

  it('renders the owner controls and actions it is given, and no tag list without tags', () => {
    render(
      <PostHero
        {...props}
        post={{ ...props.post, tags: [], category: null }}
        manage={<button type="button">Delete</button>}
        actions={<button type="button">Like</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tags' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Community' })).toBeNull();
  });

  it('marks a busy article', () => {
    const { container } = render(<PostArticle busy>x</PostArticle>);
    expect(container.querySelector('article')).toHaveAttribute('aria-busy', 'true');
  });
});
