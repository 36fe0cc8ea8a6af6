// Comments and replies (a reply's place in its thread: parent, anchor and depth).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { posts } from './posts';
import { users } from './users';

export const comments = pgTable(
  'comments',
  {
    id: id(),
    postId: ref('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: ref('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    /** When the background scorer last scored it; null: written or edited since, waiting to be scored. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true, mode: 'date' }),
    /** The comment this one answers; null for a top-level comment (migration 0012). */
    parentId: ref('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** A reply deeper than 3 levels: its level-3 ancestor, under which it is listed flat. */
    anchorId: ref('anchor_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** 1 for a top-level comment, its parent's depth + 1 for a reply. */
    depth: smallint('depth').notNull().default(1),
    /** Set: a tombstone, deleted while it had replies (no text, the placeholder author). */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** When its author last changed the text (migration 0017); null: never edited. */
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('comments_post_idx').on(t.postId, t.createdAt),
    index('comments_top_idx').on(t.postId, t.createdAt, t.id).where(sql`${t.parentId} is null`),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id).where(sql`${t.parentId} is not null`),
    index('comments_anchor_idx').on(t.anchorId, t.createdAt, t.id).where(sql`${t.anchorId} is not null`),
    index('comments_tombstone_idx').on(t.id).where(sql`${t.deletedAt} is not null`),
    index('comments_author_idx').on(t.authorId),
    index('comments_unmoderated_idx').on(t.createdAt).where(sql`${t.moderatedAt} is null`),
  ],
);
