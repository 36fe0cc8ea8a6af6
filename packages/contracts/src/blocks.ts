import { z } from 'zod';
import { isoDateSchema, objectIdSchema, userRefSchema } from './common';

/** POST/DELETE /api/blocks/:userId and /api/mutes/:userId. */
export const blockParamsSchema = z.object({ userId: objectIdSchema });

export const blockResponseSchema = z.object({ blocked: z.boolean() });
export type BlockResponse = z.infer<typeof blockResponseSchema>;

export const muteResponseSchema = z.object({ muted: z.boolean() });
export type MuteResponse = z.infer<typeof muteResponseSchema>;

/**
 * A member blocks or mutes at most this many people each, so their lists are answered unpaged and
 * the filters every read adds for them probe a bounded set.
 */
export const BLOCK_LIST_MAX = 1000;

/** A row of GET /api/users/me/blocks and /api/users/me/mutes, most recent first. */
export const blockedUserSchema = userRefSchema.extend({ since: isoDateSchema });
export type BlockedUser = z.infer<typeof blockedUserSchema>;
export const blockedUserListSchema = z.array(blockedUserSchema);

/** Why a reply, comment or follow between two members who block each other is refused (403). */
export const BLOCKED_MESSAGES = {
  reply: "You can't reply to this comment",
  comment: "You can't comment on this post",
  follow: "You can't follow this user",
} as const;

/** What a block does, as a page says it before one: the same words wherever a member can block. */
export const BLOCK_EXPLAINED =
  "Neither of you will be able to follow the other or reply to the other's comments, and you won't see their posts or comments. They won't be told.";

/** What a mute does, as a page says it. */
export const MUTE_EXPLAINED =
  "Their posts, comments and notifications are hidden from you. They won't be told.";
