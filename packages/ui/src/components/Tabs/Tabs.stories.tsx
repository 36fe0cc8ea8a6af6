import type { Meta, StoryObj } from '@storybook/react';
import { EmptyState } from '../EmptyState/EmptyState';
import { Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: 'Profile sections',
    tabs: [
      { id: 'posts', label: 'Posts', content: <p>Mia has written 12 posts.</p> },
      {
        id: 'bookmarks',
        label: 'Bookmarks',
        content: <EmptyState title="No bookmarks yet" message="Saved posts show up here." />,
      },
      { id: 'history', label: 'History', content: <p>Recently read posts.</p> },
      { id: 'drafts', label: 'Drafts', content: <p>Drafts.</p>, disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondTabSelected: Story = { args: { defaultSelectedId: 'bookmarks' } };
