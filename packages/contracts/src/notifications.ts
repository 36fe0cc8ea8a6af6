import { z } from 'zod';
import { idPairShape, isoDateSchema, objectIdSchema, userRefSchema } from './common';

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

export const notificationSchema = z.object({
  ...idPairShape,
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
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
});
export type Notification = z.infer<typeof notificationSchema>;
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
/** The unread count, also sent as the X-Unread-Count header of the list. */
export const UNREAD_COUNT_HEADER = 'X-Unread-Count';

/**
 * Where the live stream resumes: the position, in commit order, of the newest notification the
 * answer it came with could see. Sent as the X-Stream-Cursor header of the list (even when the page
 * is empty) and as the `id:` of every stream event; `GET /api/notifications/stream?cursor=` replays
 * every notification committed after it, then goes on live. Decimal digits, compared as numbers.
 */
export const STREAM_CURSOR_HEADER = 'X-Stream-Cursor';
/** A stream cursor's form (15 digits stay exact as a JS number); older event ids were ObjectIds. */
export const STREAM_CURSOR_PATTERN = /^\d{1,15}$/;
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
