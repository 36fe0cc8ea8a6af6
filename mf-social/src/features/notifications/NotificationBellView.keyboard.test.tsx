import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NotificationBellView } from './NotificationBellView';

function Bell() {
  const [open, setOpen] = useState(false);
  return (
    <NotificationBellView
      items={[]}
      unread={0}
      open={open}
      onOpenChange={setOpen}
      onSelect={() => undefined}
      onMarkAllRead={() => undefined}
    />
  );
}

test('the panel opens with Enter and closes with Escape, focus back on the bell', async () => {
  render(<Bell />);
  const bell = screen.getByRole('button', { name: 'Notifications' });
  bell.focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeTruthy();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  expect(document.activeElement).toBe(bell);
});
