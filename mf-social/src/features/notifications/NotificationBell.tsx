import '@/i18n/catalogue';
import type { Notification } from '@cwt/contracts';
import { PAGES } from '@cwt/contracts';
import { useNotificationPreferences, useSession, useT } from '@cwt/core';
import { useNotifications } from '@cwt/core/social';
import { Link, useNavigate } from '@cwt/router';
import { useState } from 'react';
import { NotificationBellView } from './NotificationBellView';
import { notificationTarget } from './notification-target';
import { toggleThreadMute } from './thread-mute';

/** The top bar's bell (mounted by the shell for signed-in users). */
export default function NotificationBell() {
  const t = useT();
  const isSignedIn = useSession((s) => s.isSignedIn);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { items, unread, loaded, markRead, markAllRead } = useNotifications();
  const { data: prefs } = useNotificationPreferences(isSignedIn);
  if (!isSignedIn) return null;

  const select = async (n: Notification) => {
    setOpen(false);
    const postId = await markRead(n);
    const target = notificationTarget({ ...n, postId: n.type === 'FOLLOW' ? null : postId });
    if (target) navigate(target);
  };

  return (
    <NotificationBellView
      items={items}
      unread={unread}
      open={open}
      loaded={loaded}
      onOpenChange={setOpen}
      onSelect={(n) => void select(n)}
      onMarkAllRead={() => void markAllRead()}
      mutedPosts={new Set(prefs?.mutedThreads.map((thread) => thread.postId))}
      onToggleMute={(n, mute) => void toggleThreadMute(n.postId!, mute)}
      footer={
        <Link to={PAGES.notifications.href} onClick={() => setOpen(false)}>
          {t('social.notifications.viewAll')}
        </Link>
      }
    />
  );
}
