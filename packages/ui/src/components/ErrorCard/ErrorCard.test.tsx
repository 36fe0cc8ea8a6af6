import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCard } from './ErrorCard';

describe('ErrorCard', () => {
  it('announces the failure and calls onRetry from the Retry button', async () => {
    const onRetry = jest.fn();
    render(<ErrorCard title="Could not load" message="Remote is down" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    expect(screen.getByRole('alert')).toHaveTextContent('Remote is down');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry button without onRetry', () => {
    render(<ErrorCard title="Oops" message="Failed" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
