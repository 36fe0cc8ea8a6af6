// Notifications, who a grouped one counts, the kinds a member switched off and the threads they muted.
import type { NotificationParams } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { posts } from './posts';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientId: ref('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: ref('actor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    postId: ref('post_id').references(() => posts.id, { onDelete: 'set null' }),
    /** What the event is about (post or comment id); with actor and type it dedupes like-unlike-like. */
    targetId: text('target_id'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    /**
     * Commit-ordered position (migration 0010): every insert statement takes an advisory lock held to
     * its commit before the default draws a value, so a snapshot that sees one value sees all smaller.
     * The live stream's cursor (X-Stream-Cursor) is such a value.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().default(sql`nextval('notifications_seq')`),
    /** A group (likes, follows; migration 0019): how many actors count; 1 for every other kind. */
    actorCount: integer('actor_count').notNull().default(1),
    /** What its text is built from (migration 0021), per type: NotificationParams in @cwt/contracts. */
    params: jsonb('params').$type<NotificationParams>().notNull().default(sql`'{}'::jsonb`),
    /** A group: when its first event happened (it takes events for a day); null for single kinds. */
    groupStartedAt: timestamp('group_started_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientId, t.read, t.createdAt),
    index('notifications_recipient_seq_idx').on(t.recipientId, t.seq),
    // NULL actor or target (system messages) never collide: NULLs are distinct in unique indexes.
    uniqueIndex('notifications_dedupe_idx').on(t.recipientId, t.actorId, t.type, t.targetId),
    index('notifications_post_idx').on(t.postId),
    index('notifications_group_idx')
      .on(t.recipientId, t.type, t.targetId, t.groupStartedAt)
      .where(sql`${t.groupStartedAt} is not null`),
  ],
);

/**
 * Who a grouped notification counts. A withdrawn actor (unliked, unfollowed) stays listed, so acting
 * again does not notify again, but is not counted or named.
 */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: ref('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    actorId: ref('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actedAt: timestamp('acted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    withdrawn: boolean('withdrawn').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.actorId] }),
    index('notification_actors_actor_idx').on(t.actorId),
  ],
);

/** The notification kinds a member switched off (migration 0019); no row: everything on. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: ref('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  disabled: text('disabled').array().notNull().default(sql`'{}'`),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Posts whose comments and replies a member is no longer told about. */
export const threadMutes = pgTable(
  'thread_mutes',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: ref('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);
