import { type Notification, PAGES } from '@cwt/contracts';

/** Where a notification leads: its post, or for a follow the follower's profile. */
export function notificationTarget(n: Pick<Notification, 'type' | 'postId' | 'actor'>): string | null {
  if (n.type === 'FOLLOW' && n.actor) return PAGES.profile(n.actor.id);
  if (n.postId) return PAGES.blog(n.postId);
  if (n.actor) return PAGES.profile(n.actor.id);
  return null;
}
