import {
  NOTIFICATION_PREFERENCE_KINDS,
  type NotificationPreferenceKind,
  type NotificationPreferences,
  type ThreadMuteResponse,
  type UpdateNotificationPreferences,
} from '@cwt/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../context';
import { notificationPreferences, posts, threadMutes } from '../db/schema';
import { rethrowAsGone } from '../lib/errors';
import { findPostForViewer, postNotFound } from './post-ref';

const KINDS = Object.keys(NOTIFICATION_PREFERENCE_KINDS) as NotificationPreferenceKind[];

/** A text[] literal of bound values (drizzle binds a JS array as a row, not an array). */
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * The member's kinds (all on unless switched off) and muted threads. Read from the database on every
 * request, never cached: they are the member's own and change only by their own writes.
 */
export async function getPreferences(ctx: AppContext, userId: string): Promise<NotificationPreferences> {
  const [[row], muted] = await Promise.all([
    ctx.db
      .select({ disabled: notificationPreferences.disabled })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
    ctx.db
      .select({ postId: threadMutes.postId, title: posts.title, mutedAt: threadMutes.createdAt })
      .from(threadMutes)
      .innerJoin(posts, eq(posts.id, threadMutes.postId))
      .where(eq(threadMutes.userId, userId))
      .orderBy(desc(threadMutes.createdAt), threadMutes.postId),
  ]);
  const off = new Set(row?.disabled ?? []);
  return {
    kinds: Object.fromEntries(KINDS.map((k) => [k, !off.has(k)])) as NotificationPreferences['kinds'],
    mutedThreads: muted.map((m) => ({ postId: m.postId, title: m.title, mutedAt: m.mutedAt.toISOString() })),
  };
}

/**
 * Switches the kinds named on or off; the others keep their setting. One statement, so two devices
 * changing different kinds at once both count.
 */
export async function updatePreferences(
  ctx: AppContext,
  userId: string,
  update: UpdateNotificationPreferences,
): Promise<NotificationPreferences> {
  const entries = Object.entries(update.kinds) as [NotificationPreferenceKind, boolean][];
  const off = entries.filter(([, on]) => !on).map(([k]) => k);
  const named = entries.map(([k]) => k);
  if (named.length > 0) {
    const keep = sql`array(select k from unnest(${notificationPreferences.disabled}) k where not (k = any(${textArray(named)})))`;
    await ctx.db
      .insert(notificationPreferences)
      .values({ userId, disabled: off })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { disabled: sql`${keep} || ${textArray(off)}`, updatedAt: sql`now()` },
      });
  }
  return getPreferences(ctx, userId);
}

/**
 * Mutes or unmutes the comment thread of a post the member can see (else 404), idempotently: while
 * muted, nobody's comments or replies on it notify them.
 */
export async function setThreadMute(
  ctx: AppContext,
  user: AuthUser,
  postId: string,
  muted: boolean,
): Promise<ThreadMuteResponse> {
  const post = await findPostForViewer(ctx, postId, user);
  if (muted)
    await ctx.db
      .insert(threadMutes)
      .values({ userId: user.id, postId: post.id })
      .onConflictDoNothing()
      .catch((error) => rethrowAsGone(error, postNotFound));
  else
    await ctx.db
      .delete(threadMutes)
      .where(and(eq(threadMutes.userId, user.id), eq(threadMutes.postId, post.id)));
  return { postId: post.id, muted };
}
