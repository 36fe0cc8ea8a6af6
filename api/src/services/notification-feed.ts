import type { Notification } from '@cwt/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import { notifications, users } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { notFound } from '../lib/errors';
import { absoluteUrl } from '../lib/urls';

const actor = alias(users, 'actor');

function select(ctx: AppContext) {
  return ctx.db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      createdAt: notifications.createdAt,
      read: notifications.read,
      postId: notifications.postId,
      actorId: actor.id,
      actorName: actor.name,
      actorUsername: actor.username,
      actorPicture: actor.profilePicture,
    })
    .from(notifications)
    .leftJoin(actor, eq(actor.id, notifications.actorId));
}

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

async function readNotifications(
  ctx: AppContext,
  userId: string,
  opts: { page: number; size: number; unread?: 'true' | 'false' },
): Promise<NotificationPage> {
  const mine = eq(notifications.recipientId, userId);
  const where: SQL | undefined =
    opts.unread === undefined ? mine : and(mine, eq(notifications.read, opts.unread === 'false'));
  const [rows, [counts]] = await Promise.all([
    select(ctx)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(opts.size)
      .offset(opts.page * opts.size),
    ctx.db
      .select({
        total: sql<number>`count(*) filter (where ${where ?? sql`true`})::int`,
        unread: sql<number>`count(*) filter (where not ${notifications.read})::int`,
      })
      .from(notifications)
      .where(mine),
  ]);
  return {
    items: rows.map((r) => toNotification(r, ctx.config.publicUrl)),
    total: counts?.total ?? 0,
    unread: counts?.unread ?? 0,
  };
}

/** One notification of its owner; null when it is gone or belongs to someone else. */
export async function findNotification(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<Notification | null> {
  const [row] = await select(ctx)
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, userId)))
    .limit(1);
  return row ? toNotification(row, ctx.config.publicUrl) : null;
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
