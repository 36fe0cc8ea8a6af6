// Posts with their categories and tags, and the narrow counters row a like or a comment rewrites.
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, tsvector } from './columns';
import { users } from './users';

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

export type PostRow = typeof posts.$inferSelect;
