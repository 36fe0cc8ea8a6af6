import type { BookmarkItem, HistoryEntry, Notification, UserProfile } from '@cwt/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AccountFormView } from './features/account/AccountForm';
import type { AccountForm } from './features/account/validate';
import { BookmarkStats } from './features/bookmarks/components/BookmarkStats';
import { HistoryItem } from './features/history/HistoryItem';
import { NotificationBellView } from './features/notifications/NotificationBellView';
import { FollowButton } from './features/profile/components/FollowButton';
import { FollowListModal } from './features/profile/components/FollowListModal';
import { ProfileHeader } from './features/profile/components/ProfileHeader';

const ID = '65f0aaaaaaaaaaaaaaaaaaaa';
const profile: UserProfile = {
  id: ID,
  _id: ID,
  name: 'Linh Tran',
  username: 'linh',
  profilePicture: null,
  location: 'Da Nang',
  website: 'https://linh.dev',
  followerNumber: 42,
  followingNumber: 7,
  postCount: 12,
  amIFollowing: false,
  createdAt: '2024-02-10T08:00:00.000Z',
};
const note = (i: number, read: boolean): Notification => ({
  id: `${ID.slice(0, 22)}0${i}`,
  _id: `${ID.slice(0, 22)}0${i}`,
  type: i % 2 ? 'FOLLOW' : 'LIKE_POST',
  title: i % 2 ? 'New follower' : 'New like',
  message: i % 2 ? 'Minh started following you' : 'Minh liked your post "Hello"',
  date: new Date(Date.now() - i * 3_600_000).toISOString(),
  createdAt: new Date(Date.now() - i * 3_600_000).toISOString(),
  read,
  postId: i % 2 ? null : ID,
  actor: { id: ID, _id: ID, name: 'Minh', username: 'minh', profilePicture: null },
  postAuthor: { profilePicture: null },
  profilePicture: null,
});

const meta: Meta = {
  title: 'Social/Components',
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
};
export default meta;
type Story = StoryObj;

export const ProfileHeaderStory: Story = {
  name: 'Profile header',
  render: () => (
    <ProfileHeader profile={profile} action={<FollowButton following={false} onToggle={() => {}} />} />
  ),
};

export const FollowButtons: Story = {
  name: 'Follow button',
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <FollowButton following={false} onToggle={() => {}} />
      <FollowButton following onToggle={() => {}} />
      <FollowButton following={false} busy onToggle={() => {}} />
    </div>
  ),
};

export const FollowerModal: Story = {
  name: 'Follower modal',
  render: () => (
    <FollowListModal
      open
      kind="followers"
      users={[{ id: ID, _id: ID, name: 'Minh', username: 'minh', profilePicture: null }]}
      onClose={() => {}}
      onOpenProfile={() => {}}
    />
  ),
};

export const FollowerModalEmpty: Story = {
  name: 'Follower modal (empty)',
  render: () => (
    <FollowListModal open kind="following" users={[]} onClose={() => {}} onOpenProfile={() => {}} />
  ),
};

export const BookmarkStatsStory: Story = {
  name: 'Bookmark stats',
  render: () => (
    <BookmarkStats
      items={
        [
          { category: 'Food', savedAt: '2024-05-02T10:00:00Z' },
          { category: 'Travel', savedAt: '2024-04-01T10:00:00Z' },
        ] as BookmarkItem[]
      }
    />
  ),
};

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

const entry = (title: string | null): HistoryEntry => ({
  id: ID,
  _id: ID,
  timestamp: new Date(Date.now() - 7_200_000).toISOString(),
  description: 'Viewed the post',
  details: { postId: title ? { id: ID, _id: ID, title, imageCloudUrl: null } : null },
});
export const HistoryItems: Story = {
  name: 'History item',
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }}>
      <HistoryItem entry={entry('Ten days in Hoi An')} />
      <HistoryItem entry={entry(null)} />
    </ul>
  ),
};

function Form() {
  const [form, setForm] = useState<AccountForm>({
    name: 'Linh Tran',
    email: 'linh@example.com',
    password: '',
    currentPassword: '',
    location: 'Da Nang',
    website: 'https://linh.dev',
  });
  return (
    <AccountFormView
      form={form}
      onChange={(p) => setForm((f) => ({ ...f, ...p }))}
      avatarUrl={null}
      onAvatar={() => {}}
      emailVerified={false}
      onResendVerification={() => {}}
      saving={false}
      error={null}
      success={null}
      onSubmit={() => {}}
      onCancel={() => {}}
    />
  );
}
export const AccountFormStory: Story = { name: 'Account form', render: () => <Form /> };
