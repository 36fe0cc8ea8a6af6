import type { Notification } from '@cwt/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { withRouter } from '@test/with-router';
import { useState } from 'react';
import { NotificationBellView } from './NotificationBellView';

const ID = '65f0aaaaaaaaaaaaaaaaaaaa';
const note = (i: number, read: boolean): Notification => ({
  id: `${ID.slice(0, 22)}0${i}`,
  _id: `${ID.slice(0, 22)}0${i}`,
  type: i % 2 ? 'FOLLOW' : 'LIKE_POST',
  title: i % 2 ? 'New follower' : 'New like',
  message: i % 2 ? 'Minh started following you' : 'Minh liked your post "Hello"',
  // The row is worded from these in the toolbar's language; title and message are the API's stored texts.
  params: i % 2 ? { actor: 'Minh', others: 0 } : { actor: 'Minh', others: 0, postTitle: 'Hello' },
  date: new Date(Date.now() - i * 3_600_000).toISOString(),
  createdAt: new Date(Date.now() - i * 3_600_000).toISOString(),
  read,
  postId: i % 2 ? null : ID,
  commentId: null,
  actor: { id: ID, _id: ID, name: 'Minh', username: 'minh', profilePicture: null },
  postAuthor: { profilePicture: null },
  profilePicture: null,
  actorCount: 1,
  actors: [{ id: ID, _id: ID, name: 'Minh', username: 'minh', profilePicture: null }],
});

const meta: Meta = {
  title: 'Social/NotificationBell',
  decorators: [withRouter],
};
export default meta;
type Story = StoryObj;

function Bell({ items, unread }: { items: Notification[]; unread: number }) {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 420 }}>
      <NotificationBellView
        items={items}
        unread={unread}
        open={open}
        onOpenChange={setOpen}
        onSelect={() => {}}
        onMarkAllRead={() => {}}
      />
    </div>
  );
}
export const BellUnread: Story = {
  name: 'Notification bell (unread)',
  render: () => <Bell items={[note(1, false), note(2, false), note(3, true)]} unread={2} />,
};
export const BellEmpty: Story = {
  name: 'Notification bell (empty)',
  render: () => <Bell items={[]} unread={0} />,
};
/** Thirteen likes of one post within a day: one row, named by the newest liker, one unread. */
export const BellGrouped: Story = {
  name: 'Notification bell (grouped likes)',
  render: () => (
    <Bell
      items={[
        {
          ...note(2, false),
          title: 'New likes',
          message: 'Lan and 12 others liked your post "Hello"',
          params: { actor: 'Lan', others: 12, postTitle: 'Hello' },
          actorCount: 13,
        },
        note(1, true),
      ]}
      unread={1}
    />
  ),
};

/** A comment and a reply, each with Mute thread beside it (the reply's thread already muted). */
export const BellThreads: Story = {
  name: 'Notification bell (mute a thread)',
  render: () => {
    const [muted, setMuted] = useState<ReadonlySet<string>>(new Set(['b'.repeat(24)]));
    const items: Notification[] = [
      {
        ...note(1, false),
        type: 'COMMENT',
        title: 'New comment',
        message: 'Minh commented on "Hello"',
        params: { actor: 'Minh', postTitle: 'Hello' },
        postId: ID,
      },
      {
        ...note(2, true),
        type: 'REPLY',
        title: 'New reply',
        message: 'Lan replied to your comment on "Tabs or spaces"',
        params: { actor: 'Lan', postTitle: 'Tabs or spaces' },
        postId: 'b'.repeat(24),
      },
    ];
    return (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 420 }}>
        <NotificationBellView
          items={items}
          unread={1}
          open
          onOpenChange={() => undefined}
          onSelect={() => undefined}
          onMarkAllRead={() => undefined}
          mutedPosts={muted}
          onToggleMute={(n, mute) =>
            setMuted((s) => {
              const next = new Set(s);
              if (mute) next.add(n.postId!);
              else next.delete(n.postId!);
              return next;
            })
          }
        />
      </div>
    );
  },
};
