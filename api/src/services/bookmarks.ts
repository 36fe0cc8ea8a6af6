import type { BookmarkItem, BookmarkResponse } from '@cwt/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../context';
import { bookmarks } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { rethrowAsGone } from '../lib/errors';
import { pageBounds } from '../lib/paging';
import { findPostForViewer, postNotFound } from './post-ref';
import { querySummaries } from './post-summaries';

/** Saves a post (idempotent); 404 for a post the user cannot see. */
export async function setBookmark(
  ctx: AppContext,
  user: AuthUser,
  postId: string,
  save: boolean,
): Promise<BookmarkResponse> {
  if (save) {
    const post = await findPostForViewer(ctx, postId, user);
    await ctx.db
      .insert(bookmarks)
      .values({ userId: user.id, postId: post.id })
      .onConflictDoNothing()
      .catch((error) => rethrowAsGone(error, postNotFound));
  } else {
    // Unsaving is idempotent even for a post that has gone: there is nothing left to leak.
    await ctx.db.delete(bookmarks).where(and(eq(bookmarks.userId, user.id), eq(bookmarks.postId, postId)));
  }
  ctx.cache.touch(tag.viewer(user.id), tag.bookmarks(user.id));
  return { saved: save, isSaved: save };
}

/** The user's own bookmarks, newest saved first; a post hidden by moderation shows only to its author. */
export async function listBookmarks(
  ctx: AppContext,
  user: AuthUser,
  page: number,
  size: number,
): Promise<{ items: BookmarkItem[]; total: number }> {
  // A user's bookmarks are few: read through their (user, saved at) index, counted the same way.
  const mine = sql`from bookmarks b join posts p on p.id = b.post_id
    where b.user_id = ${user.id} and (not p.hidden or p.author_id = ${user.id})`;
  const { items, total } = await querySummaries(ctx, {
    viewerId: user.id,
    key: `bookmarks:${user.id}`,
    deps: [tag.bookmarks(user.id)],
    query: () => ({
      ids: (limit, offset) =>
        sql`select b.post_id as id ${mine} order by b.created_at desc, b.post_id desc ${pageBounds(limit, offset)}`,
      total: sql`select count(*)::int ${mine}`,
    }),
    page,
    size,
  });
  const times =
    items.length === 0
      ? []
      : await ctx.db
          .select({ postId: bookmarks.postId, at: bookmarks.createdAt })
          .from(bookmarks)
          .where(
            and(
              eq(bookmarks.userId, user.id),
              inArray(
                bookmarks.postId,
                items.map((i) => i.id),
              ),
            ),
          );
  const at = new Map(times.map((t) => [t.postId, t.at.toISOString()]));
  return {
    items: items.map((i) => ({ ...i, savedAt: at.get(i.id) ?? i.createdAt })),
    total,
  };
}
