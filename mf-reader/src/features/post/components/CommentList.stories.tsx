import type { Comment } from '@cwt/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { CommentList } from './CommentList';

const comment = (n: number, name: string, content: string, extra: Partial<Comment> = {}): Comment => {
  const id = n.toString(16).padStart(24, '0');
  return {
    id,
    _id: id,
    postId: 'f'.repeat(24),
    content,
    createdAt: '2026-01-05T10:00:00.000Z',
    user: { id, _id: id, name, username: name.toLowerCase(), profilePicture: null },
    likeCount: 2,
    liked: false,
    canDelete: false,
    ...extra,
  };
};

const meta = {
  title: 'Reader/CommentList',
  component: CommentList,
  args: {
    onToggleLike: () => {},
    onDelete: () => {},
    onReport: () => {},
    comments: [
      comment(1, 'Minh', 'Great read, thanks for sharing!'),
      comment(2, 'Lan', 'I tried this last week and it worked.', {
        liked: true,
        likeCount: 5,
        canDelete: true,
      }),
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof CommentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thread: Story = {};
/** A like call in flight: the control is dimmed. */
export const LikePending: Story = { args: { pendingLikes: new Set(['2'.padStart(24, '0')]) } };
