import type { Meta, StoryObj } from '@storybook/react';
import { withRouter } from '@test/with-router';
import { FollowListModal } from './FollowListModal';

const ID = '65f0aaaaaaaaaaaaaaaaaaaa';

const meta: Meta = {
  title: 'Social/FollowListModal',
  decorators: [withRouter],
};
export default meta;
type Story = StoryObj;

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
