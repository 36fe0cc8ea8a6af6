import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu, type MenuItem } from './Menu';

function setup(items?: MenuItem[]) {
  const edit = jest.fn();
  const remove = jest.fn();
  render(
    <div>
      <Menu
        trigger={(props) => <button {...props}>Options</button>}
        items={
          items ?? [
            { label: 'Edit', onSelect: edit },
            { label: 'Archive', onSelect: jest.fn(), disabled: true },
            { label: 'Delete', onSelect: remove },
            { label: 'Profile', href: '#profile' },
          ]
        }
      />
      <p>Outside</p>
    </div>,
  );
  return { edit, remove, trigger: screen.getByRole('button', { name: 'Options' }) };
}

describe('Menu', () => {
  it('opens on click with the first item focused and closes on an outside click', async () => {
    const { trigger } = setup();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(screen.getByRole('menu', { name: 'Options' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();

    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('moves with arrow keys, skips disabled items, wraps, and selects with Enter', async () => {
    const { trigger, remove } = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens on ArrowUp at the last item and closes on Escape, returning focus', async () => {
    const { trigger, edit } = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(edit).not.toHaveBeenCalled();
  });

  it('renders links for href items and jumps by first letter', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    await userEvent.keyboard('p');
    const link = screen.getByRole('menuitem', { name: 'Profile' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#profile');
  });

  it('marks a label in another language with its lang (a language named in itself)', async () => {
    const { trigger } = setup([
      { label: 'Edit', onSelect: jest.fn() },
      { label: 'Tiếng Việt', lang: 'vi', onSelect: jest.fn() },
    ]);
    await userEvent.click(trigger);
    expect(screen.getByText('Tiếng Việt')).toHaveAttribute('lang', 'vi');
    expect(screen.getByRole('menuitem', { name: 'Tiếng Việt' })).toBeInTheDocument();
    expect(screen.getByText('Edit')).not.toHaveAttribute('lang');
  });
});
