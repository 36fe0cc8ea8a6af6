import { render } from '@testing-library/react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('renders the requested number of hidden lines', () => {
    const { container } = render(<Skeleton lines={3} />);
    const stack = container.firstElementChild!;
    expect(stack).toHaveAttribute('aria-hidden', 'true');
    expect(stack.children).toHaveLength(3);
  });

  it('applies the size of a shape', () => {
    const { container } = render(<Skeleton variant="circle" width={48} height={48} />);
    expect(container.firstElementChild).toHaveClass('circle');
    expect(container.firstElementChild).toHaveStyle({ width: '48px', height: '48px' });
  });
});
