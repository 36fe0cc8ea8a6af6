import { type NotificationPreferenceKind, PAGES } from '@cwt/contracts';
import { errorText, notificationPreferencesApi, useNotificationPreferences, useT } from '@cwt/core';
import { Link } from '@cwt/router';
import { Button, notify, VisuallyHidden } from '@cwt/ui';
import { Switch } from '@cwt/ui/forms';
import { useState } from 'react';
import styles from '@/shared/social.module.css';

/**
 * Each kind a member can switch off, in the order the page lists them, with the catalogue key of its
 * label (`social.notifications.settings.<key>`) and description (`<key>Hint`).
 */
const KINDS: { kind: NotificationPreferenceKind; key: string }[] = [
  { kind: 'LIKE', key: 'like' },
  { kind: 'COMMENT', key: 'comment' },
  { kind: 'REPLY', key: 'reply' },
  { kind: 'MENTION', key: 'mention' },
  { kind: 'FOLLOW', key: 'follow' },
  { kind: 'NEW_POST', key: 'newPost' },
];

const failed = (e: unknown) => notify.error(errorText(e, 'social.notifications.settings.saveFailed'));

/**
 * The account page's notification settings: a switch per kind, applied as it is pressed (a kind
 * switched off is not created, so the bell, the list and the live stream all stop showing it), and
 * the threads the member muted, each with Unmute.
 */
export function NotificationSettings() {
  const t = useT();
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
      <h2 id="notification-settings">{t('social.notifications.settings.title')}</h2>
      {error ? (
        <p className={styles.error}>{t('social.notifications.settings.loadFailed')}</p>
      ) : !data ? (
        <p className={styles.muted}>{t('social.common.loading')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('social.notifications.settings.intro')}</p>
          {KINDS.map(({ kind, key }) => (
            <Switch
              key={kind}
              label={t(`social.notifications.settings.${key}`)}
              description={t(`social.notifications.settings.${key}Hint`)}
              checked={data.kinds[kind]}
              busy={pending.has(kind)}
              onChange={(on) => void run(kind, () => notificationPreferencesApi.setKinds({ [kind]: on }))}
            />
          ))}
          <h3>{t('social.notifications.settings.mutedThreads')}</h3>
          {data.mutedThreads.length === 0 ? (
            <p className={styles.muted}>{t('social.notifications.settings.noMutedThreads')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('social.notifications.settings.mutedThreads')}>
              {data.mutedThreads.map((thread) => (
                <li key={thread.postId} className={styles.spread}>
                  <Link to={PAGES.blog.href(thread.postId)}>{thread.title}</Link>
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={pending.has(thread.postId)}
                    onClick={() =>
                      void run(thread.postId, () =>
                        notificationPreferencesApi.setThreadMuted(thread.postId, false),
                      )
                    }
                  >
                    {t('social.notifications.settings.unmute')}
                    <VisuallyHidden>{` ${thread.title}`}</VisuallyHidden>
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
