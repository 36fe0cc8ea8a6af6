import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PeopleList } from './PeopleList';

const ann = { id: 'a'.repeat(24), name: 'Ann', username: 'ann', profilePicture: null };
const bob = { id: 'b'.repeat(24), name: 'Bob', username: 'bob', profilePicture: null };
const base = {
  label: 'Blocked members',
  emptyText: 'Nobody here',
  actionLabel: 'Unblock',
  hrefOf: (p: { id: string }) => `/profile/${p.id}`,
};

describe('PeopleList', () => {
  it('lists each person with a profile link and an action named after them, which calls back with that person', async () => {
    const onAction = jest.fn();
    render(<PeopleList {...base} people={[ann, bob]} onAction={onAction} busyIds={new Set([ann.id])} />);
    const list = screen.getByRole('list', { name: 'Blocked members' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Bob' })).toHaveAttribute('href', `/profile/${bob.id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Unblock @bob' }));
    expect(onAction).toHaveBeenCalledWith(bob);
    // A row whose action is in flight cannot be pressed again.
    expect(screen.getByRole('button', { name: 'Unblock @ann' })).toBeDisabled();
  });

  it('says when it is empty, loading or failed', () => {
    const { rerender } = render(<PeopleList {...base} people={[]} onAction={jest.fn()} />);
    expect(screen.getByText('Nobody here')).toBeInTheDocument();
    rerender(<PeopleList {...base} people={null} onAction={jest.fn()} />);
    expect(screen.getByText('Loading...')).toHaveAttribute('aria-busy', 'true');
    rerender(<PeopleList {...base} people={[ann]} error="Failed" onAction={jest.fn()} />);
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
