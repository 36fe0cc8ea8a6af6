import { z } from 'zod';
import { objectIdSchema, userRefSchema } from './common';

/** A row of the followers / following lists. */
export const followUserSchema = userRefSchema;
export type FollowUser = z.infer<typeof followUserSchema>;
export const followListSchema = z.array(followUserSchema);

export const followParamsSchema = z.object({ userId: objectIdSchema });

/** POST/DELETE /api/follows/:userId. */
export const followResponseSchema = z.object({
  following: z.boolean(),
  followerNumber: z.number().int(),
  followingNumber: z.number().int(),
});
export type FollowResponse = z.infer<typeof followResponseSchema>;
