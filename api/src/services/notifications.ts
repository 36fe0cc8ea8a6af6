import {
  GROUPED_NOTIFICATION_TYPES,
  type Locale,
  NOTIFICATION_PREFERENCE_KINDS,
  type NotificationPreferenceKind,
  type NotificationText,
  type NotificationType,
} from '@cwt/contracts';
import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { type Db, queryRows } from '../db/client';
import { idArray, newId } from '../db/ids';
import { notificationActors, notifications, threadMutes, users } from '../db/schema';
import { localeOrDefault } from '../i18n/translate';
import { tag } from '../lib/cache-tags';
import { renderNotification } from './notification-text';

/** What a notification is about, beside its type and params (its text is rendered from those). */
export interface NotificationSubject {
  /** Who caused it; null for system messages (never deduped). */
  actorId: string | null;
  postId: string | null;
  /** The post or comment the event is about; with recipient, actor and type it is unique. */
  targetId: string | null;
}
/** A notice for several recipients (a fan-out). */
export type Notice = NotificationText & NotificationSubject;
export type NotificationInput = Notice & { recipientId: string };

const GROUPED: ReadonlySet<string> = new Set<NotificationType>(GROUPED_NOTIFICATION_TYPES);
/** Kinds about a post's comment thread, which muting the thread silences. */
const THREAD_TYPES: ReadonlySet<string> = new Set<NotificationType>(['COMMENT', 'REPLY']);
/** How long a group takes new events after its first one. */
const GROUP_WINDOW = '1 day';

/** The notification types a stored list of switched-off kinds stands for. */
export function disabledTypes(kinds: readonly string[]): NotificationType[] {
  return kinds.flatMap((k) =>
    k in NOTIFICATION_PREFERENCE_KINDS
      ? [...NOTIFICATION_PREFERENCE_KINDS[k as NotificationPreferenceKind]]
      : [],
  );
}

export type CreatedNotification = typeof notifications.$inferSelect;

/** `db` tells which app (and database) created it, when several apps share one process (tests). */
type Listener = (created: CreatedNotification, db: Db) => void;
const listeners = new Set<Listener>();

/**
 * In-process hook for every notification actually inserted (dedupe hits are not reported). The
 * live stream subscribes here (and can forward to LISTEN/NOTIFY for other nodes). Returns an
 * unsubscribe function.
 */
export function onNotificationCreated(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a recipient chose: the kinds switched off, the language (absent: the default). */
interface RecipientSettings {
  off: ReadonlySet<NotificationType>;
  locale: Locale | undefined;
}

/**
 * Locks the recipients (`lockRecipients`) and reads their choices, their language and the kinds they
 * switched off, in one statement: the lock, then two lookups, were a fifth of a like's round trips
 * (docs/quality.md). The lock comes first and covers every recipient, including those whose
 * notification is then dropped as unwanted (they are a few, and it is held only until commit).
 * `locked` is the one row a left join keeps when no user matches, so the lock is always taken.
 */
async function lockedRecipientSettings(
  db: Db,
  recipients: readonly string[],
): Promise<Map<string, RecipientSettings>> {
  if (recipients.length === 0) return new Map();
  const ids = idArray(recipients);
  const found = await queryRows<{ id: string | null; locale: Locale | null; disabled: string[] | null }>(
    db,
    sql`with locked as materialized (select lock_notification_recipients(${ids}))
        select u.id, u.locale, np.disabled from locked
        left join users u on u.id = any(${ids})
        left join notification_preferences np on np.user_id = u.id`,
  );
  return new Map(
    found.flatMap((r) =>
      r.id === null
        ? []
        : [
            [
              r.id,
              { off: new Set(r.disabled ? disabledTypes(r.disabled) : []), locale: r.locale ?? undefined },
            ],
          ],
    ),
  );
}

/**
 * Drops what the recipients asked not to hear about: kinds they switched off, and comments and
 * replies on posts whose thread they muted. Suppressed at creation, so the bell, the list and the
 * live stream all agree, and switching a kind back on does not bring back what was skipped.
 */
async function wanted(
  db: Db,
  rows: NotificationInput[],
  settings: ReadonlyMap<string, RecipientSettings>,
): Promise<NotificationInput[]> {
  const recipients = [...new Set(rows.map((n) => n.recipientId))];
  if (recipients.length === 0) return rows;
  const threadPosts = [
    ...new Set(rows.filter((n) => THREAD_TYPES.has(n.type) && n.postId).map((n) => n.postId!)),
  ];
  const mutes =
    threadPosts.length > 0
      ? await db
          .select({ userId: threadMutes.userId, postId: threadMutes.postId })
          .from(threadMutes)
          .where(and(inArray(threadMutes.userId, recipients), inArray(threadMutes.postId, threadPosts)))
      : [];
  const muted = new Set(mutes.map((m) => `${m.userId}:${m.postId}`));
  return rows.filter(
    (n) =>
      !settings.get(n.recipientId)?.off.has(n.type) &&
      !(THREAD_TYPES.has(n.type) && muted.has(`${n.recipientId}:${n.postId}`)),
  );
}

/**
 * Inserts notifications, skipping the actor's own actions, what the recipient switched off or muted,
 * and any (recipient, actor, type, target) that already exists, so like-unlike-like notifies once.
 * Likes and follows join their target's group of the last day instead (`joinGroup`). Pass the
 * write's transaction, so the action and its notification commit together (or neither does), then
 * `announce` what it returns once that transaction has committed: listeners must never hear of
 * rolled-back work. A group that changed is returned too, with its new stream position.
 */
export async function insertNotifications(
  db: Db,
  inputs: NotificationInput[],
): Promise<CreatedNotification[]> {
  const others = inputs.filter((n) => n.recipientId !== n.actorId);
  const created: CreatedNotification[] = [];
  const rows: NotificationInput[] = [];
  const settings = await lockedRecipientSettings(db, [...new Set(others.map((n) => n.recipientId))]);
  // Follower fan-out can be large; keep each statement's parameter count well under the limit.
  for (let i = 0; i < others.length; i += 1000)
    rows.push(...(await wanted(db, others.slice(i, i + 1000), settings)));
  const localeOf = (n: NotificationInput) => settings.get(n.recipientId)?.locale;
  const single = rows.filter((n) => !isGrouped(n));
  for (let i = 0; i < single.length; i += 1000) {
    const chunk = single.slice(i, i + 1000);
    created.push(
      ...(await db
        .insert(notifications)
        .values(chunk.map((n) => toRow(n, localeOf(n))))
        .onConflictDoNothing({
          target: [
            notifications.recipientId,
            notifications.actorId,
            notifications.type,
            notifications.targetId,
          ],
        })
        .returning()),
    );
  }
  for (const n of rows.filter(isGrouped)) {
    const changed = await joinGroup(db, n, localeOrDefault(localeOf(n)));
    if (changed) created.push(changed);
  }
  return created;
}

function toRow(n: NotificationInput, locale: Locale | undefined) {
  const { recipientId, actorId, type, params, postId, targetId } = n;
  return {
    recipientId,
    actorId,
    type,
    params,
    postId,
    targetId,
    ...renderNotification(localeOrDefault(locale), n),
  };
}

/** The same notification to each of `recipientIds` (a fan-out), inserted as `insertNotifications` does. */
export function insertNotificationsTo(
  db: Db,
  recipientIds: readonly string[],
  notice: Notice,
): Promise<CreatedNotification[]> {
  return insertNotifications(
    db,
    recipientIds.map((recipientId): NotificationInput => ({ ...notice, recipientId })),
  );
}

type GroupedText = Extract<NotificationText, { type: (typeof GROUPED_NOTIFICATION_TYPES)[number] }>;
type GroupedInput = NotificationInput & GroupedText & { actorId: string; targetId: string };

function isGrouped(n: NotificationInput): n is GroupedInput {
  return GROUPED.has(n.type) && n.actorId !== null && n.targetId !== null;
}

/** The groups of one recipient, kind and target. */
const groupsOf = (n: { recipientId: string; type: string; targetId: string }) =>
  and(
    eq(notifications.recipientId, n.recipientId),
    eq(notifications.type, n.type),
    eq(notifications.targetId, n.targetId),
    isNotNull(notifications.groupStartedAt),
  );

/**
 * Waits until every earlier writer of notifications to these recipients has committed, and holds
 * them off until this transaction ends (migration 0023: a stream position per recipient is drawn only
 * after that). All of a transaction's recipients are locked in one call, in a fixed order, before its
 * first notification write, so two writers never wait for each other crosswise; writing to a
 * recipient locked earlier in the transaction does not wait. It also keeps two likes at once from
 * opening two groups.
 */
export async function lockRecipients(db: Db, recipientIds: readonly string[]): Promise<void> {
  if (recipientIds.length === 0) return;
  await db.execute(sql`select lock_notification_recipients(${idArray(new Set(recipientIds))})`);
}

/**
 * One like or follow: the actor joins the target's group of the last day, which becomes unread
 * again with them as its newest actor and a new stream position; without such a group one is
 * started. An actor already listed on the target (liked, unliked, liked again) only counts again:
 * nobody is told twice. Returns the group when it is news to announce, else null.
 */
async function joinGroup(db: Db, n: GroupedInput, locale: Locale): Promise<CreatedNotification | null> {
  // The caller (`insertNotifications`) holds the recipient's lock. Whether the actor is already
  // listed on the target and which group of the last day is open are read in one statement: a like
  // is mostly round trips, and each costs both processes CPU (docs/quality.md).
  const listedActor = db
    .select({ id: notificationActors.notificationId, withdrawn: notificationActors.withdrawn })
    .from(notificationActors)
    .innerJoin(notifications, eq(notifications.id, notificationActors.notificationId))
    .where(and(groupsOf(n), eq(notificationActors.actorId, n.actorId)))
    .limit(1)
    .as('listed');
  const openGroup = db
    .select({ id: notifications.id, actorCount: notifications.actorCount })
    .from(notifications)
    .where(and(groupsOf(n), gt(notifications.groupStartedAt, sql`now() - ${GROUP_WINDOW}::interval`)))
    .orderBy(desc(notifications.groupStartedAt))
    .limit(1)
    .as('open');
  const [state] = await db
    .select({
      listedId: listedActor.id,
      withdrawn: listedActor.withdrawn,
      openId: openGroup.id,
      openCount: openGroup.actorCount,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(listedActor, sql`true`)
    .leftJoin(openGroup, sql`true`);
  if (state?.listedId) {
    if (!state.withdrawn) return null;
    await db
      .update(notificationActors)
      .set({ withdrawn: false })
      .where(
        and(eq(notificationActors.notificationId, state.listedId), eq(notificationActors.actorId, n.actorId)),
      );
    return recount(db, state.listedId);
  }
  const open = state?.openId ? { id: state.openId, actorCount: state.openCount ?? 0 } : null;
  // Each path below is one statement: the actor's row is written by a data-modifying WITH beside
  // the group's (a like's transaction was five statements, this pair two of them).
  if (!open) {
    // The group's id is made here (ids are made client-side anyway) so its first actor's row can name
    // it; the foreign key is checked at the end of the statement, when the group exists.
    const id = newId();
    const [row] = await db
      .with(actorListed(db, id, n.actorId))
      .insert(notifications)
      .values({ ...toRow(n, locale), id, groupStartedAt: sql`now()` })
      .returning();
    return row ?? null;
  }
  // The writers' lock is held, so the count read above is the one this update raises.
  const joined = { ...n, params: { ...n.params, others: open.actorCount } } as GroupedInput;
  const [row] = await db
    .with(actorListed(db, open.id, n.actorId))
    .update(notifications)
    .set({
      actorId: n.actorId,
      actorCount: sql`${notifications.actorCount} + 1`,
      params: joined.params,
      ...renderNotification(locale, joined),
      read: false,
      createdAt: sql`now()`,
      seq: sql`nextval('notifications_seq')`,
    })
    .where(eq(notifications.id, open.id))
    .returning();
  return row ?? null;
}

/** The actor's row on a group, as a data-modifying WITH for the statement that writes the group. */
function actorListed(db: Db, notificationId: string, actorId: string) {
  return db
    .$with('listed')
    .as(
      db
        .insert(notificationActors)
        .values({ notificationId, actorId })
        .returning({ notificationId: notificationActors.notificationId }),
    );
}

/**
 * Sets a group's count and newest actor from its listed actors, at a new stream position so open
 * bells replace the row, and writes its text again for them; a group nobody counts in any more is
 * deleted (and still returned, so announcing it refreshes the recipient's list). Read state and time
 * stay.
 */
async function recount(db: Db, notificationId: string): Promise<CreatedNotification | null> {
  const counted = sql`from ${notificationActors} na where na.notification_id = ${notifications.id} and not na.withdrawn`;
  const [row] = await db
    .update(notifications)
    .set({
      actorCount: sql`(select count(*)::int ${counted})`,
      actorId: sql`coalesce((select na.actor_id ${counted} order by na.acted_at desc limit 1), ${notifications.actorId})`,
      seq: sql`nextval('notifications_seq')`,
    })
    .where(eq(notifications.id, notificationId))
    .returning();
  if (!row) return null;
  if (row.actorCount === 0) {
    await db.delete(notifications).where(eq(notifications.id, notificationId));
    return row;
  }
  const [recipient] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.id, row.recipientId))
    .limit(1);
  const text = {
    type: row.type,
    params: {
      ...row.params,
      actor: row.actorId ? await actorName(db, row.actorId) : '',
      others: row.actorCount - 1,
    },
  } as NotificationText; // a group's stored type and params were written as a pair
  const [rendered] = await db
    .update(notifications)
    .set({ params: text.params, ...renderNotification(localeOrDefault(recipient?.locale), text) })
    .where(eq(notifications.id, notificationId))
    .returning();
  return rendered ?? row;
}

/**
 * An unlike or unfollow: the actor stops counting in the target's group (they stay listed, so acting
 * again does not notify again). Returns the changed group to announce, if there was one.
 */
export async function withdrawFromGroup(
  db: Db,
  n: { recipientId: string; type: NotificationType; targetId: string; actorId: string },
): Promise<CreatedNotification[]> {
  await lockRecipients(db, [n.recipientId]);
  const [listed] = await db
    .update(notificationActors)
    .set({ withdrawn: true })
    .where(
      and(
        eq(notificationActors.actorId, n.actorId),
        eq(notificationActors.withdrawn, false),
        inArray(
          notificationActors.notificationId,
          db.select({ id: notifications.id }).from(notifications).where(groupsOf(n)),
        ),
      ),
    )
    .returning({ id: notificationActors.notificationId });
  const changed = listed ? await recount(db, listed.id) : null;
  return changed ? [changed] : [];
}

/** Tells the listeners (the live stream) of committed notifications. */
export function announce(created: readonly CreatedNotification[], db: Db): void {
  for (const row of created) {
    for (const listener of listeners) {
      try {
        listener(row, db);
      } catch {
        // A broken subscriber must not fail the request that caused the notification.
      }
    }
  }
}

/** `insertNotifications` in its own statement(s), announced at once: for work outside a transaction. */
export async function notify(db: Db, inputs: NotificationInput[]): Promise<CreatedNotification[]> {
  const created = await insertNotifications(db, inputs);
  announce(created, db);
  return created;
}

/** Display name of a user for notification params ('' when gone: the text says "Someone" in its language). */
export async function actorName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: users.name, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.name.trim() || row?.username || '';
}

/**
 * `actorName` through the read cache, for the writes that notify (a like, a comment, a follow): one
 * round trip fewer each. A name change touches the user's tag on every node, so the name written
 * into a notification is never older than the freshness rules allow.
 */
export function actorNameOf(ctx: AppContext, userId: string): Promise<string> {
  return ctx.cache.memo(`actor:${userId}`, { size: 96, deps: [tag.user(userId)] }, () =>
    actorName(ctx.db, userId),
  );
}
