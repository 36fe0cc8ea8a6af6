import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('gives an icon button its accessible name', () => {
    render(
      <button type="button">
        <span aria-hidden="true">♥</span>
        <VisuallyHidden>Like</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(screen.getByText('Like')).toHaveClass('hidden');
  });
});
