import { type NotificationPreferenceKind, PAGES } from '@cwt/contracts';
import { isApiError, notificationPreferencesApi, useNotificationPreferences } from '@cwt/core';
import { Link } from '@cwt/router';
import { Button, notify, Switch, VisuallyHidden } from '@cwt/ui';
import { useState } from 'react';
import styles from '../../shared/social.module.css';

/** Each kind a member can switch off, in the order the page lists them. */
const KINDS: { kind: NotificationPreferenceKind; label: string; description: string }[] = [
  { kind: 'LIKE', label: 'Likes', description: 'When someone likes your post or comment' },
  { kind: 'COMMENT', label: 'Comments', description: 'When someone comments on your post' },
  { kind: 'REPLY', label: 'Replies', description: 'When someone replies to your comment' },
  { kind: 'MENTION', label: 'Mentions', description: 'When someone mentions you in a comment' },
  { kind: 'FOLLOW', label: 'New followers', description: 'When someone starts following you' },
  { kind: 'NEW_POST', label: 'New posts', description: 'When someone you follow publishes a post' },
];

const failed = (e: unknown) =>
  notify.error(isApiError(e) ? e.message : 'Could not save your notification settings.');

/**
 * The account page's notification settings: a switch per kind, applied as it is pressed (a kind
 * switched off is not created, so the bell, the list and the live stream all stop showing it), and
 * the threads the member muted, each with Unmute.
 */
export function NotificationSettings() {
  const { data, error } = useNotificationPreferences();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const busy = (id: string, on: boolean) =>
    setPending((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const run = async (id: string, write: () => Promise<unknown>) => {
    busy(id, true);
    try {
      await write();
    } catch (e) {
      failed(e);
    } finally {
      busy(id, false);
    }
  };

  return (
    <section aria-labelledby="notification-settings">
      <h2 id="notification-settings">Notifications</h2>
      {error ? (
        <p className={styles.error}>Could not load your notification settings.</p>
      ) : !data ? (
        <p className={styles.muted}>Loading...</p>
      ) : (
        <>
          <p className={styles.muted}>Choose what you are told about. Changes apply at once.</p>
          {KINDS.map(({ kind, label, description }) => (
            <Switch
              key={kind}
              label={label}
              description={description}
              checked={data.kinds[kind]}
              busy={pending.has(kind)}
              onChange={(on) => void run(kind, () => notificationPreferencesApi.setKinds({ [kind]: on }))}
            />
          ))}
          <h3>Muted threads</h3>
          {data.mutedThreads.length === 0 ? (
            <p className={styles.muted}>
              No muted threads. Mute a post's thread from the post or from a notification about it.
            </p>
          ) : (
            <ul className={styles.list} aria-label="Muted threads">
              {data.mutedThreads.map((t) => (
                <li key={t.postId} className={styles.spread}>
                  <Link to={PAGES.blog.href(t.postId)}>{t.title}</Link>
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={pending.has(t.postId)}
                    onClick={() =>
                      void run(t.postId, () => notificationPreferencesApi.setThreadMuted(t.postId, false))
                    }
                  >
                    Unmute<VisuallyHidden>{` ${t.title}`}</VisuallyHidden>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
