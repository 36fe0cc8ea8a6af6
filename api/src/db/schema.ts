import { LOCALES, type NotificationParams } from '@cwt/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newId } from './ids';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId());
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ref = (name: string) => text(name);

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['USER', 'ADMIN'] })
      .notNull()
      .default('USER'),
    tokenVersion: integer('token_version').notNull().default(0),
    emailVerified: boolean('email_verified').notNull().default(false),
    profilePicture: text('profile_picture'),
    location: text('location'),
    website: text('website'),
    createdAt: createdAt(),
    /** The language they chose (migration 0021, checked against LOCALES); null: not chosen yet. */
    locale: text('locale', { enum: LOCALES }),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // Mention suggestions: prefix match and username order from one index (migration 0016).
    index('users_username_prefix_idx').on(sql`(lower(${t.username}) collate "C")`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/**
 * A user's post count (hidden posts too) for the admin users list, kept by triggers on posts
 * (migration 0011, which also makes the row for every new user), apart from the wide users row.
 */
export const userCounters = pgTable('user_counters', {
  userId: ref('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  postCount: integer('post_count').notNull().default(0),
});

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const posts = pgTable(
  'posts',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** Denormalized copy of post_tags for reads; post_tags stays the source for tag queries. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    imageUrl: text('image_url'),
    /** Plain-text opening and word count, computed on write so lists never read the HTML. */
    excerpt: text('excerpt').notNull().default(''),
    wordCount: integer('word_count').notNull().default(0),
    authorId: ref('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hidden: boolean('hidden').notNull().default(false),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the background scorer last scored it; null: written or edited since, waiting to be scored. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true, mode: 'date' }),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        // cwt_search = english stemming after unaccent (migration 0003), so diacritics never matter.
        sql`setweight(to_tsvector('cwt_search'::regconfig, coalesce(${posts.title}, '')), 'A') || setweight(to_tsvector('cwt_search'::regconfig, cwt_tags_text(${posts.tags})), 'B') || setweight(to_tsvector('cwt_search'::regconfig, regexp_replace(coalesce(${posts.content}, ''), '<[^>]*>', ' ', 'g')), 'C')`,
    ),
    /**
     * Title and tags only: what search ranks by. Ranking on `search` reads (and decompresses) every
     * matching post's whole body vector, about ten times the cost at 100k posts.
     */
    searchHead: tsvector('search_head').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('cwt_search'::regconfig, coalesce(${posts.title}, '')), 'A') || setweight(to_tsvector('cwt_search'::regconfig, cwt_tags_text(${posts.tags})), 'B')`,
    ),
    /** The title without accents and case, stored so substring and typo matching call no function per row. */
    titlePlain: text('title_plain').generatedAlwaysAs((): SQL => sql`cwt_unaccent(${posts.title})`),
  },
  (t) => [
    // Ascending on purpose: drizzle writes `.desc()` as DESC NULLS LAST, which a plain
    // `ORDER BY x DESC` (NULLS FIRST) cannot use; an ascending index serves it scanned backwards.
    index('posts_created_at_idx').on(t.createdAt, t.id),
    // Public lists read only visible posts: partial indexes carrying the whole order make each page an
    // index-only scan (the newest first, by category). An author's own list shows their hidden posts.
    // Migration 0020 adds INCLUDE (author_id, category_id) to the first, for the Following feed's
    // index-only walk; drizzle's index builder cannot say INCLUDE, and migrations are written by hand.
    index('posts_visible_created_idx').on(t.createdAt, t.id).where(sql`${t.hidden} = false`),
    index('posts_category_idx').on(t.categoryId, t.createdAt, t.id).where(sql`${t.hidden} = false`),
    index('posts_author_idx').on(t.authorId, t.createdAt, t.id),
    // Ranking a search reads only title-and-tag matches, found here (small vectors, no body).
    index('posts_search_head_idx').using('gin', t.searchHead),
    index('posts_unmoderated_idx').on(t.createdAt).where(sql`${t.moderatedAt} is null`),
    index('posts_search_idx').using('gin', t.search),
    index('posts_title_plain_trgm_idx').using('gin', sql`${t.titlePlain} gin_trgm_ops`),
  ],
);

/**
 * A post's like and comment counters, apart from the wide `posts` row: a like or a comment rewrites
 * this narrow row (two small index entries) instead of a posts row with a GIN index and seven others.
 * `created_at` and `hidden` are copies of the post's, kept by triggers on `posts` (migration 0008,
 * which also creates the row for every new post), so most-liked is one index-only scan here.
 */
export const postCounters = pgTable(
  'post_counters',
  {
    postId: ref('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    // Ascending columns scanned backwards serve `like_count desc, created_at desc, post_id desc`.
    index('post_counters_likes_idx').on(t.likeCount, t.createdAt, t.postId).where(sql`${t.hidden} = false`),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: id(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('tags_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const postTags = pgTable(
  'post_tags',
  {
    postId: ref('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tagId: ref('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    /**
     * Copies of the post's, set and kept by triggers on post_tags and posts (migration 0008; the
     * default is overwritten on insert), so a tag's page is one index-only scan.
     */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tagId] }),
    index('post_tags_tag_idx').on(t.tagId, t.createdAt, t.postId).where(sql`${t.hidden} = false`),
  ],
);

/**
 * Kept totals of the lists every page numbers ("Page N of M"), so no request counts rows: `all`
 * (every post), `c:<category id>`, `t:<tag id>`. `visible` leaves out moderated posts. Kept by
 * triggers on posts and post_tags (migration 0008) in the writing transaction, so they are always
 * exact. Comments have no row here on purpose: every comment would queue on it (`siteCounts`).
 */
export const listCounts = pgTable('list_counts', {
  key: text('key').primaryKey(),
  total: integer('total').notNull().default(0),
  visible: integer('visible').notNull().default(0),
});

/**
 * Posts per hour of creation (UTC), kept by the posts triggers: the most-liked periods' totals add
 * up whole hours (plus the few posts of the boundary hour) and the admin dashboard groups them by
 * day, instead of counting posts.
 */
export const postHourCounts = pgTable('post_hour_counts', {
  hour: timestamp('hour', { withTimezone: true, mode: 'date' }).primaryKey(),
  total: integer('total').notNull().default(0),
  visible: integer('visible').notNull().default(0),
});

/**
 * The admin dashboard's site-wide numbers, split over 8 slot rows summed on read (migration 0011):
 * users (not the 'deleted user' placeholder), categories, comments (hidden ones too) and pending
 * reports. Statement triggers add each transaction's changes to its own `siteCountDeltas` row; a
 * deferred trigger folds that row into one slot at commit, so writers never hold a slot while they
 * work (a single row made every comment queue on it and could deadlock, see list_counts).
 */
export const siteCounts = pgTable('site_counts', {
  slot: smallint('slot').primaryKey(),
  users: integer('users').notNull().default(0),
  categories: integer('categories').notNull().default(0),
  comments: integer('comments').notNull().default(0),
  pendingReports: integer('pending_reports').notNull().default(0),
});

/** A transaction's pending changes to `siteCounts`, keyed by its id; gone by its commit. */
export const siteCountDeltas = pgTable('site_count_deltas', {
  xid: bigint('xid', { mode: 'number' }).primaryKey(),
  users: integer('users').notNull().default(0),
  categories: integer('categories').notNull().default(0),
  comments: integer('comments').notNull().default(0),
  pendingReports: integer('pending_reports').notNull().default(0),
});

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

/**
 * Side work of a write that nobody waits for (a new post's notifications to every follower),
 * written in the write's own transaction and done by a worker that deletes the row in the
 * transaction doing the work, so a crash between the two loses neither (services/outbox.ts).
 */
export const outbox = pgTable('outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});

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

export const reportItems = pgTable(
  'report_items',
  {
    id: id(),
    contentId: text('content_id').notNull(),
    type: text('type', { enum: ['Post', 'Com'] }).notNull(),
    reporterId: ref('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    percentToxic: doublePrecision('percent_toxic').notNull(),
    status: text('status', { enum: ['PENDING', 'IGNORED', 'REMOVED'] })
      .notNull()
      .default('PENDING'),
    createdAt: createdAt(),
    /** `system`: filed by the background scorer for new content at or above `queue` (never hides). */
    origin: text('origin', { enum: ['user', 'system'] })
      .notNull()
      .default('user'),
    language: text('language', { enum: ['vi', 'en', 'other'] }),
    action: text('action', { enum: ['hide', 'queue', 'none'] }),
    /** The opening of the scored text; `evidence` offsets point into it. */
    excerpt: text('excerpt'),
    evidence: jsonb('evidence').$type<Array<{ text: string; start: number; end: number; weight: number }>>(),
  },
  (t) => [
    index('report_items_status_idx').on(t.status, t.createdAt),
    index('report_items_content_idx').on(t.contentId),
  ],
);

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    ownerId: ref('owner_id').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId), index('uploads_sha_idx').on(t.sha256)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    handled: boolean('handled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.handled, t.createdAt)],
);

const tokenTable = (name: string) =>
  pgTable(
    name,
    {
      id: id(),
      userId: ref('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** sha256 of the token; the token itself is only ever sent to the user. */
      tokenHash: text('token_hash').notNull(),
      expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
      createdAt: createdAt(),
    },
    (t) => [uniqueIndex(`${name}_hash_idx`).on(t.tokenHash), index(`${name}_user_idx`).on(t.userId)],
  );

export const passwordResetTokens = tokenTable('password_reset_tokens');
export const emailVerificationTokens = tokenTable('email_verification_tokens');

export type UserRow = typeof users.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
