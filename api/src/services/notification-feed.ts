import {
  type Locale,
  NOTIFICATION_GROUP_FACES,
  type Notification,
  type NotificationText,
  type UserRef,
} from '@cwt/contracts';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { notificationActors, notifications, users } from '../db/schema';
import { localeOrDefault } from '../i18n/translate';
import { tag } from '../lib/cache-tags';
import { notFound } from '../lib/errors';
import { absoluteUrl } from '../lib/urls';
import { peopleFilterFor, peopleShownSql } from './blocks';
import { renderNotification } from './notification-text';

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
      actorCount: notifications.actorCount,
      params: notifications.params,
      grouped: sql<boolean>`${notifications.groupStartedAt} is not null`,
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

function userRef(
  u: { id: string; name: string | null; username: string | null; picture: string | null },
  publicUrl: string,
): UserRef | null {
  return u.name !== null && u.username !== null
    ? {
        id: u.id,
        _id: u.id,
        name: u.name,
        username: u.username,
        profilePicture: absoluteUrl(publicUrl, u.picture),
      }
    : null;
}

/** Who a group counts as the list reads it: the newest faces, and how many still count. */
interface GroupRead {
  faces: UserRef[];
  count: number;
}

/**
 * A group's text as the reader sees it, in their language: named by its newest actor they see (or,
 * if that account is gone, the newest still there), "and N others" from the actors still counting.
 */
function groupText(r: Row, group: GroupRead, locale: Locale) {
  const newest = group.faces[0];
  const actor = newest?.name.trim() || newest?.username || r.actorName?.trim() || r.actorUsername || '';
  // A group's stored type and params were written as a pair.
  const text = {
    type: r.type,
    params: { ...r.params, actor, others: Math.max(group.count, 1) - 1 },
  } as NotificationText;
  return { params: text.params, ...renderNotification(locale, text) };
}

function toNotification(
  r: Row,
  publicUrl: string,
  group: GroupRead | undefined,
  locale: Locale,
): Notification {
  const at = r.createdAt.toISOString();
  // A group is shown as its newest actor the reader still sees (not one they block or mute).
  const who =
    group?.faces[0] ??
    (r.actorId
      ? userRef(
          { id: r.actorId, name: r.actorName, username: r.actorUsername, picture: r.actorPicture },
          publicUrl,
        )
      : null);
  const picture = who ? who.profilePicture : absoluteUrl(publicUrl, r.actorPicture ?? null);
  const count = group ? Math.max(group.count, 1) : r.actorCount;
  const text = group ? groupText(r, group, locale) : { title: r.title, message: r.message, params: r.params };
  return {
    id: r.id,
    _id: r.id,
    type: r.type as Notification['type'],
    title: text.title,
    message: text.message,
    params: text.params,
    date: at,
    createdAt: at,
    read: r.read,
    postId: r.postId,
    commentId:
      COMMENT_TYPES.has(r.type) || (r.type === 'MENTION' && r.targetId !== r.postId) ? r.targetId : null,
    actor: who,
    postAuthor: r.actorId ? { profilePicture: picture } : null,
    profilePicture: picture,
    actorCount: count,
    actors: group?.faces ?? (who ? [who] : []),
  };
}

/**
 * The grouped rows among `rows`, read from their listed actors: counted here rather than from the
 * stored count, so an actor whose account was deleted (their listing goes with it) no longer counts,
 * and neither does one the reader (`hider`) blocks, is blocked by or mutes.
 */
async function readGroups(
  db: Db,
  rows: Row[],
  publicUrl: string,
  hider: string | null,
): Promise<Map<string, GroupRead>> {
  const ids = rows.filter((r) => r.grouped).map((r) => r.id);
  const groups = new Map<string, GroupRead>(ids.map((id) => [id, { faces: [], count: 0 }]));
  if (ids.length === 0) return groups;
  const listed = await db
    .select({
      notificationId: notificationActors.notificationId,
      id: users.id,
      name: users.name,
      username: users.username,
      picture: users.profilePicture,
    })
    .from(notificationActors)
    .innerJoin(users, eq(users.id, notificationActors.actorId))
    .where(
      and(
        inArray(notificationActors.notificationId, ids),
        eq(notificationActors.withdrawn, false),
        hider ? peopleShownSql(hider, notificationActors.actorId) : undefined,
      ),
    )
    .orderBy(desc(notificationActors.actedAt));
  for (const a of listed) {
    const group = groups.get(a.notificationId)!;
    group.count += 1;
    const ref = userRef(a, publicUrl);
    if (ref && group.faces.length < NOTIFICATION_GROUP_FACES) group.faces.push(ref);
  }
  return groups;
}

/** The wire rows, each group with its faces. */
async function toNotifications(
  db: Db,
  rows: Row[],
  publicUrl: string,
  hider: string | null,
  recipientId: string,
): Promise<Notification[]> {
  const groups = await readGroups(db, rows, publicUrl, hider);
  const locale = groups.size > 0 ? await recipientLocale(db, recipientId) : localeOrDefault(null);
  return rows.map((r) => toNotification(r, publicUrl, groups.get(r.id), locale));
}

/** The language a recipient's groups are read in (their stored texts were written in it too). */
async function recipientLocale(db: Db, userId: string): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return localeOrDefault(row?.locale);
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
        128 + p.items.reduce((n, i) => n + 4 * (i.message.length + i.title.length) + 600, 0),
      // Actors' names and pictures are shown beside each notification; a change of the recipient's
      // language touches their N: tag (groups are read in it).
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
async function recipientIs(ctx: AppContext, userId: string): Promise<{ where: SQL; hider: string | null }> {
  const mine = eq(notifications.recipientId, userId);
  const hider = await peopleFilterFor(ctx, userId);
  if (!hider) return { where: mine, hider };
  // A group stays while someone the reader sees still counts in it; a single notice goes with its actor.
  const shown = sql`case when ${notifications.groupStartedAt} is null then ${peopleShownSql(hider, notifications.actorId)}
    else exists (select 1 from ${notificationActors} sa where sa.notification_id = ${notifications.id}
      and not sa.withdrawn and ${peopleShownSql(hider, sql`sa.actor_id`)}) end`;
  return { where: and(mine, shown)!, hider };
}

async function readNotifications(
  ctx: AppContext,
  userId: string,
  opts: { page: number; size: number; unread?: 'true' | 'false' },
): Promise<NotificationPage> {
  const { where: mine, hider } = await recipientIs(ctx, userId);
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
        items: await toNotifications(tx, rows, ctx.config.publicUrl, hider, userId),
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
  const { where: mine, hider } = await recipientIs(ctx, userId);
  const rows = await select(ctx.db)
    .where(and(mine, gt(notifications.seq, cursor)))
    .orderBy(asc(notifications.seq))
    .limit(limit);
  const items = await toNotifications(ctx.db, rows, ctx.config.publicUrl, hider, userId);
  return rows.map((r, i) => ({ cursor: r.seq, notification: items[i]! }));
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
  if (!row) throw notFound('NOTIFICATION_NOT_FOUND', 'Notification not found');
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
