import type { Meta, StoryObj } from '@storybook/react';
import { DraftConflictDialog } from './DraftConflictDialog';

const meta = {
  title: 'Editor/DraftConflictDialog',
  component: DraftConflictDialog,
  args: {
    open: true,
    mine: {
      title: 'Night trains, written on the laptop',
      category: 'Travel',
      tags: 'trains',
      content: '<p>A couchette costs less than a hostel and moves.</p><p>Bring earplugs.</p>',
      imageUrl: '',
    },
    theirs: {
      id: '6750a1b2c3d4e5f6a7b8c9d0',
      postId: null,
      title: 'Night trains, written on the phone',
      category: 'Travel',
      tags: ['trains'],
      content: '<p>A couchette costs less than a hostel.</p>',
      imageCloudUrl: null,
      version: 4,
      createdAt: new Date(Date.now() - 3_600_000).toISOString(),
      updatedAt: new Date(Date.now() - 120_000).toISOString(),
    },
    onKeepMine: () => {},
    onTakeTheirs: () => {},
    onClose: () => {},
  },
} satisfies Meta<typeof DraftConflictDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BothCopies: Story = {};
export const UntitledOtherCopy: Story = {
  args: { theirs: { ...meta.args.theirs, title: '', content: '' } },
};
