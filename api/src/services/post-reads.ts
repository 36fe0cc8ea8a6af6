import type { MostLikedQuery, PagedPosts, Post, PostListQuery } from '@cwt/contracts';
import { isObjectId } from '@cwt/contracts';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../context';
import { categories, comments, postCounters, posts } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { notFound } from '../lib/errors';
import { pageBounds, paged } from '../lib/paging';
import { hiddenAuthorsSql, postFilterFor } from './blocks';
import { andShown, likePattern, shownWhere, VISIBLE } from './post-filters';
import {
  countersOf,
  keptTotal,
  querySummaries,
  type SummaryPage,
  type SummaryQuery,
  selectSummaries,
  toSummary,
} from './post-summaries';
import { withViewerFlags } from './viewer-flags';

/** Public lists hide moderated posts; a viewer listing their own posts still sees theirs. */
const ownList = (viewerId: string | null, authorId: string | undefined) =>
  viewerId !== null && authorId === viewerId;
const visibility = (own: boolean) => (own ? undefined : VISIBLE);

/** Posts carrying the tag, case-insensitively, through post_tags (index-backed, unlike unnest). */
const hasTag = (name: string) =>
  sql`${posts.id} in (select pt.post_id from post_tags pt join tags tg on tg.id = pt.tag_id where lower(tg.name) = ${name.toLowerCase()})`;

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

/**
 * The tags of a filtered list: one per filter a write can move a post into or out of (a post enters
 * the author+category list when its category changes, so both are named); the home list when no
 * structural filter applies; the content tag when titles decide membership; the counter tags when
 * they decide the order.
 */
function listDeps(q: PostListQuery): string[] {
  const deps: string[] = [];
  if (q.authorId) deps.push(tag.list.author(q.authorId));
  if (q.category) deps.push(tag.list.category(q.category));
  if (q.tag) deps.push(tag.list.tag(q.tag));
  if (q.topic) deps.push(tag.list.category(q.topic), tag.list.tag(q.topic));
  if (deps.length === 0) deps.push(tag.list.home);
  if (q.q) deps.push(tag.list.content);
  if (q.sort === 'likes') deps.push(tag.list.byLikes);
  if (q.sort === 'comments') deps.push(tag.list.byComments);
  return deps;
}

const categoryIdByName = (name: string) =>
  sql`(select c.id from categories c where lower(c.name) = ${name.toLowerCase()})`;
const tagIdByName = (name: string) =>
  sql`(select t.id from tags t where lower(t.name) = ${name.toLowerCase()})`;

/** A page of an id query: the targets concern pages 0-20, where the skipped index entries are few. */
const pageOf = (query: SQL) => (limit: number, offset: number) => sql`${query} ${pageBounds(limit, offset)}`;

/**
 * A kept total less the posts of the viewer's hidden authors in that list: `hiddenCount` counts
 * them from the few authors' posts (the author index), never the whole list.
 */
const lessHidden = (total: SQL, hider: string | null, hiddenCount: (authors: SQL) => SQL): SQL =>
  hider ? sql`select ((${total}) - (${hiddenCount(hiddenAuthorsSql(hider))}))::int` : total;

/** Visible posts of one author (a few dozen at most): counted through the author index. */
const authorTotal = (authorId: string, own: boolean, hider: string | null): SQL =>
  sql`select count(*)::int from posts where author_id = ${authorId} ${own ? sql`` : sql`and not hidden`}
      ${andShown(hider, sql`posts.author_id`)}`;

/**
 * The lists every visitor pages through, newest first (all posts, a category, a tag, an author):
 * each page is read from the list's own index (index-only for the public ones) and the total is
 * kept in `list_counts`. Null for the rarer combinations, which filter and count posts.
 */
function newestList(q: PostListQuery, own: boolean, hider: string | null): SummaryQuery | null {
  if (q.q || q.topic || q.sort !== 'newest') return null;
  if ([q.category, q.tag, q.authorId].filter((f) => f !== undefined).length > 1) return null;
  if (q.category !== undefined) {
    const category = categoryIdByName(q.category);
    return {
      ids: pageOf(sql`select id from posts where category_id = ${category} and not hidden
                      ${andShown(hider, sql`posts.author_id`)}
                      order by created_at desc, id desc`),
      total: lessHidden(
        keptTotal(sql`'c:' || ${category}`),
        hider,
        (authors) =>
          sql`select count(*) from posts where category_id = ${category} and not hidden and author_id in ${authors}`,
      ),
    };
  }
  if (q.tag !== undefined) {
    const tag = tagIdByName(q.tag);
    // post_tags carries no author: a filtered page joins each entry's post.
    return {
      ids: pageOf(
        hider
          ? sql`select pt.post_id as id from post_tags pt join posts p on p.id = pt.post_id
                where pt.tag_id = ${tag} and not pt.hidden ${andShown(hider, sql`p.author_id`)}
                order by pt.created_at desc, pt.post_id desc`
          : sql`select post_id as id from post_tags where tag_id = ${tag} and not hidden
                order by created_at desc, post_id desc`,
      ),
      total: lessHidden(
        keptTotal(sql`'t:' || ${tag}`),
        hider,
        (authors) => sql`select count(*) from post_tags pt join posts p on p.id = pt.post_id
                         where pt.tag_id = ${tag} and not pt.hidden and p.author_id in ${authors}`,
      ),
    };
  }
  if (q.authorId !== undefined) return authorList(q.authorId, own, hider);
  return {
    ids: pageOf(sql`select id from posts where not hidden ${andShown(hider, sql`posts.author_id`)}
                    order by created_at desc, id desc`),
    total: lessHidden(
      keptTotal(sql`'all'`),
      hider,
      (authors) => sql`select count(*) from posts where not hidden and author_id in ${authors}`,
    ),
  };
}

function authorList(authorId: string, own: boolean, hider: string | null): SummaryQuery {
  return {
    ids: pageOf(sql`select id from posts where author_id = ${authorId} ${own ? sql`` : sql`and not hidden`}
                    ${andShown(hider, sql`posts.author_id`)}
                    order by created_at desc, id desc`),
    total: authorTotal(authorId, own, hider),
  };
}

export async function listPosts(
  ctx: AppContext,
  q: PostListQuery,
  viewerId: string | null,
): Promise<PagedPosts> {
  const { page, size, ...filter } = q;
  const own = ownList(viewerId, q.authorId);
  const hider = await postFilterFor(ctx, viewerId);
  const { items, total } = await querySummaries(ctx, {
    viewerId,
    hider,
    key: `list:${own}:${JSON.stringify(filter)}`,
    deps: listDeps(q),
    query: () =>
      newestList(q, own, hider) ?? {
        where: and(
          visibility(own),
          shownWhere(hider),
          q.q ? titleMatches(q.q) : undefined,
          q.category ? sql`lower(${categories.name}) = ${q.category.toLowerCase()}` : undefined,
          q.tag ? hasTag(q.tag) : undefined,
          q.topic
            ? or(sql`lower(${categories.name}) = ${q.topic.toLowerCase()}`, hasTag(q.topic))
            : undefined,
          q.authorId ? eq(posts.authorId, q.authorId) : undefined,
        ),
        orderBy: orderFor(q.sort),
      },
    page,
    size,
  });
  return paged(items, total, page, size);
}

/** This week / month / year are rolling windows: the last 7, 30 or 365 days (issue 3, decided). */
const PERIOD_DAYS = { week: 7, month: 30, year: 365 } as const;

/**
 * A period's start in the statement's own text, from the statement's clock (`now()`, one instant for
 * the page and its total): as a parameter, one generic plan would serve a week and a year alike, so
 * PostgreSQL planned each call again; as text, each period is a statement planned once per connection.
 */
const periodStart = (period: keyof typeof PERIOD_DAYS): SQL =>
  sql.raw(`(now() - interval '${PERIOD_DAYS[period]} days')`);

/**
 * Visible posts created since `since`: the kept hourly counts of the whole hours after it, plus the
 * posts of its own hour counted through the index of visible posts (a few dozen rows).
 */
function visibleSince(since: SQL): SQL {
  const nextHour = sql`(date_trunc('hour', ${since}, 'UTC') + interval '1 hour')`;
  return sql`select (coalesce((select sum(visible) from post_hour_counts where hour >= ${nextHour}), 0)
    + (select count(*) from posts where not hidden and created_at >= ${since} and created_at < ${nextHour}))::int`;
}

export async function mostLiked(
  ctx: AppContext,
  q: MostLikedQuery,
  viewerId: string | null,
): Promise<PagedPosts> {
  const { page, size, ...filter } = q;
  // One instant for the page and its total, so a post at the window's edge is in both or neither:
  // the page and its total are one statement (its `now()`), a title filter's are two (a value).
  const since = q.period ? periodStart(q.period) : null;
  const sinceValue = q.period ? new Date(Date.now() - PERIOD_DAYS[q.period] * 86_400_000) : null;
  const hider = await postFilterFor(ctx, viewerId);
  const { items, total } = await querySummaries(ctx, {
    viewerId,
    hider,
    key: `most-liked:${JSON.stringify(filter)}`,
    deps: q.q ? [tag.list.byLikes, tag.list.content] : [tag.list.byLikes],
    query: () =>
      q.q
        ? {
            where: and(
              VISIBLE,
              sinceValue ? sql`${posts.createdAt} >= ${sinceValue}` : undefined,
              titleMatches(q.q),
              shownWhere(hider),
            ),
            orderBy: [desc(postCounters.likeCount), desc(posts.createdAt), desc(posts.id)],
          }
        : {
            // The counters' own index holds the order and the window: an index-only scan.
            ids: pageOf(sql`select pc.post_id as id from post_counters pc
                            ${hider ? sql`join posts p on p.id = pc.post_id` : sql``}
                            where not pc.hidden ${since ? sql`and pc.created_at >= ${since}` : sql``}
                            ${andShown(hider, sql`p.author_id`)}
                            order by pc.like_count desc, pc.created_at desc, pc.post_id desc`),
            total: lessHidden(
              since ? visibleSince(since) : keptTotal(sql`'all'`),
              hider,
              (authors) => sql`select count(*) from posts where not hidden and author_id in ${authors}
                               ${since ? sql`and created_at >= ${since}` : sql``}`,
            ),
          },
    page,
    size,
  });
  return paged(items, total, page, size);
}

export async function postsByUser(
  ctx: AppContext,
  userId: string,
  page: number,
  size: number,
  viewerId: string | null,
): Promise<SummaryPage> {
  const own = ownList(viewerId, userId);
  const hider = await postFilterFor(ctx, viewerId);
  return querySummaries(ctx, {
    viewerId,
    hider,
    key: `by-user:${userId}:${own}`,
    deps: [tag.list.author(userId)],
    query: () => authorList(userId, own, hider),
    page,
    size,
  });
}

/** Other posts sharing the tag (or, failing that, the post's category), most liked first. */
export async function relatedPosts(
  ctx: AppContext,
  tagName: string,
  postId: string,
  page: number,
  size: number,
  viewerId: string | null,
): Promise<PagedPosts> {
  const tagged = sql`exists(select 1 from unnest(${posts.tags}) t where lower(t) = ${tagName.toLowerCase()})`;
  const hider = await postFilterFor(ctx, viewerId);
  const { items, total } = await querySummaries(ctx, {
    viewerId,
    hider,
    key: `related:${postId}:${tagName.toLowerCase()}`,
    // The source post's tags and category and every candidate's: any post write touches the content tag.
    deps: [tag.list.content, tag.list.byLikes],
    query: () => ({
      where: and(
        VISIBLE,
        sql`${posts.id} <> ${postId}`,
        // An unknown post id has no category: the comparison with null leaves tag matches only.
        sql`(${tagged} or ${posts.categoryId} = (select s.category_id from posts s where s.id = ${postId}))`,
        shownWhere(hider),
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
    throw notFound('POST_NOT_FOUND', 'Post not found');
  return entry.post;
}

/** A post with the viewer's flags; the post itself is shared through the read cache until a write. */
export async function getPost(
  ctx: AppContext,
  id: string,
  viewer: { id: string; role: string } | null,
): Promise<Post> {
  if (!isObjectId(id)) throw notFound('POST_NOT_FOUND', 'Post not found');
  const entry = await ctx.cache.memo(
    `post:${id}`,
    {
      size: (e: PostEntry | null) =>
        256 + 2 * (e?.post.content.length ?? 0) + 2 * (e?.post.title.length ?? 0),
      // A post that does not exist yet is not cached as missing for long: its id names it.
      deps: (e) =>
        e ? [tag.post(id), tag.user(e.post.author.id), tag.categoryName(e.post.category)] : [tag.post(id)],
    },
    () => loadPost(ctx, id),
  );
  const visible = visiblePost(entry, viewer);
  // Counters are cached apart (a like touches only them): the body stays cached through likes.
  const counters = (await countersOf(ctx, [id])).get(id);
  const post =
    counters && (counters.likeCount !== visible.likeCount || counters.commentCount !== visible.commentCount)
      ? {
          ...visible,
          likeCount: counters.likeCount,
          likeCnt: counters.likeCount,
          commentCount: counters.commentCount,
        }
      : visible;
  const [flagged] = await withViewerFlags(ctx, viewer?.id ?? null, [post]);
  return flagged!;
}

/** `getPost` bypassing the read cache: for a write answering with what it just stored. */
export async function getPostFresh(ctx: AppContext, id: string, viewer: AuthUser): Promise<Post> {
  const [post] = await withViewerFlags(ctx, viewer.id, [visiblePost(await loadPost(ctx, id), viewer)], {
    fresh: true,
  });
  return post!;
}

export async function postIdByComment(ctx: AppContext, commentId: string): Promise<string> {
  const postId = await ctx.cache.memo(
    `comment-post:${commentId}`,
    {
      size: 160,
      deps: (found: string | null) =>
        found ? [tag.comment(commentId), tag.post(found)] : [tag.comment(commentId)],
    },
    async () => {
      const [row] = await ctx.db
        .select({ postId: comments.postId })
        .from(comments)
        .where(eq(comments.id, commentId))
        .limit(1);
      return row?.postId ?? null;
    },
  );
  if (!postId) throw notFound('COMMENT_NOT_FOUND', 'Comment not found');
  return postId;
}
