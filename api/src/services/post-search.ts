// Search over posts: the title-and-tag matches ranked in a bounded candidate set, then body matches
// by likes, and titles spelled closely when nothing matches (docs/quality.md, "Search").
import type { SearchQuery } from '@cwt/contracts';
import { and, desc, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { queryRows } from '../db/client';
import { postCounters, posts } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { postFilterFor } from './blocks';
import { andShown, likePattern, shownWhere, VISIBLE } from './post-filters';
import { querySummaries, type SummaryPage } from './post-summaries';

/** Search answers at most this many posts ("Page N of M" counts up to it): a bounded candidate set. */
export const SEARCH_LIMIT = 600;
/** Estimated matches at least this many times the limit are taken as reaching it. */
const SEARCH_ESTIMATE_MARGIN = 4;

/** How long a keyword's estimated match count is reused, and for how many keywords at most. */
const ESTIMATE_TTL_MS = 60_000;
const ESTIMATES_KEPT = 1000;
/** Per database (a test process may open several), by keyword. */
const estimatesByDb = new WeakMap<object, Map<string, { rows: number; at: number }>>();

/**
 * The planner's estimate of a keyword's matches, kept a minute per keyword. It comes from the
 * columns' statistics, which change only when PostgreSQL analyzes the table (minutes apart under
 * autovacuum), so asking again on every search was a round trip and a planning for the same number.
 */
async function estimatedMatches(
  ctx: AppContext,
  keyword: string,
  plan: () => Promise<number>,
): Promise<number> {
  let estimates = estimatesByDb.get(ctx.db);
  if (!estimates) {
    estimates = new Map();
    estimatesByDb.set(ctx.db, estimates);
  }
  const now = Date.now();
  const kept = estimates.get(keyword);
  if (kept && now - kept.at < ESTIMATE_TTL_MS) return kept.rows;
  const rows = await plan();
  estimates.delete(keyword);
  estimates.set(keyword, { rows, at: now });
  // Oldest first: a Map iterates in insertion order.
  if (estimates.size > ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value!);
  return rows;
}

/**
 * Full-text search over title, tags and body, plus substring matches on titles (partial words).
 * Posts whose title or tags match come first, ranked by the title-and-tags vector with a bonus for
 * a title containing the keyword as typed; body-only matches follow, most liked first. At most
 * SEARCH_LIMIT posts are answered. When nothing matches, titles holding a closely spelled stretch
 * (trigram word similarity) are offered instead, closest first, so typos still find something.
 *
 * Why in two parts: ranking every match of a common word (a third of 100k posts) read and ranked
 * tens of thousands of rows per request (seconds). The title-and-tag matches are few and found in
 * their own small index; the body-only matches are already in order in the counters' likes index,
 * so a page of them stops after a few hundred rows, and their count stops at the limit.
 */
export async function searchPosts(
  ctx: AppContext,
  q: SearchQuery,
  viewerId: string | null,
): Promise<SummaryPage> {
  const keyword = q.keyword.trim();
  if (!keyword) return { items: [], total: 0 };
  const tsq = sql`websearch_to_tsquery('cwt_search', ${keyword})`;
  const hider = await postFilterFor(ctx, viewerId);
  const shown = andShown(hider, sql`p.author_id`);
  // Ranked by text, ties broken by likes.
  const paging = {
    viewerId,
    hider,
    page: q.page,
    size: q.size,
    deps: [tag.list.content, tag.list.byLikes],
  };
  const head = sql`(p.search_head @@ ${tsq} or p.title_plain like cwt_unaccent(${likePattern(keyword)}))`;
  const matches = sql`from posts p where not p.hidden ${shown} and (${head} or p.search @@ ${tsq})`;
  // How common the keyword is decides both the total and how body matches are paged. A word in
  // thousands of posts (by the planner's estimate, from the column's statistics) answers the limit
  // without counting, and its body matches are read in likes order, stopping after the page; a
  // rarer one counts its matches (the text indexes list them cheaply) and orders that bounded set.
  let scale: Promise<{ common: boolean; total: number }> | undefined;
  const measure = async () => {
    const estimate = await estimatedMatches(ctx, keyword, async () => {
      const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        ctx.db,
        sql`explain (format json) select 1 ${matches}`,
      );
      return plan?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
    });
    if (estimate >= SEARCH_ESTIMATE_MARGIN * SEARCH_LIMIT) return { common: true, total: SEARCH_LIMIT };
    const [row] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from (select 1 ${matches} limit ${SEARCH_LIMIT}) x`,
    );
    return { common: false, total: row?.n ?? 0 };
  };
  const scaleOnce = () => {
    scale ??= measure();
    return scale;
  };
  const found = await querySummaries(ctx, {
    ...paging,
    key: `search:${keyword}`,
    query: () => ({
      ids: async (limit, offset) => {
        const end = Math.min(offset + limit, SEARCH_LIMIT);
        if (offset >= end) return [];
        const headRows = await queryRows<{ id: string }>(
          ctx.db,
          // At most SEARCH_LIMIT title-and-tag matches are ranked (a common word is in thousands of
          // titles): the bounded candidate set, as the text indexes list it. Each candidate's likes
          // are one primary-key read (a join made the planner hash all the counters).
          sql`select c.id from (
                select p.id, ts_rank(p.search_head, ${tsq})
                  + case when p.title_plain like cwt_unaccent(${likePattern(keyword)}) then 0.5 else 0 end as rank
                from posts p where not p.hidden and ${head} ${shown} limit ${SEARCH_LIMIT}) c
              order by c.rank desc, (select pc.like_count from post_counters pc where pc.post_id = c.id) desc, c.id desc
              limit ${end}`,
        );
        const ids = headRows.slice(offset).map((r) => r.id);
        if (headRows.length === end) return ids;
        const bodyLimit = end - Math.max(offset, headRows.length);
        const bodyOffset = Math.max(0, offset - headRows.length);
        const { common } = await scaleOnce();
        const bodyRows = await queryRows<{ id: string }>(
          ctx.db,
          common
            ? sql`select pc.post_id as id from post_counters pc join posts p on p.id = pc.post_id
                  where not pc.hidden and p.search @@ ${tsq} and not ${head} ${shown}
                  order by pc.like_count desc, pc.created_at desc, pc.post_id desc
                  limit ${bodyLimit} offset ${bodyOffset}`
            : // Materialized, so the matches come from the text index (walking the likes index
              // for a rare word would test every post).
              sql`with m as materialized (
                    select p.id from posts p where not p.hidden and p.search @@ ${tsq} and not ${head} ${shown}
                    limit ${SEARCH_LIMIT})
                  select m.id from m join post_counters pc on pc.post_id = m.id
                  order by pc.like_count desc, pc.created_at desc, pc.post_id desc
                  limit ${bodyLimit} offset ${bodyOffset}`,
        );
        return [...ids, ...bodyRows.map((r) => r.id)];
      },
      total: async () => (await scaleOnce()).total,
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
      where: and(VISIBLE, sql`${plain} <% ${posts.titlePlain}`, shownWhere(hider)),
      orderBy: [
        sql`word_similarity(${plain}, ${posts.titlePlain}) desc`,
        desc(postCounters.likeCount),
        desc(posts.id),
      ],
    }),
  });
}
