import type { PostSummary } from '@cwt/contracts';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type SelectedFields } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import { type Db, queryRows } from '../db/client';
import { anyId } from '../db/ids';
import { categories, postCounters, posts, users } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { readingMinutes } from '../lib/html';
import { absoluteUrl } from '../lib/urls';
import { withViewerFlags } from './viewer-flags';

/** Columns of a post card; the viewer's liked/saved flags are added by `withViewerFlags`. */
export const summaryColumns = {
  id: posts.id,
  title: posts.title,
  tags: posts.tags,
  imageUrl: posts.imageUrl,
  excerpt: posts.excerpt,
  wordCount: posts.wordCount,
  likeCount: postCounters.likeCount,
  commentCount: postCounters.commentCount,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  category: categories.name,
  authorId: users.id,
  authorName: users.name,
  authorUsername: users.username,
  authorPicture: users.profilePicture,
  authorEmail: users.email,
};

export type SummaryRow = {
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
};

/** A post card as anyone sees it: liked and saved are false until `withViewerFlags` sets them. */
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
    liked: false,
    saved: false,
    isSaved: false,
    author: {
      id: r.authorId,
      _id: r.authorId,
      name: r.authorName,
      username: r.authorUsername,
      profilePicture: absoluteUrl(publicUrl, r.authorPicture),
    },
  };
}

/** Post cards (with author and category) for the given filter. */
export function selectSummaries<T extends SelectedFields>(db: Db, extra: T) {
  return db
    .select({ ...summaryColumns, ...extra })
    .from(posts)
    .innerJoin(postCounters, eq(postCounters.postId, posts.id))
    .innerJoin(users, eq(users.id, posts.authorId))
    .innerJoin(categories, eq(categories.id, posts.categoryId));
}

const dialect = new PgDialect();

/**
 * Rows matching `where`, remembered in the read cache under the list's tags: a total over 100k posts
 * is the slowest part of a page, and pages of one list share it. The join to categories never removes
 * rows (category_id is a non-null foreign key), so it is made only when the filter names a category.
 */
async function countWhere(ctx: AppContext, where: SQL | undefined, deps: readonly string[]): Promise<number> {
  const filter = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
  // The tags are in the key: lists with one filter but different tags must not share an entry.
  const key = `count:${deps.join(',')}:${filter.sql}:${JSON.stringify(filter.params)}`;
  return ctx.cache.memo(key, { size: key.length * 2 + 64, deps }, async () => {
    let query = ctx.db.select({ n: sql<number>`count(*)::int` }).from(posts).$dynamic();
    if (filter.sql.includes('"categories".'))
      query = query.innerJoin(categories, eq(categories.id, posts.categoryId));
    if (filter.sql.includes('"post_counters".'))
      query = query.innerJoin(postCounters, eq(postCounters.postId, posts.id));
    const [row] = await query.where(where);
    return row?.n ?? 0;
  });
}

export interface SummaryPage {
  items: PostSummary[];
  total: number;
}

/**
 * A list as SQL. The lists every visitor pages through give a query of the page's ids (index-only,
 * from the list's own index) and a scalar query of the total (a kept count): both run inside the
 * one statement that reads the cards. Search reads its ids in steps (`ids` as a promise). Rare
 * combinations of filters give a filter and order over posts, counted with `count(*)`.
 */
export type SummaryQuery =
  | { where: SQL | undefined; orderBy: SQL[] }
  | {
      /** A query of one column, `id`, in the list's order. */
      ids: (limit: number, offset: number) => SQL;
      /** A query of one row and column: the list's total. */
      total: SQL;
    }
  | {
      ids: (limit: number, offset: number) => Promise<string[]>;
      total: () => Promise<number>;
      /** Tags learnt while reading (called after `ids` and `total`): the page depends on them too. */
      deps?: () => readonly string[];
    };

/** The kept total of a list (`list_counts`, migration 0008): one primary-key read. */
export const keptTotal = (key: SQL): SQL =>
  sql`select coalesce((select visible from list_counts where key = ${key}), 0)::int`;

/**
 * One page of cards in one statement: the page's ids (as an array, in order), the cards of those
 * rows, and the total as a column. A page past the end has no rows to carry the total, so it is
 * read on its own then.
 */
async function pageInOneStatement(
  ctx: AppContext,
  ids: SQL,
  total: SQL,
): Promise<{ items: PostSummary[]; total: number }> {
  const page = sql`(select array_agg(q.id) from (${ids}) q)`;
  const rows = await selectSummaries(ctx.db, { total: sql<number>`(${total})`.as('total') })
    .where(sql`${posts.id} = any(${page}::text[])`)
    .orderBy(sql`array_position(${page}, ${posts.id})`);
  if (rows.length > 0)
    return { items: rows.map((r) => toSummary(r, ctx.config.publicUrl)), total: Number(rows[0]!.total) };
  const [row] = await queryRows<{ n: number }>(ctx.db, sql`select (${total}) as n`);
  return { items: [], total: Number(row?.n ?? 0) };
}

/** Approximate bytes of cached post cards (UTF-16 strings plus object overhead). */
export function summaryBytes(items: readonly PostSummary[]): number {
  let bytes = 64;
  for (const i of items)
    bytes += 2 * (i.title.length + i.excerpt.length + (i.imageCloudUrl?.length ?? 0)) + 900;
  return bytes;
}

/** A page of a list: the post ids in order and the list's total (cards and counters are cached apart). */
interface IdPage {
  ids: string[];
  total: number;
  /** What else the page was read from, learnt while reading it (a search's candidates' counters). */
  deps?: readonly string[];
}

type Counters = { likeCount: number; commentCount: number };

const cardDeps = (card: PostSummary) => [
  tag.post(card.id),
  tag.user(card.author.id),
  tag.categoryName(card.category),
];
const counterDeps = (id: string) => [tag.counters(id)];

/** Stores cards and counters read along with a list page, so assembling the page finds them. */
function seedCards(ctx: AppContext, at: number, cards: readonly PostSummary[]): void {
  for (const card of cards) {
    ctx.cache.set(`card:${card.id}`, at, card, summaryBytes([card]), cardDeps(card));
    ctx.cache.set(
      `cnt:${card.id}`,
      at,
      { id: card.id, likeCount: card.likeCount, commentCount: card.commentCount },
      96,
      counterDeps(card.id),
    );
  }
}

/**
 * The like and comment counts of these posts: cached per post (tag `C:<id>`, touched by each like,
 * unlike, comment and comment removal), the missing ones read in one query.
 */
export async function countersOf(ctx: AppContext, ids: readonly string[]): Promise<Map<string, Counters>> {
  const byKey = await ctx.cache.memoMany<Counters & { id: string }>(
    ids.map((id) => `cnt:${id}`),
    { size: () => 96, deps: (c) => counterDeps(c.id) },
    async (missing) => {
      const rows = await ctx.db
        .select({
          id: postCounters.postId,
          likeCount: postCounters.likeCount,
          commentCount: postCounters.commentCount,
        })
        .from(postCounters)
        .where(
          anyId(
            postCounters.postId,
            missing.map((k) => k.slice(4)),
          ),
        );
      return new Map(rows.map((r) => [`cnt:${r.id}`, r]));
    },
  );
  return new Map([...byKey.values()].map((c) => [c.id, c]));
}

/**
 * Cards of these posts in this order (gone ones left out), each with its current counters. A card
 * read from the database now carries counters from the same read, so only cached cards have their
 * counters looked up (on a cold page that is one statement, not two).
 */
async function cardsOf(ctx: AppContext, ids: readonly string[]): Promise<PostSummary[]> {
  const readNow = new Set<string>();
  const cards = await ctx.cache.memoMany<PostSummary>(
    ids.map((id) => `card:${id}`),
    { size: (c) => summaryBytes([c]), deps: cardDeps },
    async (missing) => {
      const rows = await selectSummaries(ctx.db, {}).where(
        anyId(
          posts.id,
          missing.map((k) => k.slice(5)),
        ),
      );
      for (const r of rows) readNow.add(r.id);
      return new Map(rows.map((r) => [`card:${r.id}`, toSummary(r, ctx.config.publicUrl)]));
    },
  );
  for (const id of readNow) ctx.cache.record(counterDeps(id));
  const cached = ids.filter((id) => !readNow.has(id));
  const counters = cached.length > 0 ? await countersOf(ctx, cached) : new Map<string, Counters>();
  return withCounters(ids, cards, counters);
}

/** The cards in `ids` order, each with the counters given for it (when they differ from its own). */
function withCounters(
  ids: readonly string[],
  cards: ReadonlyMap<string, PostSummary>,
  counters: ReadonlyMap<string, Counters>,
): PostSummary[] {
  const out: PostSummary[] = [];
  for (const id of ids) {
    const card = cards.get(`card:${id}`);
    if (!card) continue;
    const c = counters.get(id);
    out.push(
      c && (c.likeCount !== card.likeCount || c.commentCount !== card.commentCount)
        ? { ...card, likeCount: c.likeCount, likeCnt: c.likeCount, commentCount: c.commentCount }
        : card,
    );
  }
  return out;
}

/** Cards of these posts in this order with the viewer's flags: for a list whose ids are not cached. */
export async function cardsWithFlags(
  ctx: AppContext,
  viewerId: string | null,
  ids: readonly string[],
): Promise<PostSummary[]> {
  return withViewerFlags(ctx, viewerId, await cardsOf(ctx, ids));
}

/**
 * One page of post cards with the viewer's flags, from three kinds of cache entries:
 * - the list page, `ids:<key>:<page>:<size>`: the post ids and the total, under `deps` (the list's
 *   tags, see lib/cache-tags.ts); `key` must name everything the filter and order depend on, and
 *   `query` builds them only on a miss, so a hit costs no SQL building at all;
 * - each post's card (`card:<id>`, tags `P:<id>` and `U:<author>`) and counters (`cnt:<id>`, `C:<id>`);
 * - the viewer's liked/saved flags for the page (`withViewerFlags`).
 * A like then drops one counter entry, not the pages showing the post.
 *
 * On a miss the page's ids are chosen first, over posts alone; authors and categories are then
 * joined for those few rows only (joining them in the ranking query made PostgreSQL compute them for
 * every match before sorting: 5,000 for a common word). The cards read along are cached too.
 */
export async function querySummaries(
  ctx: AppContext,
  opts: {
    viewerId: string | null;
    key: string;
    deps: readonly string[];
    query: () => SummaryQuery;
    page: number;
    size: number;
    /**
     * The viewer whose blocked and muted authors `query` leaves out (services/blocks.ts), or null for
     * the shared list: their pages are their own entries, dropped when their blocks or mutes change.
     */
    hider?: string | null;
  },
): Promise<SummaryPage> {
  const hider = opts.hider ?? null;
  const deps = hider ? [...opts.deps, tag.blocks(hider)] : opts.deps;
  // The cards this call read with the page's ids, in the same statement: current, so the page needs
  // no second read of them (a miss shared with a concurrent request reads them from the cache).
  let readNow: PostSummary[] | undefined;
  const list = await ctx.cache.memo<IdPage>(
    `ids:${opts.key}${hider ? `:hider:${hider}` : ''}:${opts.page}:${opts.size}`,
    {
      size: (p) => 96 + p.ids.length * 64 + (p.deps?.length ?? 0) * 48,
      deps: (p) => (p.deps ? [...deps, ...p.deps] : deps),
    },
    async () => {
      const at = ctx.cache.time;
      const query = opts.query();
      if ('ids' in query) {
        if (typeof query.total !== 'function') {
          const page = await pageInOneStatement(
            ctx,
            query.ids(opts.size, opts.page * opts.size) as SQL,
            query.total,
          );
          seedCards(ctx, at, page.items);
          readNow = page.items;
          return { ids: page.items.map((i) => i.id), total: page.total };
        }
        // Search reads its ids in steps; the cards then come from the card cache (cardsOf).
        const [ids, total] = await Promise.all([
          query.ids(opts.size, opts.page * opts.size) as Promise<string[]>,
          query.total(),
        ]);
        const learnt = 'deps' in query ? query.deps?.() : undefined;
        return learnt ? { ids, total, deps: learnt } : { ids, total };
      }
      const { where, orderBy } = query;
      const pageIds = ctx.db
        .select({ id: posts.id })
        .from(posts)
        .innerJoin(postCounters, eq(postCounters.postId, posts.id))
        .innerJoin(categories, eq(categories.id, posts.categoryId))
        .where(where)
        .orderBy(...orderBy)
        .limit(opts.size)
        .offset(opts.page * opts.size);
      const [rows, total] = await Promise.all([
        selectSummaries(ctx.db, {})
          .where(inArray(posts.id, pageIds))
          .orderBy(...orderBy),
        countWhere(ctx, where, deps),
      ]);
      readNow = rows.map((r) => toSummary(r, ctx.config.publicUrl));
      seedCards(ctx, at, readNow);
      return { ids: rows.map((r) => r.id), total };
    },
  );
  if (readNow) for (const card of readNow) ctx.cache.record([...cardDeps(card), ...counterDeps(card.id)]);
  const items = readNow ?? (await cardsOf(ctx, list.ids));
  return { items: await withViewerFlags(ctx, opts.viewerId, items), total: list.total };
}
