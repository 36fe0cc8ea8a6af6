import type { Notification } from '@cwt/contracts';
import { formatRelativeTime, notificationsApi, useDocumentTitle, useSession } from '@cwt/core';
import { useNavigate } from '@cwt/router';
import { Avatar, Button, Pager } from '@cwt/ui';
import { useCallback, useEffect, useState } from 'react';
import styles from '../../shared/social.module.css';
import { notificationTarget } from './notification-target';

const PAGE_SIZE = 20;

/** /notifications: every notification, paged. */
export default function NotificationsPage() {
  useDocumentTitle('Notifications');
  const isSignedIn = useSession((s) => s.isSignedIn);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ items: Notification[]; total: number; unread: number } | null>(null);

  const load = useCallback(async () => {
    try {
      setData(await notificationsApi.list({ page: page - 1, size: PAGE_SIZE }));
    } catch (error) {
      console.error('notifications:', error instanceof Error ? error.message : error);
      setData({ items: [], total: 0, unread: 0 });
    }
  }, [page]);

  useEffect(() => {
    if (isSignedIn) void load();
    else navigate('/login', { replace: true });
  }, [isSignedIn, load, navigate]);

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
        <h1 className={styles.title}>Notifications</h1>
        <Button
          variant="secondary"
          disabled={!data || data.unread === 0}
          onClick={() => void notificationsApi.markAllRead().then(load)}
        >
          Mark all as read
        </Button>
      </div>
      {!data ? (
        <p className={styles.message}>Loading...</p>
      ) : data.items.length === 0 ? (
        <p className={styles.message}>No notifications yet</p>
      ) : (
        <ul className={styles.list}>
          {data.items.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                className={styles.personRow}
                onClick={() => void open(n)}
                data-read={n.read}
              >
                <Avatar src={n.profilePicture} name={n.actor?.name ?? 'CWT'} size={40} />
                <span>
                  <strong>{n.title}</strong> {n.read ? null : <span className={styles.chip}>new</span>}
                  <br />
                  {n.message}
                  <br />
                  <span className={styles.muted}>{formatRelativeTime(n.date)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 ? (
        <Pager page={page} totalPages={totalPages} onChange={setPage} label="Notification pages" />
      ) : null}
    </div>
  );
}
