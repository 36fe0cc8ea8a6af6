// Search over posts: the title-and-tag matches ranked in a bounded candidate set, then body matches
// by likes, and titles spelled closely when nothing matches (docs/quality.md, "Search").
import type { SearchQuery } from '@cwt/contracts';
import { and, desc, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { queryRows } from '../db/client';
import { postCounters, posts } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { keywordHeadTags, keywordSearchTags } from '../lib/search-terms';
import { postFilterFor } from './blocks';
import { andShown, likePattern, shownWhere, VISIBLE } from './post-filters';
import { countersOf, querySummaries, type SummaryPage } from './post-summaries';

/** Search answers at most this many posts ("Page N of M" counts up to it): a bounded candidate set. */
export const SEARCH_LIMIT = 600;
/** Estimated matches at least this many times the limit are taken as reaching it. */
const SEARCH_ESTIMATE_MARGIN = 4;

/** How long a keyword's estimated match count is reused, and for how many keywords at most. */
const ESTIMATE_TTL_MS = 60_000;
const KEYWORDS_KEPT = 1000;

/** Values per database (a test process may open several) and keyword, oldest dropped past the bound. */
class KeywordMemo<T> {
  private readonly byDb = new WeakMap<object, Map<string, { value: T; at: number }>>();

  constructor(private readonly ttlMs: number) {}

  async get(db: object, keyword: string, compute: () => Promise<T>): Promise<T> {
    let kept = this.byDb.get(db);
    if (!kept) {
      kept = new Map();
      this.byDb.set(db, kept);
    }
    const now = Date.now();
    const hit = kept.get(keyword);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = await compute();
    kept.delete(keyword);
    kept.set(keyword, { value, at: now });
    // Oldest first: a Map iterates in insertion order.
    if (kept.size > KEYWORDS_KEPT) kept.delete(kept.keys().next().value!);
    return value;
  }
}

/**
 * The planner's estimate of a keyword's matches, kept a minute. It comes from the columns'
 * statistics, which change only when PostgreSQL analyzes the table (minutes apart under autovacuum),
 * so asking again on every search was a round trip and a planning for the same number.
 */
const estimates = new KeywordMemo<number>(ESTIMATE_TTL_MS);

/**
 * What a keyword's answers depend on (lib/search-terms.ts), from the keyword as the database parses
 * and unaccents it: a pure function of the keyword, so kept for good (within the bound).
 */
const keywordTags = new KeywordMemo<{ words: string[]; head: string[] }>(Number.POSITIVE_INFINITY);

/** A title-and-tag match and its text rank (the bonus for the keyword in the title included). */
type Candidate = { id: string; rank: number };

/** Rank first, then likes, then the newer id: the order of the ranked candidates. */
function byRankThenLikes(likes: ReadonlyMap<string, number>) {
  return (a: Candidate, b: Candidate) =>
    b.rank - a.rank ||
    (likes.get(b.id) ?? 0) - (likes.get(a.id) ?? 0) ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
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
  // Ranked by text, ties broken by likes. Not every like and post write drops a search's pages, only
  // those of its words' buckets and its candidates' counters (learnt below, `learnt`).
  const terms = await keywordTags.get(ctx.db, keyword, async () => {
    const [row] = await queryRows<{ q: string; plain: string }>(
      ctx.db,
      sql`select ${tsq}::text as q, cwt_unaccent(${keyword}) as plain`,
    );
    const [q, plain] = [row?.q ?? '', row?.plain ?? ''];
    return { words: keywordSearchTags(q, plain), head: keywordHeadTags(q, plain) };
  });
  const learnt: string[] = [];
  const paging = {
    viewerId,
    hider,
    page: q.page,
    size: q.size,
    deps: [tag.list.search, ...terms.words],
  };
  const head = sql`(p.search_head @@ ${tsq} or p.title_plain like cwt_unaccent(${likePattern(keyword)}))`;
  const rank = sql`ts_rank(p.search_head, ${tsq})
    + case when p.title_plain like cwt_unaccent(${likePattern(keyword)}) then 0.5 else 0 end`;
  // The ranked candidates, in order; the page depends on each one's counters, since a like can move
  // any candidate into it, and on no other post's. At most SEARCH_LIMIT title-and-tag matches are
  // ranked (a common word is in thousands of titles): the bounded candidate set, as the text indexes
  // list it.
  const rankedCandidates = async (): Promise<string[]> => {
    if (hider) {
      // A viewer who blocks or mutes someone has candidates of their own. Each candidate's likes are
      // one primary-key read (a join made the planner hash all the counters). All come back, in
      // order, as one string.
      const [ranked] = await queryRows<{ ids: string | null }>(
        ctx.db,
        sql`select string_agg(c.id, ',' order by c.rank desc,
              (select pc.like_count from post_counters pc where pc.post_id = c.id) desc, c.id desc) as ids
            from (select p.id, ${rank} as rank
              from posts p where not p.hidden and ${head} ${shown} limit ${SEARCH_LIMIT}) c`,
      );
      return ranked?.ids ? ranked.ids.split(',') : [];
    }
    // Everyone else shares them through the read cache: which posts match by title and tags changes
    // only with writes to titles and tags holding the keyword's words (`SH:` buckets), far more
    // rarely than likes reorder them. The likes come from the counters' cache, so a like of a
    // candidate costs a lookup of its counter, not a ranking of every candidate again (a fifth of the
    // database's time under the load bench, docs/quality.md).
    const deps = [tag.list.search, ...terms.head];
    const found = await ctx.cache.memo(
      `search-candidates:${keyword}`,
      { size: (c: Candidate[]) => 64 + 96 * c.length, deps },
      () =>
        queryRows<Candidate>(
          ctx.db,
          sql`select p.id, (${rank})::float8 as rank from posts p where not p.hidden and ${head}
              limit ${SEARCH_LIMIT}`,
        ),
    );
    learnt.push(...deps);
    const counters = await countersOf(
      ctx,
      found.map((c) => c.id),
    );
    const likes = new Map([...counters].map(([id, c]) => [id, c.likeCount]));
    return [...found].sort(byRankThenLikes(likes)).map((c) => c.id);
  };
  const matches = sql`from posts p where not p.hidden ${shown} and (${head} or p.search @@ ${tsq})`;
  // How common the keyword is decides both the total and how body matches are paged. A word in
  // thousands of posts (by the planner's estimate, from the column's statistics) answers the limit
  // without counting, and its body matches are read in likes order, stopping after the page; a
  // rarer one counts its matches (the text indexes list them cheaply) and orders that bounded set.
  let scale: Promise<{ common: boolean; total: number }> | undefined;
  const measure = async () => {
    const estimate = await estimates.get(ctx.db, keyword, async () => {
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
        const candidates = await rankedCandidates();
        for (const id of candidates) learnt.push(tag.counters(id));
        const headRows = candidates.slice(0, end);
        const ids = headRows.slice(offset);
        if (headRows.length === end) return ids;
        const bodyLimit = end - Math.max(offset, headRows.length);
        const bodyOffset = Math.max(0, offset - headRows.length);
        const { common } = await scaleOnce();
        if (common) {
          // Walked in likes order over every post: any like may reorder it.
          learnt.push(tag.list.byLikes);
          const bodyRows = await queryRows<{ id: string }>(
            ctx.db,
            sql`select pc.post_id as id from post_counters pc join posts p on p.id = pc.post_id
                where not pc.hidden and p.search @@ ${tsq} and not ${head} ${shown}
                order by pc.like_count desc, pc.created_at desc, pc.post_id desc
                limit ${bodyLimit} offset ${bodyOffset}`,
          );
          return [...ids, ...bodyRows.map((r) => r.id)];
        }
        // Materialized, so the matches come from the text index (walking the likes index for a rare
        // word would test every post). All of them in order, as for the title matches.
        const [body] = await queryRows<{ ids: string | null }>(
          ctx.db,
          sql`with m as materialized (
                select p.id from posts p where not p.hidden and p.search @@ ${tsq} and not ${head} ${shown}
                limit ${SEARCH_LIMIT})
              select string_agg(m.id, ',' order by pc.like_count desc, pc.created_at desc, pc.post_id desc) as ids
              from m join post_counters pc on pc.post_id = m.id`,
        );
        const matches = body?.ids ? body.ids.split(',') : [];
        for (const id of matches) learnt.push(tag.counters(id));
        return [...ids, ...matches.slice(bodyOffset, bodyOffset + bodyLimit)];
      },
      total: async () => (await scaleOnce()).total,
      deps: () => learnt,
    }),
  });
  if (found.total > 0) return found;
  const plain = sql`cwt_unaccent(${keyword})`;
  return querySummaries(ctx, {
    ...paging,
    // Closest titles of all, ties by likes: any title or like may change them.
    deps: [tag.list.content, tag.list.byLikes],
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
