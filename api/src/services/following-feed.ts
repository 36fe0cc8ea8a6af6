import { FEED_LIMIT, type FeedQuery, type PagedPosts } from '@cwt/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { queryRows } from '../db/client';
import { paged } from '../lib/paging';
import { cardsWithFlags } from './post-summaries';

/**
 * Which of a source's posts a member is shown: visible ones. Every path of the feed filters its
 * posts (alias `p`) through this one condition, so leaving out blocked or muted authors (another
 * issue) is one more clause here.
 */
const shown: SQL = sql`not p.hidden`;

const followedAuthors = (me: string) => sql`select f.followee_id from follows f where f.follower_id = ${me}`;
const topicNames = (me: string) => sql`select lower(tf.name) from topic_follows tf where tf.user_id = ${me}`;
/** Topics match categories and tags by lowercased name, as `GET /api/posts?topic=` does. */
const topicCategories = (me: string) =>
  sql`select c.id from categories c where lower(c.name) in (${topicNames(me)})`;
const topicTags = (me: string) => sql`select t.id from tags t where lower(t.name) in (${topicNames(me)})`;

/**
 * Roughly how many posts the member's sources hold (each followed author's posts, each followed
 * category's and tag's visible posts; a post in two sources counts twice), and every visible post.
 * Kept counts only: a handful of primary-key reads.
 */
const sourceSizes = (me: string) => sql`
  select coalesce((select sum(uc.post_count) from user_counters uc
                   where uc.user_id in (${followedAuthors(me)})), 0)
       + coalesce((select sum(lc.visible) from list_counts lc
                   where lc.key in (select 'c:' || id from (${topicCategories(me)}) c
                                    union all select 't:' || id from (${topicTags(me)}) t)), 0) as m,
         coalesce((select visible from list_counts where key = 'all'), 0) as n`;

/**
 * Sparse sources: every matching post, read per source from its own index (an author's posts, a
 * category's, a tag's), merged without duplicates. Reads about m rows.
 */
const fromSources = (me: string) => sql`
  select p.id, p.created_at from posts p where ${shown} and p.author_id in (${followedAuthors(me)})
  union
  select p.id, p.created_at from posts p where ${shown} and p.category_id in (${topicCategories(me)})
  union
  select p.id, p.created_at from post_tags pt join posts p on p.id = pt.post_id
    where not pt.hidden and ${shown} and pt.tag_id in (${topicTags(me)})`;

/**
 * Dense sources: visible posts newest first from the created_at index, each kept if the author is
 * followed (a hash of the followed ids, built once) or its category or a tag is a followed topic
 * (the post row's own columns). Stops after FEED_LIMIT matches: reads about FEED_LIMIT * n / m rows.
 */
const byWalk = (me: string) => sql`
  select p.id, p.created_at from posts p
  where ${shown} and (p.author_id in (${followedAuthors(me)})
    or p.category_id in (${topicCategories(me)})
    or exists (select 1 from unnest(p.tags) tg where lower(tg) in (${topicNames(me)})))
  order by p.created_at desc, p.id desc`;

/**
 * The member's newest FEED_LIMIT feed posts (id order) and one page of them, in one statement. Of
 * the two ways to read them, the one reading fewer rows is taken: the per-source merge reads m rows,
 * the walk about FEED_LIMIT * n / m, so the merge wins while m * m <= FEED_LIMIT * n. Both ways are
 * in the statement behind one-time filters on the kept counts, and only the chosen one runs.
 */
export function feedPageSql(me: string, offset: number, limit: number): SQL {
  return sql`
    with sizes as materialized (${sourceSizes(me)}),
    feed as materialized (
      (select s.id, s.created_at from (${fromSources(me)}) s
       where (select m * m <= ${FEED_LIMIT}::bigint * n from sizes)
       order by s.created_at desc, s.id desc limit ${FEED_LIMIT})
      union all
      (select w.id, w.created_at from (${byWalk(me)} limit ${FEED_LIMIT}) w
       where (select m * m > ${FEED_LIMIT}::bigint * n from sizes))
    )
    select (select count(*)::int from feed) as total,
      array(select id from feed order by created_at desc, id desc offset ${offset} limit ${limit}) as ids`;
}

/**
 * GET /api/feed/following: posts by the people the member follows and in the topics they follow,
 * newest first, without duplicates. Not kept in the read cache: it is one member's (an entry would
 * depend on every followed author's and topic's list and rarely be read twice), so a new post, a
 * follow or an unfollow shows on the next read. The cards come through the shared card cache.
 */
export async function followingFeed(ctx: AppContext, memberId: string, q: FeedQuery): Promise<PagedPosts> {
  const offset = q.page * q.size;
  if (offset >= FEED_LIMIT) {
    const [row] = await queryRows<{ total: number }>(ctx.db, feedPageSql(memberId, 0, 0));
    return paged([], Number(row?.total ?? 0), q.page, q.size);
  }
  const [row] = await queryRows<{ total: number; ids: string[] }>(
    ctx.db,
    feedPageSql(memberId, offset, Math.min(q.size, FEED_LIMIT - offset)),
  );
  const items = await cardsWithFlags(ctx, memberId, row?.ids ?? []);
  return paged(items, Number(row?.total ?? 0), q.page, q.size);
}
