import '@/i18n/catalogue';
import type { Notification } from '@cwt/contracts';
import { PAGES } from '@cwt/contracts';
import {
  formatRelativeTime,
  useDocumentTitle,
  useNotificationPreferences,
  useSession,
  useT,
} from '@cwt/core';
import { notificationsApi, useNotificationPage } from '@cwt/core/social';
import { useNavigate } from '@cwt/router';
import { Avatar, Button, VisuallyHidden } from '@cwt/ui';
import { Pager } from '@cwt/ui/controls';
import { useEffect, useState } from 'react';
import styles from '@/shared/social.module.css';
import { notificationTarget } from './notification-target';
import { notificationText } from './notification-text';
import { THREAD_KINDS, toggleThreadMute } from './thread-mute';

const PAGE_SIZE = 20;
const EMPTY = { items: [] as Notification[], total: 0, unread: 0 };

/** /notifications: every notification, paged. */
export default function NotificationsPage() {
  const t = useT();
  useDocumentTitle(t('social.notifications.title'));
  const isSignedIn = useSession((s) => s.isSignedIn);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { data: pageData, error } = useNotificationPage(isSignedIn, page - 1, PAGE_SIZE);
  const { data: prefs } = useNotificationPreferences(isSignedIn);
  const muted = new Set(prefs?.mutedThreads.map((thread) => thread.postId));
  // A failed request reads as no notifications, as before.
  const data = pageData ?? (error ? EMPTY : null);

  useEffect(() => {
    if (!isSignedIn) navigate(PAGES.login.href, { replace: true });
  }, [isSignedIn, navigate]);

  useEffect(() => {
    if (error) console.error('notifications:', error instanceof Error ? error.message : error);
  }, [error]);

  if (!isSignedIn) return null;
  const open = async (n: Notification) => {
    const { postId } = await notificationsApi.markRead(n.id).catch(() => ({ postId: n.postId }));
    const target = notificationTarget({ ...n, postId: n.type === 'FOLLOW' ? null : postId });
    if (target) navigate(target);
  };
  const totalPages = data ? Math.ceil(data.total / PAGE_SIZE) : 0;

  return (
    <div className={styles.page}>
      <div className={styles.spread}>
        <h1 className={styles.title}>{t('social.notifications.title')}</h1>
        <Button
          variant="secondary"
          disabled={!data || data.unread === 0}
          onClick={() => void notificationsApi.markAllRead().catch(() => undefined)}
        >
          {t('social.notifications.markAllRead')}
        </Button>
      </div>
      {!data ? (
        <p className={styles.message}>{t('social.common.loading')}</p>
      ) : data.items.length === 0 ? (
        <p className={styles.message}>{t('social.notifications.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {data.items.map((n) => {
            const text = notificationText(n, t);
            return (
              <li key={n.id} className={styles.notificationRow}>
                <button
                  type="button"
                  className={styles.personRow}
                  onClick={() => void open(n)}
                  data-read={n.read}
                >
                  <Avatar src={n.profilePicture} name={n.actor?.name ?? 'CWT'} size={40} />
                  <span>
                    <strong>{text.title}</strong>{' '}
                    {n.read ? null : <span className={styles.chip}>{t('social.notifications.new')}</span>}
                    <br />
                    {text.message}
                    <br />
                    <span className={styles.muted}>{formatRelativeTime(n.date)}</span>
                  </span>
                </button>
                {n.postId && THREAD_KINDS.has(n.type) ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => void toggleThreadMute(n.postId!, !muted.has(n.postId!))}
                  >
                    {muted.has(n.postId)
                      ? t('social.notifications.unmuteThread')
                      : t('social.notifications.muteThread')}
                    <VisuallyHidden>{`: ${text.message}`}</VisuallyHidden>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {totalPages > 1 ? (
        <Pager
          page={page}
          totalPages={totalPages}
          onChange={setPage}
          label={t('social.notifications.pages')}
        />
      ) : null}
    </div>
  );
}
