import type { BookmarkItem, BookmarkResponse } from '@cwt/contracts';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../context';
import { bookmarks, posts } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { findPostForViewer } from './post-reads';
import { querySummaries } from './post-summaries';

/** Saves a post (idempotent); 404 for a post the user cannot see. */
export async function setBookmark(
  ctx: AppContext,
  user: AuthUser,
  postId: string,
  save: boolean,
): Promise<BookmarkResponse> {
  if (save) {
    const post = await findPostForViewer(ctx.db, postId, user);
    await ctx.db.insert(bookmarks).values({ userId: user.id, postId: post.id }).onConflictDoNothing();
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
  const savedAt = sql`(select b.created_at from bookmarks b where b.post_id = "posts"."id" and b.user_id = ${user.id})`;
  const { items, total } = await querySummaries(ctx, {
    viewerId: user.id,
    key: `bookmarks:${user.id}`,
    deps: [tag.bookmarks(user.id)],
    query: () => ({
      where: and(
        sql`${posts.id} in (select b.post_id from bookmarks b where b.user_id = ${user.id})`,
        or(eq(posts.hidden, false), eq(posts.authorId, user.id)),
      ),
      orderBy: [sql`${savedAt} desc`, desc(posts.id)],
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
