import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title as a heading, the message and the action', () => {
    render(
      <EmptyState title="No posts" message="Nothing here" action={<button type="button">Write</button>} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No posts' })).toBeInTheDocument();
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write' })).toBeInTheDocument();
  });
});
