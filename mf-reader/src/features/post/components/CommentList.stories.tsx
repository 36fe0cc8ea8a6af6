import type { Comment } from '@cwt/contracts';
import { swrKeys } from '@cwt/core';
import type { Meta, StoryObj } from '@storybook/react';
import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { CommentList } from './CommentList';

const idOf = (n: number) => n.toString(16).padStart(24, '0');

const comment = (n: number, name: string, content: string, extra: Partial<Comment> = {}): Comment => {
  const id = idOf(n);
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
    canEdit: false,
    editedAt: null,
    parentId: null,
    depth: 1,
    replyCount: 0,
    replyTo: null,
    state: 'visible',
    ...extra,
  };
};

const tombstone = (n: number, state: 'deleted' | 'hidden', extra: Partial<Comment>): Comment =>
  comment(n, '', '', { user: null, likeCount: 0, state, ...extra });

/** Replies pages served from SWR's cache, as the API would answer them. */
const withReplies = (pages: Record<string, Comment[]>) => (Story: () => ReactNode) => (
  <SWRConfig
    value={{
      // No API behind Storybook: the pages below are all there is.
      revalidateOnMount: false,
      fallback: Object.fromEntries(
        Object.entries(pages).map(([id, list]) => [unstable_serialize(swrKeys.commentReplies(id, 0)), list]),
      ),
    }}
  >
    {Story()}
  </SWRConfig>
);

const meta = {
  title: 'Reader/CommentList',
  component: CommentList,
  args: {
    onToggleLike: () => {},
    onDelete: () => {},
    onReport: () => {},
    onReply: async () => true,
    onEdit: async () => true,
    comments: [
      comment(1, 'Minh', 'Great read, thanks for sharing!'),
      comment(2, 'Lan', 'I tried this last week and it worked.', {
        liked: true,
        likeCount: 5,
        canDelete: true,
        canEdit: true,
        editedAt: '2026-01-05T10:42:17.000Z',
      }),
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof CommentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thread: Story = {};
/** A like call in flight: the control is dimmed. */
export const LikePending: Story = { args: { pendingLikes: new Set([idOf(2)]) } };
/** Visitors see no Reply buttons. */
export const SignedOut: Story = { args: { onReply: undefined } };

/**
 * Three nested levels; the level-3 comment lists its whole subtree flat, each reply saying whom
 * it answers.
 */
export const NestedReplies: Story = {
  args: { comments: [comment(1, 'Minh', 'Which editor do you use?', { replyCount: 1 })] },
  decorators: [
    withReplies({
      [idOf(1)]: [comment(2, 'Lan', 'Mostly Neovim.', { parentId: idOf(1), depth: 2, replyCount: 1 })],
      [idOf(2)]: [comment(3, 'Huy', 'Same here, with LSP.', { parentId: idOf(2), depth: 3, replyCount: 2 })],
      [idOf(3)]: [
        comment(4, 'Minh', 'Which plugins?', {
          parentId: idOf(3),
          depth: 4,
          replyTo: { id: idOf(3), username: 'huy' },
        }),
        comment(5, 'Huy', 'Only a few: telescope and treesitter.', {
          parentId: idOf(4),
          depth: 5,
          replyTo: { id: idOf(4), username: 'minh' },
        }),
      ],
    }),
  ],
};

/** A deleted comment and a moderated one keep their replies in place. */
export const Tombstones: Story = {
  args: {
    comments: [tombstone(1, 'deleted', { replyCount: 1 }), tombstone(6, 'hidden', { replyCount: 1 })],
  },
  decorators: [
    withReplies({
      [idOf(1)]: [
        comment(2, 'Lan', 'Replying to something that is gone now.', { parentId: idOf(1), depth: 2 }),
      ],
      [idOf(6)]: [comment(7, 'Huy', 'This stays readable.', { parentId: idOf(6), depth: 2 })],
    }),
  ],
};

/** More replies than one page: "Load more replies". */
export const LongThread: Story = {
  args: { comments: [comment(1, 'Minh', 'Share your favourite tip!', { replyCount: 14 })] },
  decorators: [
    withReplies({
      [idOf(1)]: Array.from({ length: 10 }, (_, i) =>
        comment(16 + i, i % 2 ? 'Lan' : 'Huy', `Tip number ${i + 1}.`, { parentId: idOf(1), depth: 2 }),
      ),
    }),
  ],
};
