import type { Notification } from '@cwt/contracts';
import { formatRelativeTime, useT } from '@cwt/core';
import { Avatar, Badge, BellIcon, useOutsideClick } from '@cwt/ui';
import { useEffect, useRef } from 'react';
import styles from './NotificationBell.module.css';
import { notificationText } from './notification-text';
import { THREAD_KINDS } from './thread-mute';

export interface NotificationBellViewProps {
  items: Notification[];
  unread: number;
  open: boolean;
  loaded?: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (n: Notification) => void;
  onMarkAllRead: () => void;
  /** Link to the full list (/notifications). */
  footer?: React.ReactNode;
  /** Posts whose comment thread the member muted. */
  mutedPosts?: ReadonlySet<string>;
  /** Mutes (true) or unmutes a comment, reply or mention's thread; absent: no such buttons. */
  onToggleMute?: (n: Notification, mute: boolean) => void;
}

function MuteIcon({ muted }: { muted: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {/* The action's icon: a crossed-out bell mutes, a bell unmutes. */}
      {muted ? (
        <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      ) : (
        <>
          <path d="M8.7 3A6 6 0 0 1 18 8a21.3 21.3 0 0 0 .6 5" />
          <path d="M17 17H3s3-2 3-9a4.67 4.67 0 0 1 .3-1.7" />
          <path d="m2 2 20 20" />
        </>
      )}
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

export function NotificationBellView({
  items,
  unread,
  open,
  loaded = true,
  onOpenChange,
  onSelect,
  onMarkAllRead,
  footer,
  mutedPosts,
  onToggleMute,
}: NotificationBellViewProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  useOutsideClick(ref, () => onOpenChange(false), open);
  // Escape closes the panel wherever focus is inside it, and gives focus back to the bell.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      bellRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onOpenChange]);
  return (
    <div className={styles.root} ref={ref}>
      <button
        ref={bellRef}
        type="button"
        className={styles.bell}
        aria-label={
          unread > 0
            ? t('social.notifications.bellUnread', { count: unread })
            : t('social.notifications.title')
        }
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => onOpenChange(!open)}
      >
        <BellIcon size={22} />
        {unread > 0 ? (
          <Badge tone="danger" className={styles.badge} data-testid="notification-badge">
            {unread > 99 ? '99+' : unread}
          </Badge>
        ) : null}
      </button>
      {open ? (
        <div className={styles.panel} role="dialog" aria-label={t('social.notifications.title')}>
          <div className={styles.head}>
            <strong>{t('social.notifications.title')}</strong>
            <button
              type="button"
              className={styles.textButton}
              onClick={onMarkAllRead}
              disabled={unread === 0}
            >
              {t('social.notifications.markAllRead')}
            </button>
          </div>
          {!loaded ? (
            <p className={styles.empty}>{t('social.common.loading')}</p>
          ) : items.length === 0 ? (
            <p className={styles.empty}>{t('social.notifications.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {items.map((n) => {
                const text = notificationText(n, t);
                return (
                  <li key={n.id} className={`${styles.row} ${n.read ? '' : styles.unread}`}>
                    <button
                      type="button"
                      className={`${styles.item} ${n.read ? '' : styles.unread}`}
                      onClick={() => onSelect(n)}
                      data-read={n.read}
                    >
                      <Avatar
                        src={n.postAuthor?.profilePicture ?? n.profilePicture}
                        name={n.actor?.name ?? 'CWT'}
                        size={36}
                      />
                      <span className={styles.text}>
                        <span className={styles.itemTitle}>{text.title}</span>
                        <span className={styles.itemMessage}>{text.message}</span>
                        <span className={styles.itemDate}>{formatRelativeTime(n.date)}</span>
                      </span>
                      {n.read ? null : (
                        <span
                          className={styles.dot}
                          role="img"
                          aria-label={t('social.notifications.unread')}
                        />
                      )}
                    </button>
                    {onToggleMute && n.postId && THREAD_KINDS.has(n.type) ? (
                      <MuteButton
                        n={n}
                        message={text.message}
                        muted={mutedPosts?.has(n.postId) ?? false}
                        onToggle={onToggleMute}
                      />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
          {footer ? <div className={styles.foot}>{footer}</div> : null}
        </div>
      ) : null}
    </div>
  );
}

/** Mutes the thread a row is about (or unmutes it), beside the row; its name says which row. */
function MuteButton({
  n,
  message,
  muted,
  onToggle,
}: {
  n: Notification;
  /** The row's message as shown (in the active language). */
  message: string;
  muted: boolean;
  onToggle: (n: Notification, mute: boolean) => void;
}) {
  const t = useT();
  const [action, label] = muted
    ? ['social.notifications.unmuteThread', 'social.notifications.unmuteThreadOf']
    : ['social.notifications.muteThread', 'social.notifications.muteThreadOf'];
  return (
    <button
      type="button"
      className={styles.mute}
      aria-label={t(label, { message })}
      title={t(action)}
      onClick={() => onToggle(n, !muted)}
    >
      <MuteIcon muted={muted} />
    </button>
  );
}
