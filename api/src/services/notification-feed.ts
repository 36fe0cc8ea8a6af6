import type { Notification } from '@cwt/contracts';
import { and, asc, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import { notifications, users } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { notFound } from '../lib/errors';
import { absoluteUrl } from '../lib/urls';
import { peopleFilterFor, peopleShownSql } from './blocks';

const actor = alias(users, 'actor');
/** The stream cursor of the rows a query reads: the newest commit-ordered position, 0 for none. */
const maxSeq = sql<string>`coalesce(max(${notifications.seq}), 0)::text`;

function select(db: AppContext['db']) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      createdAt: notifications.createdAt,
      read: notifications.read,
      seq: notifications.seq,
      postId: notifications.postId,
      targetId: notifications.targetId,
      actorId: actor.id,
      actorName: actor.name,
      actorUsername: actor.username,
      actorPicture: actor.profilePicture,
    })
    .from(notifications)
    .leftJoin(actor, eq(actor.id, notifications.actorId));
}

/** Kinds whose target is the comment that was written (a MENTION's is, unless it is the post). */
const COMMENT_TYPES: ReadonlySet<string> = new Set<Notification['type']>(['COMMENT', 'REPLY']);

type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

function toNotification(r: Row, publicUrl: string): Notification {
  const picture = absoluteUrl(publicUrl, r.actorPicture ?? null);
  const at = r.createdAt.toISOString();
  return {
    id: r.id,
    _id: r.id,
    type: r.type as Notification['type'],
    title: r.title,
    message: r.message,
    date: at,
    createdAt: at,
    read: r.read,
    postId: r.postId,
    commentId:
      COMMENT_TYPES.has(r.type) || (r.type === 'MENTION' && r.targetId !== r.postId) ? r.targetId : null,
    actor:
      r.actorId && r.actorName !== null && r.actorUsername !== null
        ? {
            id: r.actorId,
            _id: r.actorId,
            name: r.actorName,
            username: r.actorUsername,
            profilePicture: picture,
          }
        : null,
    postAuthor: r.actorId ? { profilePicture: picture } : null,
    profilePicture: picture,
  };
}

export interface NotificationPage {
  items: Notification[];
  total: number;
  unread: number;
  /** The stream cursor (X-Stream-Cursor) of the snapshot the page was read in. */
  cursor: number;
}

/**
 * A page of the user's notifications with the totals, remembered until their tag `N:<user>` is
 * touched: when a notification is created for them (the notifications route's listener), when they
 * mark any read, and on each node by the live hub before it tells a client to refetch (see LiveHub).
 */
export async function listNotifications(
  ctx: AppContext,
  userId: string,
  opts: { page: number; size: number; unread?: 'true' | 'false' },
): Promise<NotificationPage> {
  return ctx.cache.memo(
    `notifications:${userId}:${opts.page}:${opts.size}:${opts.unread ?? ''}`,
    {
      size: (p: NotificationPage) =>
        128 + p.items.reduce((n, i) => n + 2 * (i.message.length + i.title.length) + 600, 0),
      // Actors' names and pictures are shown beside each notification.
      deps: [tag.notifications(userId), tag.names],
    },
    () => readNotifications(ctx, userId, opts),
  );
}

/**
 * The user's own notifications, less those caused by people they block, are blocked by or mute
 * (when they have any: the filter is left out for everyone else). Read through, not deleted: an
 * unblock or unmute brings them back.
 */
async function recipientIs(ctx: AppContext, userId: string): Promise<SQL> {
  const mine = eq(notifications.recipientId, userId);
  const hider = await peopleFilterFor(ctx, userId);
  return hider ? and(mine, peopleShownSql(hider, notifications.actorId))! : mine;
}

async function readNotifications(
  ctx: AppContext,
  userId: string,
  opts: { page: number; size: number; unread?: 'true' | 'false' },
): Promise<NotificationPage> {
  const mine = await recipientIs(ctx, userId);
  const where: SQL | undefined =
    opts.unread === undefined ? mine : and(mine, eq(notifications.read, opts.unread === 'false'));
  // One snapshot for the page, the counts and the cursor: the stream replays exactly what this
  // answer could not see. seq is commit-ordered, so the newest value the snapshot sees is the cursor.
  return ctx.db.transaction(
    async (tx) => {
      const rows = await select(tx)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(opts.size)
        .offset(opts.page * opts.size);
      // The cursor covers the rows the filter leaves out too: the stream must not replay them.
      const [counts] = await tx
        .select({
          total: sql<number>`count(*) filter (where ${where ?? sql`true`})::int`,
          unread: sql<number>`count(*) filter (where ${mine} and not ${notifications.read})::int`,
          cursor: maxSeq,
        })
        .from(notifications)
        .where(eq(notifications.recipientId, userId));
      return {
        items: rows.map((r) => toNotification(r, ctx.config.publicUrl)),
        total: counts?.total ?? 0,
        unread: counts?.unread ?? 0,
        cursor: Number(counts?.cursor ?? 0),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The cursor of what is committed now: the stream starts there when the client sends none. */
export async function currentCursor(ctx: AppContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ cursor: maxSeq })
    .from(notifications)
    .where(eq(notifications.recipientId, userId));
  return Number(row?.cursor ?? 0);
}

/**
 * The user's notifications committed after `cursor`, in commit order, each with its own cursor. A
 * reader never sees a value before the smaller ones (see the seq column), so resuming from the last
 * one returned skips nothing.
 */
export async function notificationsAfter(
  ctx: AppContext,
  userId: string,
  cursor: number,
  limit: number,
): Promise<{ cursor: number; notification: Notification }[]> {
  const rows = await select(ctx.db)
    .where(and(await recipientIs(ctx, userId), gt(notifications.seq, cursor)))
    .orderBy(asc(notifications.seq))
    .limit(limit);
  return rows.map((r) => ({ cursor: r.seq, notification: toNotification(r, ctx.config.publicUrl) }));
}

/** Marks one as read; 404 (not 403) for someone else's, so ids never confirm they exist. */
export async function markRead(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<{ postId: string | null }> {
  const [row] = await ctx.db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, userId)))
    .returning({ postId: notifications.postId });
  if (!row) throw notFound('Notification not found');
  ctx.cache.touch(tag.notifications(userId));
  return { postId: row.postId };
}

export async function markAllRead(ctx: AppContext, userId: string): Promise<{ updated: number }> {
  const rows = await ctx.db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.recipientId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  ctx.cache.touch(tag.notifications(userId));
  return { updated: rows.length };
}
