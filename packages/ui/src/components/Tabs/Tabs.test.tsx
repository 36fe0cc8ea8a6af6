import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'posts', label: 'Posts', content: 'Posts panel' },
  { id: 'likes', label: 'Likes', content: 'Likes panel' },
  { id: 'off', label: 'Off', content: 'Off panel', disabled: true },
  { id: 'saved', label: 'Saved', content: 'Saved panel' },
];

describe('Tabs', () => {
  it('links tabs and panels and shows the first tab', () => {
    render(<Tabs tabs={tabs} label="Sections" />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Posts' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Likes' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Posts' })).toHaveTextContent('Posts panel');
  });

  it('moves selection and focus with arrows, skipping disabled tabs and wrapping', async () => {
    const onChange = jest.fn();
    render(<Tabs tabs={tabs} onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Posts' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Likes' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Likes panel');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Saved' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Saved' })).toHaveFocus();
    expect(onChange.mock.calls.map(([id]) => id)).toEqual([
      'posts',
      'likes',
      'saved',
      'posts',
      'saved',
      'posts',
      'saved',
    ]);
  });

  it('follows selectedId when controlled', async () => {
    const onChange = jest.fn();
    render(<Tabs tabs={tabs} selectedId="likes" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Saved' }));
    expect(onChange).toHaveBeenCalledWith('saved');
    expect(screen.getByRole('tab', { name: 'Likes' })).toHaveAttribute('aria-selected', 'true');
  });
});
