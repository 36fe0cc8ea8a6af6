import type { MostLikedQuery, PagedPosts, Post, PostListQuery, SearchQuery } from '@cwt/contracts';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../context';
import type { Db } from '../db/client';
import { isObjectId } from '../db/ids';
import { categories, comments, postCounters, posts } from '../db/schema';
import { notFound } from '../lib/errors';
import { paged } from '../lib/paging';
import {
  querySummaries,
  type SummaryPage,
  selectSummaries,
  toSummary,
  withViewerFlags,
} from './post-summaries';

const VISIBLE = eq(posts.hidden, false);

/** Public lists hide moderated posts; a viewer listing their own posts still sees theirs. */
const ownList = (viewerId: string | null, authorId: string | undefined) =>
  viewerId !== null && authorId === viewerId;
const visibility = (own: boolean) => (own ? undefined : VISIBLE);

/** Posts carrying the tag, case-insensitively, through post_tags (index-backed, unlike unnest). */
const hasTag = (name: string) =>
  sql`${posts.id} in (select pt.post_id from post_tags pt join tags tg on tg.id = pt.tag_id where lower(tg.name) = ${name.toLowerCase()})`;

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

function orderFor(sort: PostListQuery['sort']): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(posts.createdAt), asc(posts.id)];
    case 'likes':
      return [desc(postCounters.likeCount), desc(posts.createdAt), desc(posts.id)];
    case 'comments':
      return [desc(postCounters.commentCount), desc(posts.createdAt), desc(posts.id)];
    default:
      return [desc(posts.createdAt), desc(posts.id)];
  }
}

export async function listPosts(
  ctx: AppContext,
  q: PostListQuery,
  viewerId: string | null,
): Promise<PagedPosts> {
  const { page, size, ...filter } = q;
  const own = ownList(viewerId, q.authorId);
  const { items, total } = await querySummaries(ctx, {
    viewerId,
    key: `list:${own}:${JSON.stringify(filter)}`,
    query: () => ({
      where: and(
        visibility(own),
        q.q ? titleMatches(q.q) : undefined,
        q.category ? sql`lower(${categories.name}) = ${q.category.toLowerCase()}` : undefined,
        q.tag ? hasTag(q.tag) : undefined,
        q.topic ? or(sql`lower(${categories.name}) = ${q.topic.toLowerCase()}`, hasTag(q.topic)) : undefined,
        q.authorId ? eq(posts.authorId, q.authorId) : undefined,
      ),
      orderBy: orderFor(q.sort),
    }),
    page,
    size,
  });
  return paged(items, total, page, size);
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
  const { page, size, ...filter } = q;
  const { items, total } = await querySummaries(ctx, {
    viewerId,
    key: `most-liked:${JSON.stringify(filter)}`,
    query: () => ({
      where: and(VISIBLE, periodStart(q.period), q.q ? titleMatches(q.q) : undefined),
      orderBy: [desc(postCounters.likeCount), desc(posts.createdAt), desc(posts.id)],
    }),
    page,
    size,
  });
  return paged(items, total, page, size);
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
    key: `search:${keyword}`,
    query: () => ({
      // The cheap title test first: OR is evaluated left to right when the index results are rechecked.
      where: and(VISIBLE, sql`(${titleMatches(keyword)} or ${posts.search} @@ ${tsq})`),
      orderBy: [
        sql`(ts_rank(${posts.searchHead}, ${tsq}) + case when ${titleMatches(keyword)} then 0.5 else 0 end) desc`,
        desc(postCounters.likeCount),
        desc(posts.id),
      ],
    }),
  });
  if (found.total > 0) return found;
  const plain = sql`cwt_unaccent(${keyword})`;
  return querySummaries(ctx, {
    ...paging,
    key: `similar:${keyword}`,
    query: () => ({
      // Word similarity (the keyword against the closest stretch of the title), not whole-title
      // similarity: a short keyword is never close to a long title, and at pg_trgm's 0.6 threshold the
      // trigram index narrows 100k titles to a handful instead of rechecking tens of thousands.
      where: and(VISIBLE, sql`${plain} <% ${posts.titlePlain}`),
      orderBy: [
        sql`word_similarity(${plain}, ${posts.titlePlain}) desc`,
        desc(postCounters.likeCount),
        desc(posts.id),
      ],
    }),
  });
}

export async function postsByUser(
  ctx: AppContext,
  userId: string,
  page: number,
  size: number,
  viewerId: string | null,
): Promise<SummaryPage> {
  const own = ownList(viewerId, userId);
  return querySummaries(ctx, {
    viewerId,
    key: `by-user:${userId}:${own}`,
    query: () => ({
      where: and(visibility(own), eq(posts.authorId, userId)),
      orderBy: [desc(posts.createdAt), desc(posts.id)],
    }),
    page,
    size,
  });
}

/** Other posts sharing the tag (or, failing that, the post's category), most liked first. */
export async function relatedPosts(
  ctx: AppContext,
  tag: string,
  postId: string,
  page: number,
  size: number,
  viewerId: string | null,
): Promise<PagedPosts> {
  const tagged = sql`exists(select 1 from unnest(${posts.tags}) t where lower(t) = ${tag.toLowerCase()})`;
  const { items, total } = await querySummaries(ctx, {
    viewerId,
    key: `related:${postId}:${tag.toLowerCase()}`,
    query: () => ({
      where: and(
        VISIBLE,
        sql`${posts.id} <> ${postId}`,
        // An unknown post id has no category: the comparison with null leaves tag matches only.
        sql`(${tagged} or ${posts.categoryId} = (select s.category_id from posts s where s.id = ${postId}))`,
      ),
      orderBy: [sql`${tagged} desc`, desc(postCounters.likeCount), desc(posts.id)],
    }),
    page,
    size,
  });
  return paged(items, total, page, size);
}

interface PostEntry {
  post: Post;
  hidden: boolean;
}

/** The post as anyone sees it, straight from the database (writes read their result back this way). */
async function loadPost(ctx: AppContext, id: string): Promise<PostEntry | null> {
  const [row] = await selectSummaries(ctx.db, { content: posts.content, hidden: posts.hidden })
    .where(eq(posts.id, id))
    .limit(1);
  if (!row) return null;
  const summary = toSummary(row, ctx.config.publicUrl);
  return {
    post: { ...summary, content: row.content, author: { ...summary.author, email: row.authorEmail } },
    hidden: row.hidden,
  };
}

function visiblePost(entry: PostEntry | null, viewer: { id: string; role: string } | null): Post {
  // Hidden (moderated) posts stay visible to their author and to admins only.
  if (!entry || (entry.hidden && viewer?.role !== 'ADMIN' && viewer?.id !== entry.post.author.id))
    throw notFound('Post not found');
  return entry.post;
}

/** A post with the viewer's flags; the post itself is shared through the read cache until a write. */
export async function getPost(
  ctx: AppContext,
  id: string,
  viewer: { id: string; role: string } | null,
): Promise<Post> {
  if (!isObjectId(id)) throw notFound('Post not found');
  const entry = await ctx.cache.memo(
    `post:${id}`,
    (e: PostEntry | null) => 256 + 2 * (e?.post.content.length ?? 0) + 2 * (e?.post.title.length ?? 0),
    () => loadPost(ctx, id),
  );
  const [post] = await withViewerFlags(ctx, viewer?.id ?? null, [visiblePost(entry, viewer)]);
  return post!;
}

/** `getPost` bypassing the read cache: for a write answering with what it just stored. */
export async function getPostFresh(ctx: AppContext, id: string, viewer: AuthUser): Promise<Post> {
  const [post] = await withViewerFlags(ctx, viewer.id, [visiblePost(await loadPost(ctx, id), viewer)], {
    fresh: true,
  });
  return post!;
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
