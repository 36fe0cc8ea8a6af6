import type { BookmarkItem } from '@cwt/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { BookmarkStats } from './BookmarkStats';

const meta: Meta = {
  title: 'Social/BookmarkStats',
};
export default meta;
type Story = StoryObj;

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
