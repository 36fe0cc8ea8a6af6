import type { HistoryEntry, HistoryResponse } from '@cwt/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../context';
import { history, posts } from '../db/schema';
import { rethrowAsGone } from '../lib/errors';
import { absoluteUrl } from '../lib/urls';
import { findPostForViewer, postNotFound } from './post-ref';

type EntryRow = {
  id: string;
  viewedAt: Date;
  description: string;
  postId: string | null;
  title: string | null;
  imageUrl: string | null;
};

function toEntry(r: EntryRow, publicUrl: string): HistoryEntry {
  return {
    id: r.id,
    _id: r.id,
    timestamp: r.viewedAt.toISOString(),
    description: r.description,
    details: {
      postId:
        r.postId && r.title !== null
          ? { id: r.postId, _id: r.postId, title: r.title, imageCloudUrl: absoluteUrl(publicUrl, r.imageUrl) }
          : null,
    },
  };
}

/** Records a view; a repeated view of the same post moves its one entry to the top. */
export async function addHistory(
  ctx: AppContext,
  user: AuthUser,
  postId: string,
  description: string,
): Promise<HistoryEntry> {
  const post = await findPostForViewer(ctx, postId, user);
  const [row] = await ctx.db
    .insert(history)
    .values({ userId: user.id, postId: post.id, description })
    .onConflictDoUpdate({
      target: [history.userId, history.postId],
      // clock_timestamp, not now(): two views in one transaction still order.
      set: { viewedAt: sql`clock_timestamp()`, description },
    })
    .returning({ id: history.id })
    .catch((error) => rethrowAsGone(error, postNotFound));
  const [entry] = await entryQuery(ctx).where(eq(history.id, row!.id));
  return toEntry(entry!, ctx.config.publicUrl);
}

function entryQuery(ctx: AppContext) {
  return ctx.db
    .select({
      id: history.id,
      viewedAt: history.viewedAt,
      description: history.description,
      postId: posts.id,
      title: posts.title,
      imageUrl: posts.imageUrl,
    })
    .from(history)
    .leftJoin(posts, eq(posts.id, history.postId));
}

/** The signed-in user's views, most recent first; `page` is one-based as the history screen pages. */
export async function listHistory(
  ctx: AppContext,
  userId: string,
  page: number,
  size: number,
): Promise<HistoryResponse> {
  const where = eq(history.userId, userId);
  const [rows, [count]] = await Promise.all([
    entryQuery(ctx)
      .where(where)
      .orderBy(desc(history.viewedAt), desc(history.id))
      .limit(size)
      .offset((page - 1) * size),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(history).where(where),
  ]);
  const total = count?.n ?? 0;
  return {
    data: {
      history: rows.map((r) => toEntry(r, ctx.config.publicUrl)),
      total,
      page,
      totalPages: Math.ceil(total / size),
    },
  };
}
