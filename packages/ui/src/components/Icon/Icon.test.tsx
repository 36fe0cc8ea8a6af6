import { render, screen } from '@testing-library/react';
import { HeartIcon } from './icons';

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technology and not focusable', () => {
    const { container } = render(<HeartIcon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveAttribute('width', '20');
  });

  it('is an image named by its title when given one', () => {
    render(<HeartIcon title="Liked" />);
    expect(screen.getByRole('img', { name: 'Liked' })).not.toHaveAttribute('aria-hidden');
  });

  it('fills with the text colour when filled, at the size asked', () => {
    const { container } = render(<HeartIcon filled size={14} className="x" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).toHaveAttribute('height', '14');
    expect(svg).toHaveClass('x');
  });
});
