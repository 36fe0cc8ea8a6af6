import type { LikeResponse } from '@cwt/contracts';
import { isObjectId } from '@cwt/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../context';
import type { Db } from '../db/client';
import { commentLikes, comments, postCounters, postLikes } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { notFound } from '../lib/errors';
import {
  actorName,
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

/**
 * Like or unlike a post, idempotently. The counter (the post's narrow `post_counters` row, so a like
 * never rewrites the wide, heavily indexed posts row) moves only when the insert or delete actually
 * changed a row, and `like_count + 1` re-reads the latest row version under the row lock, so
 * concurrent likes from many users all count (a recount subquery would see a stale snapshot).
 */
export async function setPostLike(
  ctx: AppContext,
  postId: string,
  user: AuthUser,
  like: boolean,
): Promise<LikeResponse> {
  const post = await findPostForViewer(ctx.db, postId, user);
  const name = like && post.authorId !== user.id ? await actorName(ctx.db, user.id) : null;
  const { changed, likeCount, created } = await ctx.db.transaction(async (tx) => {
    const rows = like
      ? await tx
          .insert(postLikes)
          .values({ postId: post.id, userId: user.id })
          .onConflictDoNothing()
          .returning({ userId: postLikes.userId })
      : await tx
          .delete(postLikes)
          .where(and(eq(postLikes.postId, post.id), eq(postLikes.userId, user.id)))
          .returning({ userId: postLikes.userId });
    const [row] =
      rows.length > 0
        ? await tx
            .update(postCounters)
            .set({
              likeCount: like
                ? sql`${postCounters.likeCount} + 1`
                : sql`greatest(${postCounters.likeCount} - 1, 0)`,
            })
            .where(eq(postCounters.postId, post.id))
            .returning({ likeCount: postCounters.likeCount })
        : await tx
            .select({ likeCount: postCounters.likeCount })
            .from(postCounters)
            .where(eq(postCounters.postId, post.id));
    // The author's notification commits with the like (or neither does).
    const created =
      rows.length === 0
        ? []
        : await likeNotice(tx, like, name, user.id, {
            recipientId: post.authorId,
            type: 'LIKE_POST',
            postTitle: post.title,
            postId: post.id,
            targetId: post.id,
          });
    return { changed: rows.length > 0, likeCount: row?.likeCount ?? 0, created };
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
  const name = like && comment.authorId !== user.id ? await actorName(ctx.db, user.id) : null;
  const snippet = comment.content.length > 60 ? `${comment.content.slice(0, 57)}...` : comment.content;
  const { changed, likeCount, created } = await ctx.db.transaction(async (tx) => {
    const rows = like
      ? await tx
          .insert(commentLikes)
          .values({ commentId: comment.id, userId: user.id })
          .onConflictDoNothing()
          .returning({ userId: commentLikes.userId })
      : await tx
          .delete(commentLikes)
          .where(and(eq(commentLikes.commentId, comment.id), eq(commentLikes.userId, user.id)))
          .returning({ userId: commentLikes.userId });
    const [row] =
      rows.length > 0
        ? await tx
            .update(comments)
            .set({
              likeCount: like ? sql`${comments.likeCount} + 1` : sql`greatest(${comments.likeCount} - 1, 0)`,
            })
            .where(eq(comments.id, comment.id))
            .returning({ likeCount: comments.likeCount })
        : await tx
            .select({ likeCount: comments.likeCount })
            .from(comments)
            .where(eq(comments.id, comment.id));
    const created =
      rows.length === 0
        ? []
        : await likeNotice(tx, like, name, user.id, {
            recipientId: comment.authorId,
            type: 'LIKE_COMMENT',
            comment: snippet,
            postId: comment.postId,
            targetId: comment.id,
          });
    return { changed: rows.length > 0, likeCount: row?.likeCount ?? 0, created };
  });
  if (changed) ctx.cache.touch(tag.comments(comment.postId));
  announce(created, ctx.db);
  return response(like, likeCount);
}
