import type {
  createPostRequestSchema,
  MessageResponse,
  MostLikedQuery,
  PagedPosts,
  Post,
  PostListQuery,
  PostSummary,
  SearchQuery,
  updatePostRequestSchema,
} from '@cwt/contracts';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext, AuthUser } from '../context';
import type { Db } from '../db/client';
import { isObjectId } from '../db/ids';
import {
  categories,
  comments,
  follows,
  history,
  notifications,
  posts,
  postTags,
  reportItems,
  tags,
  users,
} from '../db/schema';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { excerptOf, htmlToText, readingMinutes, sanitizePostHtml, wordCount } from '../lib/html';
import { paged } from '../lib/paging';
import { absoluteUrl, storedUrl } from '../lib/urls';
import { actorName, notify } from './notifications';

const VISIBLE = eq(posts.hidden, false);
/** Public lists hide moderated posts; a viewer listing their own posts still sees theirs. */
const visibleTo = (viewerId: string | null, authorId: string | undefined) =>
  viewerId && authorId === viewerId ? undefined : VISIBLE;

/** Posts carrying the tag, case-insensitively, through post_tags (index-backed, unlike unnest). */
const hasTag = (name: string) =>
  sql`${posts.id} in (select pt.post_id from post_tags pt join tags tg on tg.id = pt.tag_id where lower(tg.name) = ${name.toLowerCase()})`;

// Correlated subqueries name the outer table explicitly: drizzle renders a column of a
// single-table select unqualified, which would bind to the inner table.
/** Columns of a post card plus the viewer's liked/saved flags, computed in the same query. */
function summaryColumns(viewerId: string | null) {
  return {
    id: posts.id,
    title: posts.title,
    tags: posts.tags,
    imageUrl: posts.imageUrl,
    excerpt: posts.excerpt,
    wordCount: posts.wordCount,
    likeCount: posts.likeCount,
    commentCount: posts.commentCount,
    createdAt: posts.createdAt,
    updatedAt: posts.updatedAt,
    category: categories.name,
    authorId: users.id,
    authorName: users.name,
    authorUsername: users.username,
    authorPicture: users.profilePicture,
    authorEmail: users.email,
    liked: viewerId
      ? sql<boolean>`exists(select 1 from post_likes pl where pl.post_id = "posts"."id" and pl.user_id = ${viewerId})`
      : sql<boolean>`false`,
    saved: viewerId
      ? sql<boolean>`exists(select 1 from bookmarks b where b.post_id = "posts"."id" and b.user_id = ${viewerId})`
      : sql<boolean>`false`,
  };
}

type SummaryRow = {
  id: string;
  title: string;
  tags: string[];
  imageUrl: string | null;
  excerpt: string;
  wordCount: number;
  likeCount: number;
  commentCount: number;
  createdAt: Date;
  updatedAt: Date;
  category: string;
  authorId: string;
  authorName: string;
  authorUsername: string;
  authorPicture: string | null;
  authorEmail: string;
  liked: boolean;
  saved: boolean;
};

export function toSummary(r: SummaryRow, publicUrl: string): PostSummary {
  return {
    id: r.id,
    _id: r.id,
    title: r.title,
    category: r.category,
    tags: r.tags,
    imageCloudUrl: absoluteUrl(publicUrl, r.imageUrl),
    excerpt: r.excerpt,
    readingMinutes: readingMinutes(r.wordCount),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    likeCount: r.likeCount,
    likeCnt: r.likeCount,
    commentCount: r.commentCount,
    liked: Boolean(r.liked),
    saved: Boolean(r.saved),
    isSaved: Boolean(r.saved),
    author: {
      id: r.authorId,
      _id: r.authorId,
      name: r.authorName,
      username: r.authorUsername,
      profilePicture: absoluteUrl(publicUrl, r.authorPicture),
    },
  };
}

function baseSelect(db: Db, viewerId: string | null) {
  return db
    .select(summaryColumns(viewerId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .innerJoin(categories, eq(categories.id, posts.categoryId));
}

const dialect = new PgDialect();

/** A filter's SQL text and parameters: the key of its memoized total. */
function rendered(where: SQL | undefined): { sql: string; params: unknown[] } {
  return where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
}

/**
 * Rows matching `where`, remembered in the read cache until the next write: a total over 100k posts
 * is the slowest part of a page, and it only changes when something is written. The join to
 * categories never removes rows (category_id is a non-null foreign key), so it is made only when
 * the filter names a category.
 */
async function countWhere(ctx: AppContext, where: SQL | undefined): Promise<number> {
  const filter = rendered(where);
  const key = `count:${filter.sql}:${JSON.stringify(filter.params)}`;
  return ctx.cache.memo(key, key.length * 2 + 64, async () => {
    let query = ctx.db.select({ n: sql<number>`count(*)::int` }).from(posts).$dynamic();
    if (filter.sql.includes('"categories".'))
      query = query.innerJoin(categories, eq(categories.id, posts.categoryId));
    const [row] = await query.where(where);
    return row?.n ?? 0;
  });
}

/** Escapes LIKE wildcards so a user's `%` or `_` is matched literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case- and accent-insensitive substring match on the title ("ha noi" finds "Hà Nội"), served by the
 * trigram index on the stored unaccented title.
 */
function titleMatches(term: string): SQL {
  return sql`${posts.titlePlain} like cwt_unaccent(${likePattern(term)})`;
}

export interface SummaryPage {
  items: PostSummary[];
  total: number;
}

/**
 * One page of post cards. The page's ids are chosen first, over posts alone; authors, categories and
 * the viewer's liked/saved flags are then looked up for those few rows only. Selecting them in the
 * ranking query made PostgreSQL compute them for every match before sorting (5,000 for a common word).
 */
export async function querySummaries(
  ctx: AppContext,
  opts: { viewerId: string | null; where: SQL | undefined; orderBy: SQL[]; page: number; size: number },
): Promise<SummaryPage> {
  const pageIds = ctx.db
    .select({ id: posts.id })
    .from(posts)
    .innerJoin(categories, eq(categories.id, posts.categoryId))
    .where(opts.where)
    .orderBy(...opts.orderBy)
    .limit(opts.size)
    .offset(opts.page * opts.size);
  const [rows, total] = await Promise.all([
    baseSelect(ctx.db, opts.viewerId)
      .where(inArray(posts.id, pageIds))
      .orderBy(...opts.orderBy),
    countWhere(ctx, opts.where),
  ]);
  return { items: rows.map((r) => toSummary(r, ctx.config.publicUrl)), total };
}

function orderFor(sort: PostListQuery['sort']): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(posts.createdAt), asc(posts.id)];
    case 'likes':
      return [desc(posts.likeCount), desc(posts.createdAt), desc(posts.id)];
    case 'comments':
      return [desc(posts.commentCount), desc(posts.createdAt), desc(posts.id)];
    default:
      return [desc(posts.createdAt), desc(posts.id)];
  }
}

export async function listPosts(
  ctx: AppContext,
  q: PostListQuery,
  viewerId: string | null,
): Promise<PagedPosts> {
  const where = and(
    visibleTo(viewerId, q.authorId),
    q.q ? titleMatches(q.q) : undefined,
    q.category ? sql`lower(${categories.name}) = ${q.category.toLowerCase()}` : undefined,
    q.tag ? hasTag(q.tag) : undefined,
    q.topic ? or(sql`lower(${categories.name}) = ${q.topic.toLowerCase()}`, hasTag(q.topic)) : undefined,
    q.authorId ? eq(posts.authorId, q.authorId) : undefined,
  );
  const { items, total } = await querySummaries(ctx, {
    viewerId,
    where,
    orderBy: orderFor(q.sort),
    page: q.page,
    size: q.size,
  });
  return paged(items, total, q.page, q.size);
}

/** This week / month / year are rolling windows: the last 7, 30 or 365 days (issue 3, decided). */
const PERIOD_DAYS = { week: 7, month: 30, year: 365 } as const;
function periodStart(period: MostLikedQuery['period']): SQL | undefined {
  if (!period) return undefined;
  return sql`${posts.createdAt} >= now() - make_interval(days => ${PERIOD_DAYS[period]}::int)`;
}

export async function mostLiked(
  ctx: AppContext,
  q: MostLikedQuery,
  viewerId: string | null,
): Promise<PagedPosts> {
  const where = and(VISIBLE, periodStart(q.period), q.q ? titleMatches(q.q) : undefined);
  const { items, total } = await querySummaries(ctx, {
    viewerId,
    where,
    orderBy: [desc(posts.likeCount), desc(posts.createdAt), desc(posts.id)],
    page: q.page,
    size: q.size,
  });
  return paged(items, total, q.page, q.size);
}

/**
 * Full-text search over title, tags and body, plus substring matches on titles (partial words).
 * Ranked title > tags > body: by the title-and-tags vector (a body-only match ranks 0), with a bonus
 * for a title containing the keyword as typed, then likes. When nothing matches, titles holding a
 * closely spelled stretch (trigram word similarity) are offered instead, closest first, so typos
 * still find something.
 * Ranking by the whole-body vector, or testing similarity against every candidate, cost five to ten
 * times as much at 100k posts.
 */
export async function searchPosts(
  ctx: AppContext,
  q: SearchQuery,
  viewerId: string | null,
): Promise<SummaryPage> {
  const keyword = q.keyword.trim();
  if (!keyword) return { items: [], total: 0 };
  const tsq = sql`websearch_to_tsquery('cwt_search', ${keyword})`;
  const paging = { viewerId, page: q.page, size: q.size };
  const found = await querySummaries(ctx, {
    ...paging,
    // The cheap title test first: OR is evaluated left to right when the index results are rechecked.
    where: and(VISIBLE, sql`(${titleMatches(keyword)} or ${posts.search} @@ ${tsq})`),
    orderBy: [
      sql`(ts_rank(${posts.searchHead}, ${tsq}) + case when ${titleMatches(keyword)} then 0.5 else 0 end) desc`,
      desc(posts.likeCount),
      desc(posts.id),
    ],
  });
  if (found.total > 0) return found;
  const plain = sql`cwt_unaccent(${keyword})`;
  return querySummaries(ctx, {
    ...paging,
    // Word similarity (the keyword against the closest stretch of the title), not whole-title
    // similarity: a short keyword is never close to a long title, and at pg_trgm's 0.6 threshold the
    // trigram index narrows 100k titles to a handful instead of rechecking tens of thousands.
    where: and(VISIBLE, sql`${plain} <% ${posts.titlePlain}`),
    orderBy: [
      sql`word_similarity(${plain}, ${posts.titlePlain}) desc`,
      desc(posts.likeCount),
      desc(posts.id),
    ],
  });
}

export async function postsByUser(
  ctx: AppContext,
  userId: string,
  page: number,
  size: number,
  viewerId: string | null,
): Promise<SummaryPage> {
  return querySummaries(ctx, {
    viewerId,
    where: and(visibleTo(viewerId, userId), eq(posts.authorId, userId)),
    orderBy: [desc(posts.createdAt), desc(posts.id)],
    page,
    size,
  });
}

/** Other posts sharing the tag (or, failing that, the category), most liked first. */
export async function relatedPosts(
  ctx: AppContext,
  tag: string,
  postId: string,
  page: number,
  size: number,
  viewerId: string | null,
): Promise<PagedPosts> {
  const [self] = await ctx.db
    .select({ categoryId: posts.categoryId })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  const where = and(
    VISIBLE,
    sql`${posts.id} <> ${postId}`,
    sql`(exists(select 1 from unnest(${posts.tags}) t where lower(t) = ${tag.toLowerCase()})${
      self ? sql` or ${posts.categoryId} = ${self.categoryId}` : sql``
    })`,
  );
  const { items, total } = await querySummaries(ctx, {
    viewerId,
    where,
    orderBy: [
      sql`exists(select 1 from unnest(${posts.tags}) t where lower(t) = ${tag.toLowerCase()}) desc`,
      desc(posts.likeCount),
      desc(posts.id),
    ],
    page,
    size,
  });
  return paged(items, total, page, size);
}

export async function getPost(
  ctx: AppContext,
  id: string,
  viewer: { id: string; role: string } | null,
): Promise<Post> {
  if (!isObjectId(id)) throw notFound('Post not found');
  const [row] = await ctx.db
    .select({ ...summaryColumns(viewer?.id ?? null), content: posts.content, hidden: posts.hidden })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .innerJoin(categories, eq(categories.id, posts.categoryId))
    .where(eq(posts.id, id))
    .limit(1);
  // Hidden (moderated) posts stay visible to their author and to admins only.
  if (!row || (row.hidden && viewer?.role !== 'ADMIN' && viewer?.id !== row.authorId))
    throw notFound('Post not found');
  const summary = toSummary(row, ctx.config.publicUrl);
  return { ...summary, content: row.content, author: { ...summary.author, email: row.authorEmail } };
}

export async function postIdByComment(ctx: AppContext, commentId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ postId: comments.postId })
    .from(comments)
    .where(eq(comments.id, commentId))
    .limit(1);
  if (!row) throw notFound('Comment not found');
  return row.postId;
}

/** The post's author and flags, or 404 for an unknown id or a moderated post the viewer may not see. */
export async function findPostForViewer(
  db: Db,
  id: string,
  viewer: AuthUser | null,
): Promise<{ id: string; authorId: string; title: string; hidden: boolean }> {
  const [row] = isObjectId(id)
    ? await db
        .select({ id: posts.id, authorId: posts.authorId, title: posts.title, hidden: posts.hidden })
        .from(posts)
        .where(eq(posts.id, id))
        .limit(1)
    : [];
  if (!row || (row.hidden && viewer?.role !== 'ADMIN' && viewer?.id !== row.authorId))
    throw notFound('Post not found');
  return row;
}

type CreatePostInput = z.output<typeof createPostRequestSchema>;
type UpdatePostInput = z.output<typeof updatePostRequestSchema>;

async function categoryIdByName(db: Db, name: string): Promise<string> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = ${name.trim().toLowerCase()}`)
    .limit(1);
  if (!row) throw badRequest(`Category "${name.trim()}" does not exist`, 'category');
  return row.id;
}

/** Sanitized HTML plus the derived plain-text columns; 400 when nothing readable is left. */
function preparedContent(html: string) {
  const content = sanitizePostHtml(html);
  const text = htmlToText(content);
  // An empty paragraph (`<p><br></p>`) counts as empty; an image alone is content.
  if (!text && !/<img\s/i.test(content)) throw badRequest('Content is required', 'content');
  return { content, excerpt: excerptOf(text), wordCount: wordCount(text) };
}

function preparedImage(publicUrl: string, url: string | null | undefined): string | null | undefined {
  if (url === undefined) return undefined;
  if (url === null || url === '') return null;
  const stored = storedUrl(publicUrl, url);
  if (stored === null) throw badRequest('imageCloudUrl must be an http(s) URL', 'imageCloudUrl');
  return stored;
}

/** Trimmed, empty dropped, deduped case-insensitively (first spelling wins). */
function cleanTags(input: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of input) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** Replaces the post's post_tags rows, creating tag rows on first use. */
async function writePostTags(tx: Db, postId: string, names: string[]): Promise<void> {
  await tx.delete(postTags).where(eq(postTags.postId, postId));
  if (names.length === 0) return;
  await tx
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(
      inArray(
        sql`lower(${tags.name})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
  await tx
    .insert(postTags)
    .values(rows.map((r) => ({ postId, tagId: r.id })))
    .onConflictDoNothing();
}

export async function createPost(ctx: AppContext, author: AuthUser, input: CreatePostInput): Promise<Post> {
  const categoryId = await categoryIdByName(ctx.db, input.category);
  const body = preparedContent(input.content);
  const imageUrl = preparedImage(ctx.config.publicUrl, input.imageCloudUrl) ?? null;
  const tagNames = cleanTags(input.tags);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(posts)
      .values({ title: input.title, categoryId, tags: tagNames, imageUrl, authorId: author.id, ...body })
      .returning({ id: posts.id });
    await writePostTags(tx, row!.id, tagNames);
    return row!.id;
  });

  const followers = await ctx.db
    .select({ id: follows.followerId })
    .from(follows)
    .where(eq(follows.followeeId, author.id));
  if (followers.length > 0) {
    const name = await actorName(ctx.db, author.id);
    await notify(
      ctx.db,
      followers.map((f) => ({
        recipientId: f.id,
        actorId: author.id,
        type: 'NEW_POST' as const,
        title: 'New post',
        message: `${name} published "${input.title}"`,
        postId: id,
        targetId: id,
      })),
    );
  }
  return getPost(ctx, id, author);
}

/** 404 unknown (or hidden from this viewer), 403 unless the author or an ADMIN. */
async function postForWrite(ctx: AppContext, id: string, user: AuthUser) {
  const post = await findPostForViewer(ctx.db, id, user);
  if (post.authorId !== user.id && user.role !== 'ADMIN')
    throw forbidden('Only the author or an admin can change this post');
  return post;
}

export async function updatePost(
  ctx: AppContext,
  id: string,
  user: AuthUser,
  input: UpdatePostInput,
): Promise<Post> {
  await postForWrite(ctx, id, user);
  const patch: Partial<typeof posts.$inferInsert> = { updatedAt: new Date() };
  if (input.title !== undefined) patch.title = input.title;
  if (input.category !== undefined) patch.categoryId = await categoryIdByName(ctx.db, input.category);
  if (input.content !== undefined) Object.assign(patch, preparedContent(input.content));
  const image = preparedImage(ctx.config.publicUrl, input.imageCloudUrl);
  if (image !== undefined) patch.imageUrl = image;
  const tagNames = input.tags === undefined ? undefined : cleanTags(input.tags);
  if (tagNames) patch.tags = tagNames;
  await ctx.db.transaction(async (tx) => {
    await tx.update(posts).set(patch).where(eq(posts.id, id));
    if (tagNames) await writePostTags(tx, id, tagNames);
  });
  return getPost(ctx, id, user);
}

/** Deletes the post and everything about it; comments, likes, bookmarks and tags go by cascade. */
export async function deletePost(ctx: AppContext, id: string, user: AuthUser): Promise<MessageResponse> {
  await postForWrite(ctx, id, user);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(reportItems)
      .where(
        or(
          and(eq(reportItems.type, 'Post'), eq(reportItems.contentId, id)),
          and(
            eq(reportItems.type, 'Com'),
            sql`${reportItems.contentId} in (select c.id from comments c where c.post_id = ${id})`,
          ),
        ),
      );
    // These reference the post with ON DELETE SET NULL (they outlive moderation), so remove them here.
    await tx.delete(notifications).where(eq(notifications.postId, id));
    await tx.delete(history).where(eq(history.postId, id));
    await tx.delete(posts).where(eq(posts.id, id));
  });
  return { message: 'Post deleted' };
}
