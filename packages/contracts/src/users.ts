import { z } from 'zod';
import { idPairShape, isoDateSchema, objectIdSchema } from './common';

/** GET /api/users/:userId — a public profile as the viewer sees it. */
export const userProfileSchema = z.object({
  ...idPairShape,
  name: z.string(),
  username: z.string(),
  profilePicture: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  followerNumber: z.number().int(),
  followingNumber: z.number().int(),
  postCount: z.number().int(),
  /** False for anonymous viewers and for the user's own profile. */
  amIFollowing: z.boolean(),
  createdAt: isoDateSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userIdParamsSchema = z.object({ userId: objectIdSchema });
export type UserIdParams = z.infer<typeof userIdParamsSchema>;

/** One row of GET /api/users/most-posts (Mongo-aggregation shape the spec reads: userDetails[0]). */
export const topAuthorDetailsSchema = z.object({
  ...idPairShape,
  name: z.string(),
  username: z.string(),
  profilePicture: z.string().nullable(),
  followerNumber: z.number().int(),
});
export const topAuthorSchema = z.object({
  id: objectIdSchema,
  postCount: z.number().int(),
  userDetails: z.array(topAuthorDetailsSchema),
});
export type TopAuthor = z.infer<typeof topAuthorSchema>;
export const topAuthorsResponseSchema = z.array(topAuthorSchema);

export const mostPostsQuerySchema = z.object({
  size: z.coerce.number().int().min(1).max(50).default(4),
});
