import { render, screen } from '@testing-library/react';
import { HomeHero } from './HomeHero';

describe('HomeHero', () => {
  it('names its section by the heading and links to the editor', () => {
    render(<HomeHero />);
    expect(
      screen.getByRole('region', { name: 'Diverse Perspectives of the Young Generation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Writing Now' })).toHaveAttribute('href', '/create-post');
  });

  it('renders its call to action through the given link renderer, with the hero’s class', () => {
    render(
      <HomeHero
        renderLink={({ href, className, children }) => (
          <a href={href} className={className} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Start Writing Now' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link.className).not.toBe('');
  });
});
