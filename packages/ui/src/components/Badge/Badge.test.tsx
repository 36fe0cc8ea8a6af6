import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its label with the tone class', () => {
    render(<Badge tone="success">Published</Badge>);
    expect(screen.getByText('Published')).toHaveClass('badge', 'success');
  });
});
