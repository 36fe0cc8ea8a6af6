/**
 * The API's own texts in English (ICU MessageFormat): notifications and mails. Their wording is the
 * product spec's, which spec clients and tests read: change one only with them. `vi.ts` has the same
 * keys with the same arguments (test/i18n-catalogues.test.ts).
 */
export const en = {
  'notification.someone': 'Someone',

  'notification.LIKE_POST.title': '{others, plural, =0 {New like} other {New likes}}',
  'notification.LIKE_POST.message':
    '{others, plural, =0 {{actor} liked your post "{postTitle}"} one {{actor} and # other liked your post "{postTitle}"} other {{actor} and # others liked your post "{postTitle}"}}',
  'notification.LIKE_COMMENT.title': '{others, plural, =0 {New like} other {New likes}}',
  'notification.LIKE_COMMENT.message':
    '{others, plural, =0 {{actor} liked your comment "{comment}"} one {{actor} and # other liked your comment "{comment}"} other {{actor} and # others liked your comment "{comment}"}}',
  'notification.FOLLOW.title': '{others, plural, =0 {New follower} other {New followers}}',
  'notification.FOLLOW.message':
    '{others, plural, =0 {{actor} started following you} one {{actor} and # other started following you} other {{actor} and # others started following you}}',
  'notification.COMMENT.title': 'New comment',
  'notification.COMMENT.message': '{actor} commented on "{postTitle}"',
  'notification.REPLY.title': 'New reply',
  'notification.REPLY.message': '{actor} replied to your comment on "{postTitle}"',
  'notification.MENTION.title': 'New mention',
  'notification.MENTION.message':
    '{place, select, comment {{actor} mentioned you in a comment on "{postTitle}"} other {{actor} mentioned you in a post, "{postTitle}"}}',
  'notification.NEW_POST.title': 'New post',
  'notification.NEW_POST.message': '{actor} published "{postTitle}"',
  'notification.SYSTEM.CONTENT_HIDDEN.title':
    '{content, select, post {Your post was hidden} other {Your comment was hidden}}',
  'notification.SYSTEM.CONTENT_HIDDEN.message':
    '{content, select, post {Your post was reported and automatically hidden because it looks abusive. An administrator will review it and can restore it.} other {Your comment was reported and automatically hidden because it looks abusive. An administrator will review it and can restore it.}}',

  'mail.reset.subject': 'Reset your CWT password',
  'mail.reset.text':
    'Hello {name},\n\nSomeone (hopefully you) asked to reset your CWT password. The link works once, for 1 hour:\n\n{link}\n\nIf it was not you, ignore this e-mail; your password stays the same.\n',
  'mail.set.subject': 'Set your CWT password',
  'mail.set.text':
    'Hello {name},\n\nAn account was created for you on CWT. Set your password here (the link works once, for 1 hour):\n\n{link}\n',
  'mail.verify.subject': 'Confirm your e-mail for CWT',
  'mail.verify.text':
    'Hello {name},\n\nPlease confirm your e-mail address by opening this link (valid for 48 hours):\n\n{link}\n',
} as const;

export type MessageId = keyof typeof en;
/** A catalogue: every id, translated. */
export type Catalogue = Record<MessageId, string>;
