import { z } from 'zod';
import { idPairShape, isoDateSchema, objectIdSchema, userRefSchema } from './common';
import { STREAM_CURSOR_PATTERN } from './headers';
import { SYSTEM_NOTICES } from './notification-text';

export const NOTIFICATION_TYPES = [
  'LIKE_POST',
  'LIKE_COMMENT',
  'COMMENT',
  /** A reply to the recipient's comment. */
  'REPLY',
  /** The recipient was @mentioned in a comment (target: the comment) or a post (target: the post). */
  'MENTION',
  'FOLLOW',
  'NEW_POST',
  'SYSTEM',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

const actorParam = z.string().describe("the actor's display name (a group's newest)");
const othersParam = z.number().int().min(0).describe('how many more actors a group counts');
const postTitleParam = z.string();

/**
 * The values each type's text is built from (issue 22): clients render a notification with these in
 * their active language, and the API its stored `title`/`message` in the recipient's, both from the
 * catalogue of ./i18n through `renderNotificationText` (./notification-text.ts). Adding a type:
 * docs/i18n.md, "Notifications".
 */
export const NOTIFICATION_PARAMS = {
  LIKE_POST: z.object({ actor: actorParam, others: othersParam, postTitle: postTitleParam }),
  LIKE_COMMENT: z.object({
    actor: actorParam,
    others: othersParam,
    comment: z.string().describe('the start of the liked comment'),
  }),
  COMMENT: z.object({ actor: actorParam, postTitle: postTitleParam }),
  REPLY: z.object({ actor: actorParam, postTitle: postTitleParam }),
  MENTION: z.object({
    actor: actorParam,
    postTitle: postTitleParam,
    place: z.enum(['post', 'comment']).describe('where the mention is'),
  }),
  FOLLOW: z.object({ actor: actorParam, others: othersParam }),
  NEW_POST: z.object({ actor: actorParam, postTitle: postTitleParam }),
  SYSTEM: z.object({ notice: z.enum(SYSTEM_NOTICES), content: z.enum(['post', 'comment']) }),
} as const satisfies Record<NotificationType, z.ZodObject>;
export type NotificationParamsOf<T extends NotificationType> = z.infer<(typeof NOTIFICATION_PARAMS)[T]>;
export type NotificationParams = { [T in NotificationType]: NotificationParamsOf<T> }[NotificationType];
/** A notification's type with its params, as a writer states it. */
export type NotificationText = {
  [T in NotificationType]: { type: T; params: NotificationParamsOf<T> };
}[NotificationType];
/** On the wire the params are a plain record; `NOTIFICATION_PARAMS[type]` reads them typed. */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const notificationSchema = z.object({
  ...idPairShape,
  type: notificationTypeSchema,
  /** In the recipient's language when written (a group's, when read); clients may render `params` instead. */
  title: z.string(),
  message: z.string(),
  /**
   * The values of the type's text (NOTIFICATION_PARAMS[type]); for a group, its newest actor the reader
   * sees and how many more count. Optional for version skew: an API before issue 22 sent none.
   */
  params: notificationParamsSchema.optional(),
  /** When it happened (the spec reads `date`); same as createdAt. */
  date: isoDateSchema,
  createdAt: isoDateSchema,
  read: z.boolean(),
  postId: objectIdSchema.nullable(),
  /** COMMENT, REPLY and MENTION in a comment: the comment, opened at `/blog/{postId}#comment-{commentId}`. */
  commentId: objectIdSchema.nullable(),
  actor: userRefSchema.nullable(),
  /** The spec reads the avatar from postAuthor.profilePicture or profilePicture: both carry the actor's. */
  postAuthor: z.object({ profilePicture: z.string().nullable() }).nullable(),
  profilePicture: z.string().nullable(),
  /**
   * How many people the row stands for: likes of one post or comment, and new followers, within a
   * day of the group's first one are one row ("Lan and 12 others liked your post"), whose `actor` is
   * the newest; 1 for every other kind.
   */
  actorCount: z.number().int().min(0),
  /** The newest actors of a group, newest first (at most NOTIFICATION_GROUP_FACES); [actor] otherwise. */
  actors: z.array(userRefSchema),
});
export type Notification = z.infer<typeof notificationSchema>;
/** Kinds that group: one row per target and day, counting its actors. */
export const GROUPED_NOTIFICATION_TYPES = [
  'LIKE_POST',
  'LIKE_COMMENT',
  'FOLLOW',
] as const satisfies readonly NotificationType[];
/** How many of a group's actors a notification names in `actors` (the avatars shown). */
export const NOTIFICATION_GROUP_FACES = 3;
export const notificationListSchema = z.array(notificationSchema);

export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  unread: z.enum(['true', 'false']).optional(),
});

export const notificationIdParamsSchema = z.object({ id: objectIdSchema });
/** PATCH /api/notifications/:id/read. */
export const notificationReadResponseSchema = z.object({ postId: objectIdSchema.nullable() });
export type NotificationReadResponse = z.infer<typeof notificationReadResponseSchema>;
/** PATCH /api/notifications/read-all. */
export const notificationsReadAllResponseSchema = z.object({ updated: z.number().int() });
export const streamCursorSchema = z
  .string()
  .regex(STREAM_CURSOR_PATTERN, 'cursor must be a whole number from a notification list or stream event');

/** GET /api/notifications/stream. */
export const notificationStreamQuerySchema = z.object({
  ticket: z.string().min(1).max(2000),
  /** Omitted: only what is committed from now on. */
  cursor: streamCursorSchema.optional(),
});

/** POST /api/notifications/stream-ticket: a short-lived ticket for the EventSource URL (no headers there). */
export const streamTicketResponseSchema = z.object({ ticket: z.string(), expiresIn: z.number().int() });

/**
 * What a member can switch off (GET/PUT /api/users/me/notification-preferences), each kind standing
 * for the notification types it lists. Switched off: such notifications are not created for them
 * (nor shown in the bell, the list or the live stream); switching back on does not bring back what
 * was skipped meanwhile.
 */
export const NOTIFICATION_PREFERENCE_KINDS = {
  LIKE: ['LIKE_POST', 'LIKE_COMMENT'],
  COMMENT: ['COMMENT'],
  REPLY: ['REPLY'],
  MENTION: ['MENTION'],
  FOLLOW: ['FOLLOW'],
  NEW_POST: ['NEW_POST'],
} as const satisfies Record<string, readonly NotificationType[]>;
export type NotificationPreferenceKind = keyof typeof NOTIFICATION_PREFERENCE_KINDS;
const preferenceKindKeys = Object.keys(NOTIFICATION_PREFERENCE_KINDS) as [
  NotificationPreferenceKind,
  ...NotificationPreferenceKind[],
];
export const notificationPreferenceKindSchema = z.enum(preferenceKindKeys);
/** Every kind on: a member's settings until they switch one off. */
export const ALL_NOTIFICATION_KINDS_ON = Object.fromEntries(
  preferenceKindKeys.map((k) => [k, true]),
) as Record<NotificationPreferenceKind, boolean>;

/** A thread the member muted: no COMMENT or REPLY notifications about the post's comments. */
export const mutedThreadSchema = z.object({
  postId: objectIdSchema,
  title: z.string(),
  mutedAt: isoDateSchema,
});
export type MutedThread = z.infer<typeof mutedThreadSchema>;

export const notificationPreferencesSchema = z.object({
  /** Every kind, true when on (the default). */
  kinds: z.record(notificationPreferenceKindSchema, z.boolean()),
  /** Muted threads, most recently muted first. */
  mutedThreads: z.array(mutedThreadSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT: the kinds to change (others keep their setting). */
export const updateNotificationPreferencesSchema = z.object({
  kinds: z.partialRecord(notificationPreferenceKindSchema, z.boolean()),
});
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

/** POST/DELETE /api/posts/:postId/thread-mute. */
export const threadMuteParamsSchema = z.object({ postId: objectIdSchema });
export const threadMuteResponseSchema = z.object({ postId: objectIdSchema, muted: z.boolean() });
export type ThreadMuteResponse = z.infer<typeof threadMuteResponseSchema>;
