import type { Notification } from '@cwt/contracts';
import { activateLocale } from '@cwt/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NotificationBellView } from './NotificationBellView';

const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

describe('NotificationBellView', () => {
  const n = (id: string, read: boolean): Notification => ({
    id,
    _id: id,
    type: 'LIKE_POST',
    title: `Title ${id}`,
    message: 'Someone liked your post',
    date: new Date().toISOString(),
    createdAt: new Date().toISOString(),
    read,
    postId: ID,
    commentId: null,
    actor: null,
    postAuthor: null,
    profilePicture: null,
    actorCount: 1,
    actors: [],
  });

  test('badge, selection, mark all and closing on an outside click', () => {
    const onOpenChange = jest.fn();
    const onSelect = jest.fn();
    const onMarkAllRead = jest.fn();
    const { rerender } = render(
      <div>
        <p>outside</p>
        <NotificationBellView
          items={[n('1', false), n('2', true)]}
          unread={1}
          open={false}
          onOpenChange={onOpenChange}
          onSelect={onSelect}
          onMarkAllRead={onMarkAllRead}
        />
      </div>,
    );
    expect(screen.getByTestId('notification-badge').textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    rerender(
      <div>
        <p>outside</p>
        <NotificationBellView
          items={[n('1', false), n('2', true)]}
          unread={1}
          open
          onOpenChange={onOpenChange}
          onSelect={onSelect}
          onMarkAllRead={onMarkAllRead}
        />
      </div>,
    );
    fireEvent.click(screen.getByText('Title 1'));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(onMarkAllRead).toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  test('comment and reply rows offer Mute thread beside them, named by the row; muted ones Unmute', () => {
    const onToggleMute = jest.fn();
    const onSelect = jest.fn();
    const comment = { ...n('1', false), type: 'COMMENT' as const, message: 'Lan commented on "Hello"' };
    const reply = {
      ...n('2', false),
      type: 'REPLY' as const,
      postId: 'b'.repeat(24),
      message: 'Huy replied',
    };
    render(
      <NotificationBellView
        items={[comment, reply, n('3', false)]}
        unread={3}
        open
        onOpenChange={() => undefined}
        onSelect={onSelect}
        onMarkAllRead={() => undefined}
        mutedPosts={new Set(['b'.repeat(24)])}
        onToggleMute={onToggleMute}
      />,
    );
    expect(screen.getAllByRole('button', { name: /thread:/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Mute thread: Lan commented on "Hello"' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unmute thread: Huy replied' }));
    expect(onToggleMute.mock.calls).toEqual([
      [comment, true],
      [reply, false],
    ]);
    expect(onSelect).not.toHaveBeenCalled();
  });

  test('rows are worded from type and params in the active language, again when it changes', async () => {
    const comment: Notification = {
      ...n('1', false),
      type: 'COMMENT',
      title: 'New comment',
      message: 'Lan commented on "Phở"',
      params: { actor: 'Lan', postTitle: 'Phở' },
    };
    // From an API before issue 22: no params, so its stored texts whatever the language.
    const old = { ...n('2', true), title: 'Old title', message: 'Old message' };
    render(
      <NotificationBellView
        items={[comment, old]}
        unread={1}
        open
        onOpenChange={() => undefined}
        onSelect={() => undefined}
        onMarkAllRead={() => undefined}
        onToggleMute={() => undefined}
      />,
    );
    expect(screen.getByText('Lan commented on "Phở"')).toBeTruthy();
    await act(() => activateLocale('vi'));
    try {
      expect(screen.getByText('Bình luận mới')).toBeTruthy();
      expect(screen.getByText('Lan đã bình luận về bài viết "Phở"')).toBeTruthy();
      expect(
        screen.getByRole('button', {
          name: 'Tắt thông báo luồng bình luận: Lan đã bình luận về bài viết "Phở"',
        }),
      ).toBeTruthy();
      expect(screen.getByText('Old title')).toBeTruthy();
      expect(screen.getByText('Old message')).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  test('no badge when everything is read', () => {
    render(
      <NotificationBellView
        items={[]}
        unread={0}
        open
        onOpenChange={() => {}}
        onSelect={() => {}}
        onMarkAllRead={() => {}}
      />,
    );
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.getByText('No notifications yet')).toBeTruthy();
  });
});
