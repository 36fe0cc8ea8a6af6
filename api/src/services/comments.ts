import type { Comment, CommentListQuery } from '@cwt/contracts';
import { isObjectId } from '@cwt/contracts';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../context';
import { comments, postCounters, posts, reportItems, users } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import { absoluteUrl } from '../lib/urls';
import { touchComment } from './cache-touches';
import { actorName, announce, insertNotifications } from './notifications';
import { findPostForViewer } from './post-reads';

/** The comment card plus the viewer's liked/canDelete flags, computed in the same query. */
function commentColumns(viewer: AuthUser | null, postAuthorId: string) {
  const mayDeleteAll = viewer && (viewer.role === 'ADMIN' || viewer.id === postAuthorId);
  return {
    id: comments.id,
    postId: comments.postId,
    content: comments.content,
    createdAt: comments.createdAt,
    likeCount: comments.likeCount,
    userId: users.id,
    userName: users.name,
    userUsername: users.username,
    userPicture: users.profilePicture,
    liked: viewer
      ? sql<boolean>`exists(select 1 from comment_likes cl where cl.comment_id = "comments"."id" and cl.user_id = ${viewer.id})`
      : sql<boolean>`false`,
    canDelete: mayDeleteAll
      ? sql<boolean>`true`
      : viewer
        ? sql<boolean>`(${comments.authorId} = ${viewer.id})`
        : sql<boolean>`false`,
  };
}

type CommentRow = {
  id: string;
  postId: string;
  content: string;
  createdAt: Date;
  likeCount: number;
  userId: string;
  userName: string;
  userUsername: string;
  userPicture: string | null;
  liked: boolean;
  canDelete: boolean;
};

function toComment(r: CommentRow, publicUrl: string): Comment {
  return {
    id: r.id,
    _id: r.id,
    postId: r.postId,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    likeCount: r.likeCount,
    liked: Boolean(r.liked),
    canDelete: Boolean(r.canDelete),
    user: {
      id: r.userId,
      _id: r.userId,
      name: r.userName,
      username: r.userUsername,
      profilePicture: absoluteUrl(publicUrl, r.userPicture),
    },
  };
}

/** Moderated comments stay visible to their author and admins only. */
function visibleComments(viewer: AuthUser | null): SQL | undefined {
  if (viewer?.role === 'ADMIN') return undefined;
  return viewer
    ? or(eq(comments.hidden, false), eq(comments.authorId, viewer.id))
    : eq(comments.hidden, false);
}

export async function listComments(
  ctx: AppContext,
  postId: string,
  q: CommentListQuery,
  viewer: AuthUser | null,
): Promise<{ items: Comment[]; total: number }> {
  const post = await findPostForViewer(ctx.db, postId, viewer);
  const where = and(eq(comments.postId, post.id), visibleComments(viewer));
  const order =
    q.order === 'newest'
      ? [desc(comments.createdAt), desc(comments.id)]
      : [asc(comments.createdAt), asc(comments.id)];
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select(commentColumns(viewer, post.authorId))
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(where)
      .orderBy(...order)
      .limit(q.size)
      .offset(q.page * q.size),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(comments).where(where),
  ]);
  return { items: rows.map((r) => toComment(r, ctx.config.publicUrl)), total: count?.n ?? 0 };
}

async function getComment(
  ctx: AppContext,
  id: string,
  viewer: AuthUser,
  postAuthorId: string,
): Promise<Comment> {
  const [row] = await ctx.db
    .select(commentColumns(viewer, postAuthorId))
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.id, id));
  return toComment(row!, ctx.config.publicUrl);
}

export async function createComment(
  ctx: AppContext,
  postId: string,
  content: string,
  user: AuthUser,
): Promise<Comment> {
  const post = await findPostForViewer(ctx.db, postId, user);
  const name = post.authorId !== user.id ? await actorName(ctx.db, user.id) : null;
  const { id, created } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({ postId: post.id, authorId: user.id, content })
      .returning({ id: comments.id });
    // Counts visible comments; incrementing (rather than recounting) stays right under concurrency.
    await tx
      .update(postCounters)
      .set({ commentCount: sql`${postCounters.commentCount} + 1` })
      .where(eq(postCounters.postId, post.id));
    // The post author's notification commits with the comment (or neither does).
    const created =
      name === null
        ? []
        : await insertNotifications(tx, [
            {
              recipientId: post.authorId,
              actorId: user.id,
              type: 'COMMENT',
              title: 'New comment',
              message: `${name} commented on "${post.title}"`,
              postId: post.id,
              targetId: row!.id,
            },
          ]);
    return { id: row!.id, created };
  });
  touchComment(ctx, post.id, id);
  announce(created, ctx.db);
  return getComment(ctx, id, user, post.authorId);
}

/** The comment's author, the post's author or an ADMIN; 403 for anyone else, 404 unknown. */
export async function deleteComment(ctx: AppContext, commentId: string, user: AuthUser): Promise<void> {
  if (!isObjectId(commentId)) throw notFound('Comment not found');
  const [row] = await ctx.db
    .select({
      id: comments.id,
      postId: comments.postId,
      authorId: comments.authorId,
      hidden: comments.hidden,
      postAuthorId: posts.authorId,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.id, commentId))
    .limit(1);
  if (!row || (row.hidden && user.role !== 'ADMIN' && user.id !== row.authorId))
    throw notFound('Comment not found');
  if (user.role !== 'ADMIN' && user.id !== row.authorId && user.id !== row.postAuthorId)
    throw forbidden('Only the comment author, the post author or an admin can delete this comment');
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(comments)
      .where(eq(comments.id, commentId))
      .returning({ hidden: comments.hidden });
    // A concurrent delete may have won; only the statement that removed a visible row decrements.
    if (deleted.length === 1 && !deleted[0]!.hidden)
      await tx
        .update(postCounters)
        .set({ commentCount: sql`greatest(${postCounters.commentCount} - 1, 0)` })
        .where(eq(postCounters.postId, row.postId));
    await tx
      .delete(reportItems)
      .where(and(eq(reportItems.type, 'Com'), eq(reportItems.contentId, commentId)));
  });
  touchComment(ctx, row.postId, commentId);
}
