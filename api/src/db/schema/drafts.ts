import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { posts } from './posts';
import { users } from './users';

/** Posts in progress, private to their author (migration 0013). */
export const drafts = pgTable(
  'drafts',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The published post this draft edits; the post's deletion leaves the draft as a new one. */
    postId: ref('post_id').references(() => posts.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    category: text('category').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    content: text('content').notNull().default(''),
    imageUrl: text('image_url'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('drafts_user_updated_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    uniqueIndex('drafts_user_post_idx').on(t.userId, t.postId).where(sql`${t.postId} is not null`),
    index('drafts_post_idx').on(t.postId).where(sql`${t.postId} is not null`),
  ],
);
