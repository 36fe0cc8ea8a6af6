import { render, screen } from '@testing-library/react';
import { AuthorCard } from './AuthorCard';

describe('AuthorCard', () => {
  it('shows the name, e-mail and a View Profile link', () => {
    render(<AuthorCard name="Ann" email="ann@x.io" href="/profile/1" />);
    expect(screen.getByRole('heading', { name: 'Ann' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ann@x.io' })).toHaveAttribute('href', 'mailto:ann@x.io');
    expect(screen.getByRole('link', { name: 'View Profile of Ann' })).toHaveAttribute('href', '/profile/1');
  });

  it('falls back to Unknown', () => {
    render(<AuthorCard href="/profile/2" />);
    expect(screen.getByRole('heading', { name: 'Unknown' })).toBeInTheDocument();
  });
});
