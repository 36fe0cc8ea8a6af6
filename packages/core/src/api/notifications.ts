// The notification lists' invalidation, which a block or mute (in core) triggers; the calls and hooks
// of the notification pages are @cwt/core/social's (src/social/notifications.ts).
import { API } from '@cwt/contracts';
import { mutate } from 'swr';
import { pathIs } from '../swr/keys';

const readListeners = new Set<() => void>();

/** Called after every mark-read write (the bell's stream hook refreshes); returns the unsubscribe. */
export function onNotificationsRead(listener: () => void): () => void {
  readListeners.add(listener);
  return () => {
    readListeners.delete(listener);
  };
}

/**
 * Read state, or which notifications the member is shown (a block or mute), changed: every cached
 * notification page is asked for again, and the bell is told.
 */
export const revalidateNotifications = () => {
  for (const listener of [...readListeners]) listener();
  return mutate(pathIs(API.notifications));
};
