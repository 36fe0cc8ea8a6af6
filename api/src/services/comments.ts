import type { Comment, CommentListQuery, CommentRepliesQuery, CommentState } from '@cwt/contracts';
import { BLOCKED_MESSAGES, COMMENT_THREAD_LEVELS, isObjectId } from '@cwt/contracts';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext, AuthUser } from '../context';
import { queryRows } from '../db/client';
import { comments, postCounters, posts, reportItems, users } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { badRequest, forbidden, notFound, rethrowAsGone } from '../lib/errors';
import { absoluteUrl } from '../lib/urls';
import { blockedEitherWay, peopleFilterFor } from './blocks';
import { touchComment } from './cache-touches';
import {
  hasReplies,
  listedSql,
  pruneAncestors,
  replyCountSql,
  replyPlacement,
  tombstone,
} from './comment-threads';
import { DELETED_USER_USERNAME } from './deleted-user';
import { linkMentionsInText, mentionedIds, notifyNewMentions } from './mentions';
import {
  actorNameOf,
  announce,
  insertNotifications,
  lockRecipients,
  type NotificationInput,
} from './notifications';
import { findPostForViewer, postNotFound } from './post-ref';

const parent = alias(comments, 'parent');
const parentAuthor = alias(users, 'parent_author');

/** The comment card plus the viewer's flags and the thread fields, computed in the same query. */
function commentColumns(viewer: AuthUser | null, postAuthorId: string, hider: string | null) {
  const mayDeleteAll = viewer && (viewer.role === 'ADMIN' || viewer.id === postAuthorId);
  return {
    id: comments.id,
    postId: comments.postId,
    content: comments.content,
    createdAt: comments.createdAt,
    likeCount: comments.likeCount,
    authorId: comments.authorId,
    hidden: comments.hidden,
    deletedAt: comments.deletedAt,
    parentId: comments.parentId,
    depth: comments.depth,
    userName: users.name,
    userUsername: users.username,
    userPicture: users.profilePicture,
    liked: viewer
      ? sql<boolean>`exists(select 1 from comment_likes cl where cl.comment_id = "comments"."id" and cl.user_id = ${viewer.id})`
      : sql<boolean>`false`,
    canEdit: viewer ? sql<boolean>`(${comments.authorId} = ${viewer.id})` : sql<boolean>`false`,
    editedAt: comments.editedAt,
    canDelete: mayDeleteAll
      ? sql<boolean>`true`
      : viewer
        ? sql<boolean>`(${comments.authorId} = ${viewer.id})`
        : sql<boolean>`false`,
    replyCount: replyCountSql('comments', viewer, hider),
    parentHidden: parent.hidden,
    parentDeletedAt: parent.deletedAt,
    parentAuthorId: parent.authorId,
    parentUsername: parentAuthor.username,
  };
}

type CommentRow = {
  id: string;
  postId: string;
  content: string;
  createdAt: Date;
  likeCount: number;
  authorId: string;
  hidden: boolean;
  deletedAt: Date | null;
  parentId: string | null;
  depth: number;
  userName: string;
  userUsername: string;
  userPicture: string | null;
  liked: boolean;
  canEdit: boolean;
  editedAt: Date | null;
  canDelete: boolean;
  replyCount: number;
  parentHidden: boolean | null;
  parentDeletedAt: Date | null;
  parentAuthorId: string | null;
  parentUsername: string | null;
};

/** Moderated comments read as themselves to their author and admins, as "[hidden]" to everyone else. */
function stateFor(
  row: { hidden: boolean; deletedAt: Date | null; authorId: string },
  viewer: AuthUser | null,
): CommentState {
  if (row.deletedAt) return 'deleted';
  if (row.hidden && viewer?.role !== 'ADMIN' && viewer?.id !== row.authorId) return 'hidden';
  return 'visible';
}

function toComment(r: CommentRow, viewer: AuthUser | null, publicUrl: string): Comment {
  const state = stateFor(r, viewer);
  const shown = state === 'visible';
  const parentState =
    r.parentId && r.parentAuthorId
      ? stateFor(
          { hidden: Boolean(r.parentHidden), deletedAt: r.parentDeletedAt, authorId: r.parentAuthorId },
          viewer,
        )
      : null;
  return {
    id: r.id,
    _id: r.id,
    postId: r.postId,
    content: shown ? r.content : '',
    createdAt: r.createdAt.toISOString(),
    likeCount: shown ? r.likeCount : 0,
    liked: shown && Boolean(r.liked),
    canDelete: shown && Boolean(r.canDelete),
    canEdit: shown && Boolean(r.canEdit),
    editedAt: shown && r.editedAt ? r.editedAt.toISOString() : null,
    user: shown
      ? {
          id: r.authorId,
          _id: r.authorId,
          name: r.userName,
          username: r.userUsername,
          profilePicture: absoluteUrl(publicUrl, r.userPicture),
        }
      : null,
    parentId: r.parentId,
    depth: r.depth,
    replyCount: Number(r.replyCount),
    replyTo:
      r.parentId && r.depth > COMMENT_THREAD_LEVELS
        ? { id: r.parentId, username: parentState === 'visible' ? r.parentUsername : null }
        : null,
    state,
  };
}

/** A page of listed comments matching `where`, oldest first unless `newest`, with the total. */
async function pageOf(
  ctx: AppContext,
  viewer: AuthUser | null,
  postAuthorId: string,
  where: SQL,
  page: { page: number; size: number; newest?: boolean },
): Promise<{ items: Comment[]; total: number }> {
  const hider = await peopleFilterFor(ctx, viewer?.id ?? null);
  const listed = and(where, listedSql('comments', viewer, hider));
  const order = page.newest
    ? [desc(comments.createdAt), desc(comments.id)]
    : [asc(comments.createdAt), asc(comments.id)];
  // The total rides on every row (an uncorrelated subquery, run once): one statement, not two. A page
  // past the end has no row to carry it, so it is counted on its own then.
  const count = sql<number>`(select count(*)::int from ${comments} where ${listed})`;
  const rows = await ctx.db
    .select({ ...commentColumns(viewer, postAuthorId, hider), total: count.as('total') })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .leftJoin(parent, eq(parent.id, comments.parentId))
    .leftJoin(parentAuthor, eq(parentAuthor.id, parent.authorId))
    .where(listed)
    .orderBy(...order)
    .limit(page.size)
    .offset(page.page * page.size);
  const total =
    rows.length > 0
      ? rows[0]!.total
      : (await queryRows<{ n: number }>(ctx.db, sql`select ${count} as n`))[0]?.n;
  return { items: rows.map((r) => toComment(r, viewer, ctx.config.publicUrl)), total: Number(total ?? 0) };
}

/** A post's top-level comments; replies are read per comment (`listReplies`). */
export async function listComments(
  ctx: AppContext,
  postId: string,
  q: CommentListQuery,
  viewer: AuthUser | null,
): Promise<{ items: Comment[]; total: number }> {
  const post = await findPostForViewer(ctx, postId, viewer);
  return pageOf(ctx, viewer, post.authorId, and(eq(comments.postId, post.id), isNull(comments.parentId))!, {
    ...q,
    newest: q.order === 'newest',
  });
}

/**
 * A comment's direct replies, oldest first; at the last nested level its whole subtree in time
 * order. 404 when the comment is not listed for the viewer or its post is not theirs to see.
 */
export async function listReplies(
  ctx: AppContext,
  commentId: string,
  q: CommentRepliesQuery,
  viewer: AuthUser | null,
): Promise<{ items: Comment[]; total: number }> {
  const hider = await peopleFilterFor(ctx, viewer?.id ?? null);
  const [target] = isObjectId(commentId)
    ? await ctx.db
        .select({ id: comments.id, postId: comments.postId, depth: comments.depth })
        .from(comments)
        .where(and(eq(comments.id, commentId), listedSql('comments', viewer, hider)))
        .limit(1)
    : [];
  if (!target) throw notFound('COMMENT_NOT_FOUND', 'Comment not found');
  // An anonymous answer is cached: it was read from the post's comments and the post itself.
  ctx.cache.scope?.deps.add(tag.comments(target.postId)).add(tag.post(target.postId));
  const post = await findPostForViewer(ctx, target.postId, viewer).catch(() => {
    throw notFound('COMMENT_NOT_FOUND', 'Comment not found');
  });
  const under =
    target.depth === COMMENT_THREAD_LEVELS
      ? eq(comments.anchorId, target.id)
      : eq(comments.parentId, target.id);
  return pageOf(ctx, viewer, post.authorId, under, q);
}

async function getComment(
  ctx: AppContext,
  id: string,
  viewer: AuthUser,
  postAuthorId: string,
): Promise<Comment> {
  // The writer's own new comment: no replies yet for a filter to count.
  const [row] = await ctx.db
    .select(commentColumns(viewer, postAuthorId, null))
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .leftJoin(parent, eq(parent.id, comments.parentId))
    .leftJoin(parentAuthor, eq(parentAuthor.id, parent.authorId))
    .where(eq(comments.id, id));
  return toComment(row!, viewer, ctx.config.publicUrl);
}

/** What a write checks of an existing comment: its post, author and state. */
const whoseAndWhere = {
  id: comments.id,
  postId: comments.postId,
  authorId: comments.authorId,
  hidden: comments.hidden,
  deletedAt: comments.deletedAt,
};

const NOT_A_PARENT = 'parentId: must name a visible comment of this post';

/**
 * Comments on a post, or replies to `parentId` (a visible comment of the same post, else 400). The
 * parent's author is told of a reply; the post's author of any comment, unless they are the one
 * writing or were just told as the parent's author.
 */
export async function createComment(
  ctx: AppContext,
  postId: string,
  content: string,
  user: AuthUser,
  parentId: string | null = null,
): Promise<Comment> {
  const post = await findPostForViewer(ctx, postId, user);
  const name = await actorNameOf(ctx, user.id);
  const stored = await linkMentionsInText(ctx.db, content, user.id);
  const { id, created } = await ctx.db.transaction(async (tx) => {
    // Locked so a concurrent delete of the parent waits for this reply (and then tombstones it).
    const [above] = parentId
      ? await tx
          .select({
            ...whoseAndWhere,
            depth: comments.depth,
            anchorId: comments.anchorId,
            authorUsername: users.username,
          })
          .from(comments)
          .innerJoin(users, eq(users.id, comments.authorId))
          .where(eq(comments.id, parentId))
          .for('share', { of: comments })
      : [];
    if (parentId && (!above || above.postId !== post.id || above.hidden || above.deletedAt))
      throw badRequest('PARENT_COMMENT_INVALID', NOT_A_PARENT, 'parentId');
    // A page loaded before a block still shows the other's comment: the refusal says why, not 400.
    if (above && (await blockedEitherWay(tx, user.id, above.authorId)))
      throw forbidden('BLOCKED', BLOCKED_MESSAGES.reply);
    if (await blockedEitherWay(tx, user.id, post.authorId))
      throw forbidden('BLOCKED', BLOCKED_MESSAGES.comment);
    const place = above ? replyPlacement(above) : { depth: 1, anchorId: null };
    const [row] = await tx
      .insert(comments)
      .values({ postId: post.id, authorId: user.id, content: stored, parentId: above?.id ?? null, ...place })
      .returning({ id: comments.id })
      .catch((error) => rethrowAsGone(error, postNotFound));
    // Counts visible comments; incrementing (rather than recounting) stays right under concurrency.
    await tx
      .update(postCounters)
      .set({ commentCount: sql`${postCounters.commentCount} + 1` })
      .where(eq(postCounters.postId, post.id));
    // With mentions, everyone this comment may notify is locked at once before its two notification
    // writes (mentions, then the post's and the parent's authors): see lockRecipients. Without, the one
    // write locks its recipients itself, in its first statement.
    const mentions = mentionedIds(stored);
    if (mentions.length > 0)
      await lockRecipients(tx, [post.authorId, ...(above ? [above.authorId] : []), ...mentions]);
    const mentioned = await notifyNewMentions(tx, {
      before: null,
      after: stored,
      actorId: user.id,
      postId: post.id,
      commentId: row!.id,
    });
    // Someone mentioned hears of the comment once, by the mention.
    const told = new Set(mentioned.map((n) => n.recipientId));
    const notices: NotificationInput[] = [];
    const toParent =
      above && above.authorId !== user.id && above.authorUsername !== DELETED_USER_USERNAME
        ? above.authorId
        : null;
    if (toParent)
      notices.push({
        recipientId: toParent,
        actorId: user.id,
        type: 'REPLY',
        params: { actor: name, postTitle: post.title },
        postId: post.id,
        targetId: row!.id,
      });
    if (post.authorId !== user.id && post.authorId !== toParent)
      notices.push({
        recipientId: post.authorId,
        actorId: user.id,
        type: 'COMMENT',
        params: { actor: name, postTitle: post.title },
        postId: post.id,
        targetId: row!.id,
      });
    const unmentioned = notices.filter((n) => !told.has(n.recipientId));
    // The notifications commit with the comment (or neither does).
    const created = [
      ...mentioned,
      ...(unmentioned.length > 0 ? await insertNotifications(tx, unmentioned) : []),
    ];
    return { id: row!.id, created };
  });
  touchComment(ctx, post.id, id);
  announce(created, ctx.db);
  return getComment(ctx, id, user, post.authorId);
}

/**
 * The comment's author, the post's author or an ADMIN; 403 for anyone else, 404 unknown. A comment
 * with replies becomes a tombstone so they keep their place; a leaf goes, with any tombstones above
 * it that it was the last reply of.
 */
export async function deleteComment(ctx: AppContext, commentId: string, user: AuthUser): Promise<void> {
  if (!isObjectId(commentId)) throw notFound('COMMENT_NOT_FOUND', 'Comment not found');
  const [row] = await ctx.db
    .select({ ...whoseAndWhere, postAuthorId: posts.authorId })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.id, commentId))
    .limit(1);
  if (!row || row.deletedAt || (row.hidden && user.role !== 'ADMIN' && user.id !== row.authorId))
    throw notFound('COMMENT_NOT_FOUND', 'Comment not found');
  if (user.role !== 'ADMIN' && user.id !== row.authorId && user.id !== row.postAuthorId)
    throw forbidden(
      'COMMENT_DELETE_FORBIDDEN',
      'Only the comment author, the post author or an admin can delete this comment',
    );
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ hidden: comments.hidden, deletedAt: comments.deletedAt, parentId: comments.parentId })
      .from(comments)
      .where(eq(comments.id, commentId))
      .for('update');
    // A concurrent delete won: it did the counting.
    if (!locked || locked.deletedAt) return;
    const kept = await tombstone(tx, and(eq(comments.id, commentId), hasReplies)!);
    if (kept.length === 0) {
      await tx.delete(comments).where(eq(comments.id, commentId));
      await tx
        .delete(reportItems)
        .where(and(eq(reportItems.type, 'Com'), eq(reportItems.contentId, commentId)));
      await pruneAncestors(tx, locked.parentId);
    }
    if (!locked.hidden)
      await tx
        .update(postCounters)
        .set({ commentCount: sql`greatest(${postCounters.commentCount} - 1, 0)` })
        .where(eq(postCounters.postId, row.postId));
  });
  touchComment(ctx, row.postId, commentId);
}

/**
 * The author changes their comment's text (a reply too), under the same rules as a new comment.
 * 404 unknown, a tombstone, or hidden from the caller; 403 anyone but the author: admins and the
 * post's author moderate by hiding or deleting, never by rewriting someone's words. The comment is
 * scored again by the moderation sweep; an open report on it stays and is rescored on its next report.
 */
export async function editComment(
  ctx: AppContext,
  commentId: string,
  content: string,
  user: AuthUser,
): Promise<Comment> {
  if (!isObjectId(commentId)) throw notFound('COMMENT_NOT_FOUND', 'Comment not found');
  // Linked as a new comment is; an edit tells only the people it adds (notifyNewMentions).
  const stored = await linkMentionsInText(ctx.db, content, user.id);
  const { row: result, mentioned } = await ctx.db.transaction(async (tx) => {
    // Locked so a concurrent delete either waits for the edit or is seen here as a tombstone.
    const [row] = await tx
      .select({ ...whoseAndWhere, content: comments.content, postAuthorId: posts.authorId })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(eq(comments.id, commentId))
      .for('update', { of: comments });
    if (!row || row.deletedAt || (row.hidden && user.role !== 'ADMIN' && user.id !== row.authorId))
      throw notFound('COMMENT_NOT_FOUND', 'Comment not found');
    if (row.authorId !== user.id)
      throw forbidden('COMMENT_EDIT_FORBIDDEN', 'Only the comment author can edit this comment');
    await tx
      .update(comments)
      .set({ content: stored, editedAt: sql`now()`, moderatedAt: null })
      .where(eq(comments.id, commentId));
    const told = await notifyNewMentions(tx, {
      before: row.content,
      after: stored,
      actorId: user.id,
      postId: row.postId,
      commentId,
    });
    return { row, mentioned: told };
  });
  ctx.cache.touch(tag.comments(result.postId), tag.comment(commentId));
  announce(mentioned, ctx.db);
  return getComment(ctx, commentId, user, result.postAuthorId);
}
