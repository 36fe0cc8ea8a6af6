import { FEED_LIMIT, type FeedQuery, type PagedPosts } from '@cwt/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { type Db, queryRows } from '../db/client';
import { pageBounds, paged } from '../lib/paging';
import { postFilterFor, postsShownSql } from './blocks';
import { cardsWithFlags } from './post-summaries';

/**
 * Which of a source's posts a member is shown: visible ones, not by an author they block or mute
 * (`hider`: the member, when they block or mute anyone; else null and the clause costs nothing).
 * Every path of the feed filters its posts (alias `p`) through this one condition.
 */
const shownSql = (hider: string | null): SQL =>
  hider ? sql`not p.hidden and ${postsShownSql(hider, sql`p.author_id`)}` : sql`not p.hidden`;

const followedAuthors = (me: string) => sql`select f.followee_id from follows f where f.follower_id = ${me}`;
const topicNames = (me: string) => sql`select lower(tf.name) from topic_follows tf where tf.user_id = ${me}`;
/** Topics match categories and tags by lowercased name, as `GET /api/posts?topic=` does. */
const topicCategories = (me: string) =>
  sql`select c.id from categories c where lower(c.name) in (${topicNames(me)})`;
const topicTags = (me: string) => sql`select t.id from tags t where lower(t.name) in (${topicNames(me)})`;

// Constants and a page's bounds go into the statement's text: as parameters, PostgreSQL's generic plan
// guesses a limit of 10% of the rows, never wins, and every call is planned again (docs/quality.md).
const feedLimit = sql.raw(String(FEED_LIMIT));

/**
 * Which way reads fewer rows (see feedPath): 'walk' when m * m > FEED_LIMIT * n, where m is roughly
 * how many posts the member's sources hold (each followed category's and tag's visible posts, each
 * followed author's posts; a post in two sources counts twice) and n every visible post. Kept counts
 * only. The topics' few counts are summed first; when they alone settle it, the authors' sum (a
 * primary-key read per followed author, 500 of them in the bench) is never read: an uncorrelated
 * subquery runs when its value is first needed, and the CASE branch that needs it is not taken.
 * `materialized` keeps k's sums from being copied into each place that reads them; the authors' counts
 * are read one primary-key probe per follow (a correlated subquery), never by a hash over all counters.
 */
const pathSql = (me: string) => sql`
  with k as materialized (
    select coalesce((select sum(lc.visible) from list_counts lc
                     where lc.key in (select 'c:' || id from (${topicCategories(me)}) c
                                      union all select 't:' || id from (${topicTags(me)}) t)), 0)::float8 as t,
           coalesce((select visible from list_counts where key = 'all'), 0)::float8 * ${feedLimit} as bound)
  select case
    when k.t * k.t > k.bound then 'walk'
    when power(k.t + coalesce((select sum((select uc.post_count from user_counters uc where uc.user_id = f.followee_id))
                               from follows f where f.follower_id = ${me}), 0), 2) > k.bound then 'walk'
    else 'merge' end as path
  from k`;

/** A source's newest FEED_LIMIT visible posts, from its own index (`newest` orders and bounds it). */
const newest = sql`order by p.created_at desc, p.id desc limit ${feedLimit}`;

/**
 * Sparse sources: each followed author's, category's and tag's newest FEED_LIMIT visible posts, read
 * per source from its own index, merged without duplicates. Reads at most about m rows.
 */
const fromSources = (me: string, shown: SQL) => sql`
  select s.id, s.created_at from follows f cross join lateral (
    select p.id, p.created_at from posts p
    where p.author_id = f.followee_id and ${shown} ${newest}) s
  where f.follower_id = ${me}
  union
  select s.id, s.created_at from (${topicCategories(me)}) c cross join lateral (
    select p.id, p.created_at from posts p
    where p.category_id = c.id and ${shown} ${newest}) s
  union
  select s.id, s.created_at from (${topicTags(me)}) t cross join lateral (
    select p.id, p.created_at from post_tags pt join posts p on p.id = pt.post_id
    where pt.tag_id = t.id and not pt.hidden and ${shown}
    order by pt.created_at desc, pt.post_id desc limit ${feedLimit}) s`;

/**
 * Dense sources: visible posts newest first from the created_at index, each kept if the author is
 * followed or its category is a followed topic (hashes of the followed ids, built once) or one of
 * its tags is. All three are read from the index entry itself (migration 0022 carries the author,
 * the category and the tag names), so the walk visits no table: `posts.tags` holds the names its
 * `post_tags` rows were made from, and both match a topic by lowercased name, as `?topic=` does.
 * Stops after FEED_LIMIT matches: reads about FEED_LIMIT * n / m rows.
 */
const byWalk = (me: string, shown: SQL) => sql`
  select p.id, p.created_at from posts p
  where ${shown} and (p.author_id in (${followedAuthors(me)})
    or p.category_id in (${topicCategories(me)})
    or exists (select 1 from unnest(p.tags) tag where lower(tag) = any(array(${topicNames(me)}))))
  order by p.created_at desc, p.id desc`;

/**
 * Which way reads fewer rows: the per-source merge reads about m rows, the walk about
 * FEED_LIMIT * n / m, so the merge wins while m * m <= FEED_LIMIT * n. Asked first, on its own: a
 * statement holding both ways is costed as if both ran, which crossed jit_above_cost and spent more
 * time compiling than reading.
 */
export async function feedPath(db: Db, me: string): Promise<'merge' | 'walk'> {
  const [row] = await queryRows<{ path: 'merge' | 'walk' }>(db, pathSql(me));
  return row?.path ?? 'merge';
}

/** The member's newest FEED_LIMIT feed posts, counted, and one page of them, in one statement. */
export function feedPageSql(
  me: string,
  path: 'merge' | 'walk',
  offset: number,
  limit: number,
  hider: string | null,
): SQL {
  const shown = shownSql(hider);
  const feed =
    path === 'merge'
      ? sql`select s.id, s.created_at from (${fromSources(me, shown)}) s
            order by s.created_at desc, s.id desc limit ${feedLimit}`
      : sql`${byWalk(me, shown)} limit ${feedLimit}`;
  return sql`
    with feed as materialized (${feed})
    select (select count(*)::int from feed) as total,
      array(select id from feed order by created_at desc, id desc ${pageBounds(limit, offset)}) as ids`;
}

/**
 * GET /api/feed/following: posts by the people the member follows and in the topics they follow,
 * newest first, without duplicates. Not kept in the read cache: it is one member's (an entry would
 * depend on every followed author's and topic's list and rarely be read twice), so a new post, a
 * follow or an unfollow shows on the next read. The cards come through the shared card cache.
 */
export async function followingFeed(ctx: AppContext, memberId: string, q: FeedQuery): Promise<PagedPosts> {
  const offset = Math.min(q.page * q.size, FEED_LIMIT);
  const [path, hider] = await Promise.all([feedPath(ctx.db, memberId), postFilterFor(ctx, memberId)]);
  const [row] = await queryRows<{ total: number; ids: string[] }>(
    ctx.db,
    feedPageSql(memberId, path, offset, Math.min(q.size, FEED_LIMIT - offset), hider),
  );
  const items = await cardsWithFlags(ctx, memberId, row?.ids ?? []);
  return paged(items, Number(row?.total ?? 0), q.page, q.size);
}
