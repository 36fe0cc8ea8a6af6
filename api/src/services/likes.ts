import type { LikeResponse } from '@cwt/contracts';
import { isObjectId } from '@cwt/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../context';
import type { Db } from '../db/client';
import { commentLikes, comments, postCounters, postLikes } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { notFound } from '../lib/errors';
import {
  actorNameOf,
  announce,
  type CreatedNotification,
  insertNotifications,
  withdrawFromGroup,
} from './notifications';
import { findPostForViewer } from './post-reads';

const response = (liked: boolean, likeCount: number): LikeResponse => ({
  liked,
  likeCount,
  likeCnt: likeCount,
});

/**
 * What a like or unlike that changed a row tells the author: a like joins (or starts) the target's
 * group, when `name` says the liker is not the author; an unlike withdraws the liker from it.
 */
function likeNotice(
  tx: Db,
  like: boolean,
  name: string | null,
  actorId: string,
  n: { recipientId: string; postId: string; targetId: string } & (
    | { type: 'LIKE_POST'; postTitle: string }
    | { type: 'LIKE_COMMENT'; comment: string }
  ),
): Promise<CreatedNotification[]> {
  const { recipientId, postId, targetId } = n;
  if (!like) return withdrawFromGroup(tx, { recipientId, type: n.type, targetId, actorId });
  if (name === null) return Promise.resolve([]);
  const where = { recipientId, actorId, postId, targetId };
  return insertNotifications(tx, [
    n.type === 'LIKE_POST'
      ? { ...where, type: n.type, params: { actor: name, others: 0, postTitle: n.postTitle } }
      : { ...where, type: n.type, params: { actor: name, others: 0, comment: n.comment } },
  ]);
}

/** One like row's change inside the write's transaction; what a post like and a comment like differ in. */
interface LikeTarget {
  /** Inserts (like) or deletes (unlike) the liker's row; the rows it changed (none: it was already so). */
  change: (tx: Db) => Promise<unknown[]>;
  /** Moves the target's counter by `delta` (0: only reads it), answering its new value. */
  count: (tx: Db, delta: -1 | 0 | 1) => Promise<{ likeCount: number }[]>;
  /** The author's notification (or its withdrawal), when a row changed. */
  notice: (tx: Db) => Promise<CreatedNotification[]>;
}

/**
 * A like or an unlike, idempotently, in one transaction: the counter moves only when the insert or
 * delete changed a row, and the author's notification commits with the like (or neither does).
 * `like_count + delta` re-reads the latest row version under the row lock, so concurrent likes from
 * many users all count (a recount subquery would see a stale snapshot).
 */
function toggleLike(ctx: AppContext, like: boolean, target: LikeTarget) {
  return ctx.db.transaction(async (tx) => {
    const changed = (await target.change(tx)).length > 0;
    const [row] = await target.count(tx, changed ? (like ? 1 : -1) : 0);
    const created = changed ? await target.notice(tx) : [];
    return { changed, likeCount: row?.likeCount ?? 0, created };
  });
}

/**
 * Like or unlike a post (`toggleLike`). Its counter is the post's narrow `post_counters` row, so a
 * like never rewrites the wide, heavily indexed posts row.
 */
export async function setPostLike(
  ctx: AppContext,
  postId: string,
  user: AuthUser,
  like: boolean,
): Promise<LikeResponse> {
  const post = await findPostForViewer(ctx.db, postId, user);
  const name = like && post.authorId !== user.id ? await actorNameOf(ctx, user.id) : null;
  const { changed, likeCount, created } = await toggleLike(ctx, like, {
    change: (tx) =>
      like
        ? tx
            .insert(postLikes)
            .values({ postId: post.id, userId: user.id })
            .onConflictDoNothing()
            .returning({ userId: postLikes.userId })
        : tx
            .delete(postLikes)
            .where(and(eq(postLikes.postId, post.id), eq(postLikes.userId, user.id)))
            .returning({ userId: postLikes.userId }),
    count: (tx, delta) =>
      delta === 0
        ? tx
            .select({ likeCount: postCounters.likeCount })
            .from(postCounters)
            .where(eq(postCounters.postId, post.id))
        : tx
            .update(postCounters)
            .set({ likeCount: sql`greatest(${postCounters.likeCount} + ${delta}, 0)` })
            .where(eq(postCounters.postId, post.id))
            .returning({ likeCount: postCounters.likeCount }),
    notice: (tx) =>
      likeNotice(tx, like, name, user.id, {
        recipientId: post.authorId,
        type: 'LIKE_POST',
        postTitle: post.title,
        postId: post.id,
        targetId: post.id,
      }),
  });
  // The post's counters, the liker's flags, and the lists ordered by likes: nothing else changed.
  if (changed) ctx.cache.touch(tag.counters(post.id), tag.viewer(user.id), tag.list.byLikes);
  announce(created, ctx.db);
  return response(like, likeCount);
}

export async function setCommentLike(
  ctx: AppContext,
  commentId: string,
  user: AuthUser,
  like: boolean,
): Promise<LikeResponse> {
  const [comment] = isObjectId(commentId)
    ? await ctx.db
        .select({
          id: comments.id,
          postId: comments.postId,
          authorId: comments.authorId,
          hidden: comments.hidden,
          deletedAt: comments.deletedAt,
          content: comments.content,
        })
        .from(comments)
        .where(eq(comments.id, commentId))
        .limit(1)
    : [];
  if (
    !comment ||
    comment.deletedAt ||
    (comment.hidden && user.role !== 'ADMIN' && user.id !== comment.authorId)
  )
    throw notFound('COMMENT_NOT_FOUND', 'Comment not found');
  // A comment under a post the user cannot see does not exist for them either.
  await findPostForViewer(ctx.db, comment.postId, user).catch(() => {
    throw notFound('COMMENT_NOT_FOUND', 'Comment not found');
  });
  const name = like && comment.authorId !== user.id ? await actorNameOf(ctx, user.id) : null;
  const snippet = comment.content.length > 60 ? `${comment.content.slice(0, 57)}...` : comment.content;
  const { changed, likeCount, created } = await toggleLike(ctx, like, {
    change: (tx) =>
      like
        ? tx
            .insert(commentLikes)
            .values({ commentId: comment.id, userId: user.id })
            .onConflictDoNothing()
            .returning({ userId: commentLikes.userId })
        : tx
            .delete(commentLikes)
            .where(and(eq(commentLikes.commentId, comment.id), eq(commentLikes.userId, user.id)))
            .returning({ userId: commentLikes.userId }),
    count: (tx, delta) =>
      delta === 0
        ? tx.select({ likeCount: comments.likeCount }).from(comments).where(eq(comments.id, comment.id))
        : tx
            .update(comments)
            .set({ likeCount: sql`greatest(${comments.likeCount} + ${delta}, 0)` })
            .where(eq(comments.id, comment.id))
            .returning({ likeCount: comments.likeCount }),
    notice: (tx) =>
      likeNotice(tx, like, name, user.id, {
        recipientId: comment.authorId,
        type: 'LIKE_COMMENT',
        comment: snippet,
        postId: comment.postId,
        targetId: comment.id,
      }),
  });
  if (changed) ctx.cache.touch(tag.comments(comment.postId));
  announce(created, ctx.db);
  return response(like, likeCount);
}
