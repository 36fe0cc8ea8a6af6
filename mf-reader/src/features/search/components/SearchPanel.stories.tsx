import type { PostSummary } from '@cwt/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { SearchPanel } from './SearchPanel';

const post = (n: number, title: string, category: string, tags: string[]): PostSummary => {
  const id = n.toString(16).padStart(24, '0');
  return {
    id,
    _id: id,
    title,
    category,
    tags,
    imageCloudUrl: null,
    excerpt: '',
    readingMinutes: 3,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    likeCount: 0,
    likeCnt: 0,
    commentCount: 0,
    liked: false,
    saved: false,
    isSaved: false,
    author: { id, _id: id, name: 'Linh Tran', username: 'linh', profilePicture: null },
  };
};

const meta = {
  title: 'Reader/SearchPanel',
  component: SearchPanel,
  args: {
    id: 'search-story',
    activeIndex: 1,
    onSelect: () => {},
    results: [
      post(1, 'Slow Travel: Why I Stopped Rushing Between Cities', 'Travel', ['tips', 'budget']),
      post(2, 'Night Trains Are the Best Hotels Nobody Books', 'Travel', ['adventure', 'asia']),
      post(3, 'Packing Light for Two Weeks With One Backpack', 'Travel', ['culture']),
    ],
  },
  decorators: [(Story) => <div style={{ position: 'relative', width: 420, height: 320 }}>{Story()}</div>],
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};
export const NoResults: Story = { args: { results: [], activeIndex: -1 } };
