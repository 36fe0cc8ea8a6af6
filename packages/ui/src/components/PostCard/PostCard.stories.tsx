import type { Meta, StoryObj } from '@storybook/react';
import { PostCard, type PostCardData } from './PostCard';

const post: PostCardData = {
  id: '65f000000000000000000001',
  title: 'Ten small habits that made me a calmer developer',
  category: 'Lifestyle',
  imageCloudUrl: null,
  excerpt: 'Short walks, fewer tabs, and writing things down: the changes that stuck after a year of trying.',
  author: { name: 'Linh Tran', profilePicture: null },
};

const meta = {
  title: 'Components/PostCard',
  component: PostCard,
  args: { post, href: '#', date: '5 Jan 2026' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};
export const List: Story = {
  args: { layout: 'list' },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
};
/** Missing image, author and date: the fallbacks. */
export const Fallbacks: Story = {
  args: {
    post: { id: '65f000000000000000000002', title: 'Untitled thoughts', author: null },
    date: undefined,
  },
};
export const WithActions: Story = {
  args: {
    actions: (
      <button type="button" aria-pressed="false">
        ♡ 12
      </button>
    ),
  },
};
