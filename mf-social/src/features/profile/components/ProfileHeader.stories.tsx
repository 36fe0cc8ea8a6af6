import type { UserProfile } from '@cwt/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { withRouter } from '@test/with-router';
import { FollowButton } from './FollowButton';
import { ProfileHeader } from './ProfileHeader';

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

const meta: Meta = {
  title: 'Social/ProfileHeader',
  decorators: [withRouter],
};
export default meta;
type Story = StoryObj;

export const ProfileHeaderStory: Story = {
  name: 'Profile header',
  render: () => (
    <ProfileHeader profile={profile} action={<FollowButton following={false} onToggle={() => {}} />} />
  ),
};
