import {
  type Notification,
  type NotificationTranslate,
  readNotificationText,
  renderNotificationText,
} from '@cwt/contracts';

/**
 * A notification's title and message in the active language (`t` from core's `useT`), from its type
 * and params, so a change of language re-renders notifications already on screen without asking the
 * API again. What this build cannot render (no params from an older API; a type, notice or param of a
 * newer one) keeps the stored texts, written in the recipient's language of the time.
 */
export function notificationText(
  n: Pick<Notification, 'type' | 'params' | 'title' | 'message'>,
  t: NotificationTranslate,
): { title: string; message: string } {
  const text = readNotificationText(n.type, n.params);
  return text ? renderNotificationText(text, t) : { title: n.title, message: n.message };
}
