import type { Notification } from '@cwt/contracts';
import { errorText, notificationPreferencesApi, t } from '@cwt/core';
import { notify } from '@cwt/ui';

/** Kinds about a post's comment thread: their rows (bell and list) offer to mute it. */
export const THREAD_KINDS: ReadonlySet<Notification['type']> = new Set(['COMMENT', 'REPLY', 'MENTION']);

/** Mutes or unmutes a post's thread from a notification, saying how it went. */
export function toggleThreadMute(postId: string, mute: boolean): Promise<void> {
  return notificationPreferencesApi
    .setThreadMuted(postId, mute)
    .then(() => {
      notify.success(t(mute ? 'social.notifications.threadMuted' : 'social.notifications.threadUnmuted'), {
        id: 'thread-mute',
        duration: 2000,
      });
    })
    .catch((e: unknown) => {
      notify.error(errorText(e, 'social.notifications.threadFailed'), { id: 'thread-mute' });
    });
}
