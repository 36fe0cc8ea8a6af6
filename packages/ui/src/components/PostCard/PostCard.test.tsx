import { render, screen } from '@testing-library/react';
import { DEFAULT_BLOG_IMAGE } from '../../assets/images';
import { PostCard } from './PostCard';

describe('PostCard', () => {
  it('links the title to the post and shows category, author and date', () => {
    render(
      <PostCard
        post={{
          id: 'a',
          title: 'Hello',
          category: 'Food',
          imageCloudUrl: 'https://img/x.png',
          author: { name: 'Ann' },
        }}
        href="/blog/a"
        date="5 Jan 2026"
      />,
    );
    expect(screen.getByRole('link', { name: 'Hello' })).toHaveAttribute('href', '/blog/a');
    expect(screen.getByText('Food')).toBeInTheDocument();
    expect(screen.getByText('Ann')).toBeInTheDocument();
    expect(screen.getByText('5 Jan 2026')).toBeInTheDocument();
  });

  it('falls back to the default image, Unknown and N/A', () => {
    const { container } = render(<PostCard post={{ id: 'b', title: 'T', author: null }} href="/blog/b" />);
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', DEFAULT_BLOG_IMAGE);
  });
});
