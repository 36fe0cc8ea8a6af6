import { commentPage, type Notification, PAGES } from '@cwt/contracts';

/**
 * Where a notification leads: the comment, reply or mention in a comment it is about (on its post's
 * page), its post (a like, a new post, a mention in a post), or for a follow the follower's profile.
 */
export function notificationTarget(
  n: Pick<Notification, 'type' | 'postId' | 'actor'> & Partial<Pick<Notification, 'commentId'>>,
): string | null {
  if (n.type === 'FOLLOW' && n.actor) return PAGES.profile.href(n.actor.id);
  if (n.postId && n.commentId) return commentPage(n.postId, n.commentId);
  if (n.postId) return PAGES.blog.href(n.postId);
  if (n.actor) return PAGES.profile.href(n.actor.id);
  return null;
}
