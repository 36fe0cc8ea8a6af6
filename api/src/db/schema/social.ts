// What members do to posts and to each other: likes, bookmarks, follows (people and topics), blocks, mutes.
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ref } from './columns';
import { comments } from './comments';
import { posts } from './posts';
import { users } from './users';

export const postLikes = pgTable(
  'post_likes',
  {
    postId: ref('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: ref('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_likes_user_idx').on(t.userId)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: ref('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index('bookmarks_user_created_idx').on(t.userId, t.createdAt),
    index('bookmarks_post_idx').on(t.postId),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: ref('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: ref('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
  ],
);

/** Topics a member follows (migration 0015): one row per lowercased name, the first spelling kept. */
export const topicFollows = pgTable(
  'topic_follows',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('topic_follows_user_name_idx').on(t.userId, sql`lower(${t.name})`)],
);

/**
 * Blocks (migration 0018): the blocker stops seeing the blocked member's posts and notifications,
 * neither sees the other's comments, and follows, replies and mentions between them are refused.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: ref('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: ref('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
  ],
);

/** Mutes (migration 0018): the muted member's posts, comments and notifications leave the muter's view. */
export const mutes = pgTable(
  'mutes',
  {
    muterId: ref('muter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedId: ref('muted_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.muterId, t.mutedId] }), index('mutes_muted_idx').on(t.mutedId)],
);
