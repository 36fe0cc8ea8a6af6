import type { Notification } from '@cwt/contracts';
import { formatRelativeTime } from '@cwt/core';
import { Avatar, Badge, BellIcon, useOutsideClick } from '@cwt/ui';
import { useEffect, useRef } from 'react';
import styles from './NotificationBell.module.css';

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
}: NotificationBellViewProps) {
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
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
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
        <div className={styles.panel} role="dialog" aria-label="Notifications">
          <div className={styles.head}>
            <strong>Notifications</strong>
            <button
              type="button"
              className={styles.textButton}
              onClick={onMarkAllRead}
              disabled={unread === 0}
            >
              Mark all as read
            </button>
          </div>
          {!loaded ? (
            <p className={styles.empty}>Loading...</p>
          ) : items.length === 0 ? (
            <p className={styles.empty}>No notifications yet</p>
          ) : (
            <ul className={styles.list}>
              {items.map((n) => (
                <li key={n.id}>
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
                      <span className={styles.itemTitle}>{n.title}</span>
                      <span className={styles.itemMessage}>{n.message}</span>
                      <span className={styles.itemDate}>{formatRelativeTime(n.date)}</span>
                    </span>
                    {n.read ? null : <span className={styles.dot} role="img" aria-label="unread" />}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {footer ? <div className={styles.foot}>{footer}</div> : null}
        </div>
      ) : null}
    </div>
  );
}
