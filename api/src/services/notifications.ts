import type { NotificationType } from '@cwt/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';

export interface NotificationInput {
  recipientId: string;
  /** Who caused it; null for system messages (never deduped). */
  actorId: string | null;
  type: NotificationType;
  title: string;
  message: string;
  postId: string | null;
  /** The post or comment the event is about; with recipient, actor and type it is unique. */
  targetId: string | null;
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

/**
 * Inserts notifications, skipping the actor's own actions and any (recipient, actor, type, target)
 * that already exists, so like-unlike-like notifies once. Pass the write's transaction, so the
 * action and its notification commit together (or neither does), then `announce` what it returns
 * once that transaction has committed: listeners must never hear of rolled-back work.
 */
export async function insertNotifications(
  db: Db,
  inputs: NotificationInput[],
): Promise<CreatedNotification[]> {
  const rows = inputs.filter((n) => n.recipientId !== n.actorId);
  const created: CreatedNotification[] = [];
  // Follower fan-out can be large; keep each statement's parameter count well under the limit.
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    created.push(
      ...(await db
        .insert(notifications)
        .values(chunk)
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
  return created;
}

/** The same notification to each of `recipientIds` (a fan-out), inserted as `insertNotifications` does. */
export function insertNotificationsTo(
  db: Db,
  recipientIds: readonly string[],
  notice: Omit<NotificationInput, 'recipientId'>,
): Promise<CreatedNotification[]> {
  return insertNotifications(
    db,
    recipientIds.map((recipientId) => ({ ...notice, recipientId })),
  );
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

/** Display name of a user for notification texts. */
export async function actorName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: users.name, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.name || row?.username || 'Someone';
}
