import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No bookmarks yet', message: 'Save posts you love and find them here later.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { title: 'No followers yet', message: undefined } };
export const WithAction: Story = {
  args: {
    title: 'You have not written anything yet',
    message: 'Share your first story with the community.',
    action: <Button>Write a post</Button>,
  },
};
