import type { LikeResponse } from '@cwt/contracts';
import { isObjectId } from '@cwt/contracts';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext, AuthUser } from '../context';
import { type Db, queryRows } from '../db/client';
import { commentLikes, comments, postCounters, postLikes } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { notFound, rethrowAsGone } from '../lib/errors';
import {
  actorNameOf,
  announce,
  type CreatedNotification,
  insertNotifications,
  withdrawFromGroup,
} from './notifications';
import { findPostForViewer, postNotFound } from './post-ref';

const commentNotFound = () => notFound('COMMENT_NOT_FOUND', 'Comment not found');

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

/** What a post like and a comment like differ in: their tables and the author's notification. */
interface LikeTarget {
  /** The like rows' table and the column naming the target in it. */
  likes: PgTable;
  likeKey: PgColumn;
  likeUser: PgColumn;
  /** The row holding the target's like count, and its key column. */
  counter: PgTable;
  counterKey: PgColumn;
  count: PgColumn;
  id: string;
  /** The author's notification (or its withdrawal), when a row changed. */
  notice: (tx: Db) => Promise<CreatedNotification[]>;
}

/**
 * The liker's row inserted (like) or deleted (unlike), and the counter moved only when that changed a
 * row, in one statement: two statements and a lookup were a quarter of a like's round trips
 * (docs/quality.md). The update re-reads the latest counter under its row lock, so concurrent likes
 * all count; when nothing changed the count is read from the statement's snapshot, as a separate
 * select in the transaction would.
 */
function likeChange(like: boolean, userId: string, t: LikeTarget) {
  const change = like
    ? sql`insert into ${t.likes} (${sql.identifier(t.likeKey.name)}, ${sql.identifier(t.likeUser.name)})
          values (${t.id}, ${userId}) on conflict do nothing returning 1`
    : sql`delete from ${t.likes} where ${t.likeKey} = ${t.id} and ${t.likeUser} = ${userId} returning 1`;
  const count = sql.identifier(t.count.name);
  return sql`with changed as (${change}),
    moved as (update ${t.counter} set ${count} = greatest(${count} + ${like ? 1 : -1}, 0)
      where ${t.counterKey} = ${t.id} and exists (select 1 from changed) returning ${count})
    select exists (select 1 from changed) as changed,
      coalesce((select ${count} from moved), (select ${t.count} from ${t.counter} where ${t.counterKey} = ${t.id}), 0)::int
        as "likeCount"`;
}

/**
 * A like or an unlike, idempotently, in one transaction (`likeChange`): the author's notification
 * commits with the like (or neither does).
 */
function toggleLike(ctx: AppContext, like: boolean, userId: string, target: LikeTarget) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<{ changed: boolean; likeCount: number }>(
      tx,
      likeChange(like, userId, target),
    );
    const changed = row?.changed ?? false;
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
  const post = await findPostForViewer(ctx, postId, user);
  const name = like && post.authorId !== user.id ? await actorNameOf(ctx, user.id) : null;
  const { changed, likeCount, created } = await toggleLike(ctx, like, user.id, {
    likes: postLikes,
    likeKey: postLikes.postId,
    likeUser: postLikes.userId,
    counter: postCounters,
    counterKey: postCounters.postId,
    count: postCounters.likeCount,
    id: post.id,
    notice: (tx) =>
      likeNotice(tx, like, name, user.id, {
        recipientId: post.authorId,
        type: 'LIKE_POST',
        postTitle: post.title,
        postId: post.id,
        targetId: post.id,
      }),
  }).catch((error) => rethrowAsGone(error, postNotFound));
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
    throw commentNotFound();
  // A comment under a post the user cannot see does not exist for them either.
  await findPostForViewer(ctx, comment.postId, user).catch(() => {
    throw commentNotFound();
  });
  const name = like && comment.authorId !== user.id ? await actorNameOf(ctx, user.id) : null;
  const snippet = comment.content.length > 60 ? `${comment.content.slice(0, 57)}...` : comment.content;
  const { changed, likeCount, created } = await toggleLike(ctx, like, user.id, {
    likes: commentLikes,
    likeKey: commentLikes.commentId,
    likeUser: commentLikes.userId,
    counter: comments,
    counterKey: comments.id,
    count: comments.likeCount,
    id: comment.id,
    notice: (tx) =>
      likeNotice(tx, like, name, user.id, {
        recipientId: comment.authorId,
        type: 'LIKE_COMMENT',
        comment: snippet,
        postId: comment.postId,
        targetId: comment.id,
      }),
  }).catch((error) => rethrowAsGone(error, commentNotFound));
  if (changed) ctx.cache.touch(tag.comments(comment.postId));
  announce(created, ctx.db);
  return response(like, likeCount);
}
