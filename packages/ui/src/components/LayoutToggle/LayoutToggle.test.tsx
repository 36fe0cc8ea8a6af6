import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LayoutToggle } from './LayoutToggle';

describe('LayoutToggle', () => {
  it('marks the current layout pressed and reports the other', async () => {
    const onChange = jest.fn();
    render(<LayoutToggle value="grid" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(onChange).toHaveBeenCalledWith('list');
    await userEvent.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
