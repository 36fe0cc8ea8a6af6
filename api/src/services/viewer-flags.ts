// The viewer's liked and saved flags on post cards: from the viewer's remembered marks, or per page.
import type { PostSummary } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { queryRows } from '../db/client';
import { idArray } from '../db/ids';
import { tag } from '../lib/cache-tags';

type Flags = { liked: boolean; saved: boolean };

/** A viewer's marks (liked and saved posts) are kept whole up to this many of each; beyond, each page asks. */
const MARKS_KEPT = 2_000;

interface Marks {
  liked: ReadonlySet<string>;
  saved: ReadonlySet<string>;
}

/**
 * Every post the viewer liked or saved, remembered under `V:<viewer>` (which their likes and bookmarks
 * touch), or null for a viewer with more than MARKS_KEPT of either. Flags per page were remembered
 * per page, but pages change with every new post: about half of all requests read flags from the
 * database (docs/quality.md). The marks are read once after each of the viewer's own writes.
 */
function marksOf(ctx: AppContext, viewerId: string): Promise<Marks | null> {
  return ctx.cache.memo(
    `marks:${viewerId}`,
    {
      size: (m: Marks | null) => 96 + 64 * ((m?.liked.size ?? 0) + (m?.saved.size ?? 0)),
      deps: [tag.viewer(viewerId)],
    },
    async () => {
      const rows = await queryRows<{ id: string; saved: boolean }>(
        ctx.db,
        sql`(select post_id as id, false as saved from post_likes where user_id = ${viewerId} limit ${MARKS_KEPT + 1})
            union all
            (select post_id, true from bookmarks where user_id = ${viewerId} limit ${MARKS_KEPT + 1})`,
      );
      const liked = new Set(rows.filter((r) => !r.saved).map((r) => r.id));
      const saved = new Set(rows.filter((r) => r.saved).map((r) => r.id));
      return liked.size > MARKS_KEPT || saved.size > MARKS_KEPT ? null : { liked, saved };
    },
  );
}

/**
 * Copies of the cards with the viewer's liked/saved flags (the cards themselves may be shared through
 * the read cache, so they are never changed in place). With the read cache on, the flags come from
 * the viewer's remembered marks (`marksOf`); otherwise, or for a viewer with very many, the flags of
 * the page are read in one query (remembered per page under `V:<viewer>`). `fresh` skips the cache,
 * for a write answering with what it just stored.
 */
export async function withViewerFlags<T extends PostSummary>(
  ctx: AppContext,
  viewerId: string | null,
  items: readonly T[],
  opts: { fresh?: boolean } = {},
): Promise<T[]> {
  if (!viewerId || items.length === 0) return [...items];
  const marks = !opts.fresh && ctx.cache.enabled ? await marksOf(ctx, viewerId) : null;
  const flags = marks
    ? new Map(items.map((i) => [i.id, { liked: marks.liked.has(i.id), saved: marks.saved.has(i.id) }]))
    : await pageFlags(ctx, viewerId, items, opts.fresh ?? false);
  return items.map((item) => {
    const f = flags.get(item.id);
    return f && (f.liked || f.saved) ? { ...item, liked: f.liked, saved: f.saved, isSaved: f.saved } : item;
  });
}

function pageFlags(
  ctx: AppContext,
  viewerId: string,
  items: readonly PostSummary[],
  fresh: boolean,
): Promise<Map<string, Flags>> {
  const ids = items.map((i) => i.id);
  const read = async () => {
    const rows = await queryRows<Flags & { id: string }>(
      ctx.db,
      sql`select p.id,
            exists(select 1 from post_likes pl where pl.post_id = p.id and pl.user_id = ${viewerId}) as liked,
            exists(select 1 from bookmarks b where b.user_id = ${viewerId} and b.post_id = p.id) as saved
          from unnest(${idArray(ids)}) as p(id)`,
    );
    return new Map<string, Flags>(
      rows.map((r) => [r.id, { liked: Boolean(r.liked), saved: Boolean(r.saved) }]),
    );
  };
  return fresh
    ? read()
    : ctx.cache.memo(
        `flags:${viewerId}:${ids.join(',')}`,
        { size: 96 + ids.length * 50 + items.length * 64, deps: [tag.viewer(viewerId)] },
        read,
      );
}
