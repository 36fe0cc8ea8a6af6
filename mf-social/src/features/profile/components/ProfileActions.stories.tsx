import type { Meta, StoryObj } from '@storybook/react';
import { ProfileActions } from './ProfileActions';
import { RelationNotice } from './RelationNotice';

const meta: Meta = {
  title: 'Social/ProfileActions',
};
export default meta;
type Story = StoryObj;

const noop = () => {};
const handlers = { onToggleFollow: noop, onBlock: noop, onUnblock: noop, onToggleMute: noop };

export const Actions: Story = {
  name: 'Follow and the mute/block menu',
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ProfileActions
        name="Bob"
        username="bob"
        following={false}
        blocked={false}
        muted={false}
        {...handlers}
      />
      <ProfileActions name="Bob" username="bob" following blocked={false} muted {...handlers} />
      <ProfileActions name="Bob" username="bob" following={false} blocked muted={false} {...handlers} />
    </div>
  ),
};

export const Notices: Story = {
  name: 'Blocked and muted notices',
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <RelationNotice kind="blocked" username="bob" onUndo={noop} />
      <RelationNotice kind="muted" username="carol" busy onUndo={noop} />
    </div>
  ),
};
