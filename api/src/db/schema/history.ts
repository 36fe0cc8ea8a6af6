// The posts a member has read: one row per post, its latest view.
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref } from './columns';
import { posts } from './posts';
import { users } from './users';

export const history = pgTable(
  'history',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: ref('post_id').references(() => posts.id, { onDelete: 'set null' }),
    description: text('description').notNull().default('Viewed the post'),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('history_user_post_idx').on(t.userId, t.postId),
    index('history_user_viewed_idx').on(t.userId, t.viewedAt),
    index('history_post_idx').on(t.postId),
  ],
);
