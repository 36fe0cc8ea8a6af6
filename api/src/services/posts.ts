import type {
  MostLikedQuery,
  PagedPosts,
  Post,
  PostListQuery,
  PostSummary,
  SearchQuery,
} from '@cwt/contracts';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { isObjectId } from '../db/ids';
import { categories, comments, posts, users } from '../db/schema';
import { notFound } from '../lib/errors';
import { readingMinutes } from '../lib/html';
import { paged } from '../lib/paging';
import { absoluteUrl } from '../lib/urls';

const VISIBLE = eq(posts.hidden, false);

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

async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .innerJoin(categories, eq(categories.id, posts.categoryId))
    .where(where);
  return row?.n ?? 0;
}

/** Escapes LIKE wildcards so a user's `%` or `_` is matched literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface SummaryPage {
  items: PostSummary[];
  total: number;
}

export async function querySummaries(
  ctx: AppContext,
  opts: { viewerId: string | null; where: SQL | undefined; orderBy: SQL[]; page: number; size: number },
): Promise<SummaryPage> {
  const [rows, total] = await Promise.all([
    baseSelect(ctx.db, opts.viewerId)
      .where(opts.where)
      .orderBy(...opts.orderBy)
      .limit(opts.size)
      .offset(opts.page * opts.size),
    countWhere(ctx.db, opts.where),
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
    VISIBLE,
    q.q ? sql`${posts.title} ilike ${likePattern(q.q)}` : undefined,
    q.category ? sql`lower(${categories.name}) = ${q.category.toLowerCase()}` : undefined,
    q.tag
      ? sql`exists(select 1 from unnest(${posts.tags}) t where lower(t) = ${q.tag.toLowerCase()})`
      : undefined,
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

/** Start of this week / month / year in the site's time zone. */
function periodStart(period: MostLikedQuery['period'], timezone: string): SQL | undefined {
  if (!period) return undefined;
  return sql`${posts.createdAt} >= (date_trunc(${period}, now() at time zone ${timezone}) at time zone ${timezone})`;
}

export async function mostLiked(
  ctx: AppContext,
  q: MostLikedQuery,
  viewerId: string | null,
): Promise<PagedPosts> {
  const where = and(
    VISIBLE,
    periodStart(q.period, ctx.config.siteTimezone),
    q.q ? sql`${posts.title} ilike ${likePattern(q.q)}` : undefined,
  );
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
 * Full-text search (title > tags > body, ranked), with a trigram/substring fallback on titles so
 * partial words and typos still find something.
 */
export async function searchPosts(
  ctx: AppContext,
  q: SearchQuery,
  viewerId: string | null,
): Promise<SummaryPage> {
  const keyword = q.keyword.trim();
  if (!keyword) return { items: [], total: 0 };
  const tsq = sql`websearch_to_tsquery('english', ${keyword})`;
  const where = and(
    VISIBLE,
    sql`(${posts.search} @@ ${tsq} or ${posts.title} ilike ${likePattern(keyword)} or ${posts.title} % ${keyword})`,
  );
  return querySummaries(ctx, {
    viewerId,
    where,
    orderBy: [
      sql`(ts_rank(${posts.search}, ${tsq}) + similarity(${posts.title}, ${keyword})) desc`,
      desc(posts.likeCount),
      desc(posts.id),
    ],
    page: q.page,
    size: q.size,
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
    where: and(VISIBLE, eq(posts.authorId, userId)),
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
