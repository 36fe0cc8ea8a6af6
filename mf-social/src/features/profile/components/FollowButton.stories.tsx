import type { Meta, StoryObj } from '@storybook/react';
import { FollowButton } from './FollowButton';

const meta: Meta = {
  title: 'Social/FollowButton',
};
export default meta;
type Story = StoryObj;

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
